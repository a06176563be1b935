import SwatchRaster

/// A design-system color card as a Mac user writes it (only the import differs): a
/// continuous rounded rectangle with a shadow, a gradient strip, a material caption over
/// the color, and a palette grid of swatches below.
struct DesignSystemCard: View {
    private let palette: [(String, Color)] = [
        ("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green),
        ("Mint", .mint), ("Teal", .teal), ("Cyan", .cyan), ("Blue", .blue),
        ("Indigo", .indigo), ("Purple", .purple), ("Pink", .pink), ("Brown", .brown),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 0) {
                ZStack(alignment: .bottomLeading) {
                    LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .frame(height: 120)
                    HStack {
                        Label("Brand", systemImage: "paintpalette")
                            .font(.headline)
                        Spacer()
                        Text("#5856D6")
                            .font(.caption.monospaced())
                    }
                    .padding(10)
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
                    .padding(10)
                }
                Rectangle()
                    .fill(LinearGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple], startPoint: .leading, endPoint: .trailing))
                    .frame(height: 12)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Primary palette").font(.title3.bold())
                    Text("Continuous corners, a gradient strip, a material caption and a shadow.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .padding(12)
            }
            .background(Color(.secondarySystemGroupedBackground))
            .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
            .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)

            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60), spacing: 10)], spacing: 10) {
                ForEach(palette, id: \.0) { name, color in
                    VStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 12, style: .continuous)
                            .fill(color.gradient)
                            .frame(height: 44)
                            .overlay(RoundedRectangle(cornerRadius: 12, style: .continuous).strokeBorder(.quaternary, lineWidth: 1))
                        Text(name).font(.caption2).foregroundStyle(.secondary)
                    }
                }
            }
        }
        .padding(20)
        .frame(width: 360)
        .background(Color(.systemGroupedBackground))
    }
}

/// A profile card at three Dynamic Type sizes side by side, for the text gallery pages.
struct TypeSizesCard: View {
    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            ForEach([DynamicTypeSize.xSmall, .large, .accessibility3], id: \.self) { size in
                ProfileCard(sizeName: "\(size)")
                    .dynamicTypeSize(size)
            }
        }
        .padding(16)
        .background(Color(.systemGroupedBackground))
    }
}

/// One card: a title with a symbol, a concatenated text with a bold run, a formatted
/// number, and an underlined caption.
private struct ProfileCard: View {
    let sizeName: String
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Swatches", systemImage: "swatchpalette")
                .font(.headline)
            Text("Sheet ") + Text("ready").bold() + Text(" for review")
            Text("\(0.875, format: .percent) of tokens checked")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(sizeName)
                .font(.caption.monospaced())
                .underline()
        }
        .padding(12)
        .frame(width: 210, alignment: .leading)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}
