import SwatchRaster

/// The controls page of the gallery: buttons in every system style, labels, toggles,
/// progress, slider, stepper, pickers, fields, date and color pickers, links — as a Mac
/// user would write them.
struct ControlsGallery: View {
    @State private var name = "Ada Lovelace"
    @State private var empty = ""
    @State private var on = true
    @State private var volume = 0.6
    @State private var count = 3
    @State private var flavor = 1
    @State private var date = Date(timeIntervalSince1970: 1_795_000_000)
    @State private var color = Color.orange

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 10) {
                Button("Automatic") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 10) {
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            HStack(spacing: 16) {
                Label("Favorites", systemImage: "star")
                Label("Icon", systemImage: "star").labelStyle(.iconOnly)
                Link("Website", destination: URL(string: "https://example.com")!)
            }
            Toggle("Wi-Fi", isOn: $on)
            Toggle("Bold", isOn: $on).toggleStyle(.button)
            ProgressView("Downloading", value: 0.25)
            HStack(spacing: 16) {
                ProgressView()
                Slider(value: $volume)
            }
            Stepper("Count: \(count)", value: $count, in: 0...10)
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag(0)
                Text("Chocolate").tag(1)
                Text("Mint").tag(2)
            }
            .pickerStyle(.segmented)
            HStack {
                Text("Flavor")
                Spacer()
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag(0)
                    Text("Chocolate").tag(1)
                }
            }
            TextField("Name", text: $name).textFieldStyle(.roundedBorder)
            TextField("Email", text: $empty).textFieldStyle(.roundedBorder)
            SecureField("Password", text: $name).textFieldStyle(.roundedBorder)
            DatePicker("Starts", selection: $date)
            ColorPicker("Accent", selection: $color)
            Gauge(value: 0.7) { Text("Storage") }
        }
        .padding(16)
        .frame(width: 390)
    }
}

/// A settings screen as an iPhone app writes it: a navigation stack with a large title over
/// a `Form` of grouped sections, inside a tab view.
struct SettingsScreen: View {
    @State private var airplane = false
    @State private var wifi = true
    @State private var tab = 1

    var body: some View {
        TabView(selection: $tab) {
            Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(0)
            NavigationStack {
                Form {
                    Section {
                        Toggle("Airplane Mode", isOn: $airplane)
                        Toggle("Wi-Fi", isOn: $wifi)
                        LabeledContent("Bluetooth", value: "On")
                    }
                    Section("Appearance") {
                        Picker("Theme", selection: $tab) {
                            Text("Light").tag(0)
                            Text("Dark").tag(1)
                        }
                        Label("Accent color", systemImage: "paintpalette")
                    }
                }
                .navigationTitle("Settings")
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(1)
            .badge(2)
            Text("Profile").tabItem { Label("Profile", systemImage: "person") }.tag(2)
        }
    }
}
