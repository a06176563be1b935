import SwiftUI

struct SettingsView: View {
    @Environment(TripStore.self) private var store
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            Form {
                Section("Display") {
                    Toggle("Show nights", isOn: $store.showsNightCount)
                    Picker("Units", selection: $store.units) {
                        ForEach(TripStore.Units.allCases) { unit in
                            Text(unit.rawValue).tag(unit)
                        }
                    }
                }
                Section {
                    LabeledContent("Trips", value: "\(store.trips.count)")
                } footer: {
                    Text("Trips are stored on this device.")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

#Preview("Settings") {
    SettingsView()
        .environment(TripStore())
}
