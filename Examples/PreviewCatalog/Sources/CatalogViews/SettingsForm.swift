import SwiftUI

/// A settings screen: a form of toggles, a picker and an about section.
public struct SettingsForm: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var name = "Ada"

    public init() {}

    public var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                }
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("Sounds play only while the app is open.")
                }
                Section("About") {
                    LabeledContent("Version", value: "2.4.1")
                    LabeledContent("Build", value: "318")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsForm()
}

#Preview("Settings, dark") {
    SettingsForm()
        .preferredColorScheme(.dark)
}
