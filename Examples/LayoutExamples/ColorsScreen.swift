import SwatchRaster

/// A design-system "Colors" screen as an iOS app would write it: an inset grouped `List` of
/// sections, each an adaptive `LazyVGrid` of labeled swatches.
struct ColorsScreen: View {
    private struct Swatch: Identifiable {
        let name: String
        let color: Color
        var id: String { name }
    }

    private let tints: [Swatch] = [
        Swatch(name: "red", color: .red), Swatch(name: "orange", color: .orange), Swatch(name: "yellow", color: .yellow),
        Swatch(name: "green", color: .green), Swatch(name: "mint", color: .mint), Swatch(name: "teal", color: .teal),
        Swatch(name: "cyan", color: .cyan), Swatch(name: "blue", color: .blue), Swatch(name: "indigo", color: .indigo),
        Swatch(name: "purple", color: .purple), Swatch(name: "pink", color: .pink), Swatch(name: "brown", color: .brown),
    ]
    private let grays: [Swatch] = [
        Swatch(name: "gray", color: Color(.systemGray)), Swatch(name: "gray2", color: Color(.systemGray2)),
        Swatch(name: "gray3", color: Color(.systemGray3)), Swatch(name: "gray4", color: Color(.systemGray4)),
        Swatch(name: "gray5", color: Color(.systemGray5)), Swatch(name: "gray6", color: Color(.systemGray6)),
    ]
    private let backgrounds: [Swatch] = [
        Swatch(name: "system", color: Color(.systemBackground)),
        Swatch(name: "secondary", color: Color(.secondarySystemBackground)),
        Swatch(name: "tertiary", color: Color(.tertiarySystemBackground)),
        Swatch(name: "grouped", color: Color(.systemGroupedBackground)),
    ]

    var body: some View {
        List {
            Section {
                LabeledContent("Palette", value: "iOS system")
                LabeledContent("Swatches", value: "\(tints.count + grays.count + backgrounds.count)")
            }
            Section("Tints") { grid(tints) }
            Section {
                grid(grays)
            } header: {
                Text("Grays")
            } footer: {
                Text("Gray tints step from the darkest to the lightest in light mode.")
            }
            Section("Backgrounds") { grid(backgrounds) }
        }
    }

    private func grid(_ swatches: [Swatch]) -> some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 60), spacing: 12)], alignment: .leading, spacing: 12) {
            ForEach(swatches) { swatch in
                VStack(alignment: .leading, spacing: 4) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(swatch.color)
                        .frame(height: 40)
                        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Color(.separator), lineWidth: 1))
                    Text(swatch.name).font(.caption).foregroundColor(.secondary)
                }
            }
        }
        .padding(.vertical, 4)
    }
}
