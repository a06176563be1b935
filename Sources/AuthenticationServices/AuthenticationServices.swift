import Foundation
import SwatchRaster

// `import AuthenticationServices` on Linux (docs/ARCHITECTURE.md §2.7): what a sign-in screen
// touches. There is no Apple ID here: a button never starts an authorization, so its
// closures never run; the button draws as iOS draws it, for the picture.

/// A completed authorization: AuthenticationServices' `ASAuthorization`. None is ever made
/// here; the type exists so that completion handlers compile.
open class ASAuthorization: NSObject, @unchecked Sendable {
    /// What the user agreed to share.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        /// The scope's name.
        public let rawValue: String
        /// A scope named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The user's full name.
        public static let fullName = Scope(rawValue: "full_name")
        /// The user's email address.
        public static let email = Scope(rawValue: "email")
    }
}

/// A request for the user's Apple ID: what `SignInWithAppleButton`'s `onRequest` configures.
open class ASAuthorizationAppleIDRequest: NSObject, @unchecked Sendable {
    // @unchecked: configured by one closure on the main actor, never shared.
    /// The data the app asks for.
    open var requestedScopes: [ASAuthorization.Scope]?
    /// A value the app checks in the identity token.
    open var nonce: String?
    /// A value the app gets back with the credential.
    open var state: String?
    /// An empty request.
    public override init() {}
}

/// The "Sign in with Apple" button of SwiftUI: a black (or white) rounded bar filling the
/// space it is offered, with the Apple logo and the label centred, as iOS draws it. It never
/// starts an authorization here, so `onRequest` and `onCompletion` never run.
@MainActor @preconcurrency
public struct SignInWithAppleButton: View {
    /// The words on the button.
    public struct Label: Sendable, Equatable {
        let title: String
        /// "Sign in with Apple".
        public static let signIn = Label(title: "Sign in with Apple")
        /// "Continue with Apple".
        public static let `continue` = Label(title: "Continue with Apple")
        /// "Sign up with Apple".
        public static let signUp = Label(title: "Sign up with Apple")
    }

    /// The button's colors.
    public struct Style: Sendable, Equatable {
        let fill: Color
        let ink: Color
        let outlined: Bool
        /// White text on black, for light backgrounds.
        public static let black = Style(fill: .black, ink: .white, outlined: false)
        /// Black text on white, for dark backgrounds.
        public static let white = Style(fill: .white, ink: .black, outlined: false)
        /// White with a black outline, for light backgrounds without contrast.
        public static let whiteOutline = Style(fill: .white, ink: .black, outlined: true)
    }

    let label: Label
    @Environment(\.signInWithAppleButtonStyle) private var style

    /// A button labelled `label`; `onRequest` would configure the request and `onCompletion`
    /// receive the result.
    public nonisolated init(_ label: SignInWithAppleButton.Label = .signIn,
                            onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                            onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
        self.label = label
    }

    public var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 6, style: .continuous).fill(style.fill)
            if style.outlined {
                RoundedRectangle(cornerRadius: 6, style: .continuous).strokeBorder(Color.black, lineWidth: 1)
            }
            HStack(spacing: 4) {
                Image(systemName: "apple.logo")
                Text(label.title)
            }
            .font(.system(size: 17, weight: .medium))
            .foregroundStyle(style.ink)
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .padding(.horizontal, 8)
        }
        .frame(minWidth: 140, idealWidth: 280, maxWidth: .infinity, minHeight: 30, idealHeight: 44, maxHeight: .infinity)
        .accessibilityLabel(label.title)
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    /// The style of Sign in with Apple buttons below.
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the Sign in with Apple buttons in this view.
    nonisolated public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}
