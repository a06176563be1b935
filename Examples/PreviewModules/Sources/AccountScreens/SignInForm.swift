import SwiftUI

/// A sign-in form: text fields, a secure field and a prominent button, centred.
public struct SignInForm: View {
    @State private var email = ""
    @State private var password = ""

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle.fill")
                .font(.system(size: 64))
                .foregroundStyle(.tint)
            Text("Welcome back").font(.largeTitle.bold())
            Text("Sign in to sync your lists across devices.")
                .font(.callout)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            VStack(spacing: 12) {
                TextField("Email", text: $email)
                    .padding(12)
                    .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
                SecureField("Password", text: $password)
                    .padding(12)
                    .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
            }
            Button {
            } label: {
                Text("Sign In").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Button("Forgot password?") {}
                .font(.footnote)
        }
        .padding(24)
    }
}

/// Written the older way, so that release builds are shown to keep `PreviewProvider`s too.
struct SignInForm_Previews: PreviewProvider {
    static var previews: some View {
        SignInForm()
    }
}
