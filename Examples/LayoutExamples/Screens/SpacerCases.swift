import SwatchRaster

/// The spacer patterns that rendered wrongly in real views (issue 23), one per row, each on
/// a tinted band so the frames show: a title beside a trailing spacer, a button label between
/// two spacers, centred text between zero-length spacers, a settings row, and a label column
/// with a 30-pt minimum spacer.
struct SpacerCases: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            band("HStack { Text(long); Spacer() }") {
                HStack { Text("A row title that is long but still fits beside its spacer"); Spacer() }
            }
            band("Button label: HStack { Spacer(); Text; Spacer() } in 88 pt") {
                Button {} label: {
                    HStack { Spacer(); Text("Outline"); Spacer() }
                        .frame(width: 88, height: 36)
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.accentColor, lineWidth: 1))
                }
            }
            band("HStack { Spacer(minLength: 0); Text(\"Hello\"); Spacer(minLength: 0) }") {
                HStack { Spacer(minLength: 0); Text("Hello"); Spacer(minLength: 0) }
            }
            band("Settings row") {
                HStack {
                    VStack(alignment: .leading) {
                        Text("Notifications")
                        Text("Banners, sounds, badges").font(.footnote).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("On").foregroundStyle(.secondary)
                }
            }
            band("Label column: Spacer(minLength: 30)") {
                HStack {
                    Text("Groceries").frame(maxWidth: .infinity, alignment: .leading)
                    Spacer(minLength: 30)
                    Text("$620")
                }
            }
        }
        .padding()
        .frame(width: 390)
    }

    private func band<Content: View>(_ caption: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(caption).font(.caption.monospaced()).foregroundStyle(.secondary)
            content().background(Color.yellow.opacity(0.25))
        }
    }
}
