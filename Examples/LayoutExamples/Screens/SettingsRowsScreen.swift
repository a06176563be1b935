import SwatchRaster

/// A settings screen as an iOS app writes it: a `Form` in a `NavigationStack`, rows of a
/// title and subtitle pushed apart from a value by a `Spacer`, and toggles. The grouped
/// background reaches under the large title and the home indicator.
struct SettingsRowsScreen: View {
    @State private var wifi = true
    @State private var lowPower = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    row("Wi-Fi", subtitle: "Home network, 5 GHz", value: "Connected")
                    row("Bluetooth", subtitle: "AirPods Pro", value: "On")
                    Toggle("Airplane Mode", isOn: .constant(false))
                }
                Section("Battery") {
                    Toggle("Low Power Mode", isOn: $lowPower)
                    row("Battery Health", subtitle: "Maximum capacity", value: "97%")
                }
                Section {
                    Toggle("Ask to Join Networks", isOn: $wifi)
                } footer: {
                    Text("Known networks are joined automatically. If none is available, you are asked before joining a new one.")
                }
            }
            .navigationTitle("Settings")
        }
    }

    private func row(_ title: String, subtitle: String, value: String) -> some View {
        HStack {
            VStack(alignment: .leading) {
                Text(title)
                Text(subtitle).font(.footnote).foregroundStyle(.secondary)
            }
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
    }
}
