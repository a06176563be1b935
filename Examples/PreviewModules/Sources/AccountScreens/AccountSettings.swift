import SwiftUI

/// An account's settings: a grouped list of labelled rows, toggles and a picker under a
/// large title, the most common kind of iOS screen.
public struct AccountSettings: View {
    @State private var faceID = true
    @State private var backups = false
    @State private var theme = "System"

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 12) {
                        Circle().fill(.blue.gradient).frame(width: 56, height: 56)
                            .overlay(Text("GH").font(.title3.bold()).foregroundStyle(.white))
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Grace Hopper").font(.headline)
                            Text("grace@example.com").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }
                Section("Security") {
                    Toggle(isOn: $faceID) { Label("Face ID", systemImage: "faceid") }
                    Toggle(isOn: $backups) { Label("Encrypted backups", systemImage: "lock.fill") }
                    NavigationLink { Text("Devices") } label: {
                        Label("Devices", systemImage: "iphone")
                    }
                }
                Section {
                    Picker("Appearance", selection: $theme) {
                        ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
                    }
                    NavigationLink("Notifications") { Text("Notifications") }
                } header: {
                    Text("Preferences")
                } footer: {
                    Text("Changes apply on every device signed in to this account.")
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Account")
        }
    }
}

#Preview("Account") {
    AccountSettings()
}

#Preview("Account, dark") {
    AccountSettings()
        .preferredColorScheme(.dark)
}
