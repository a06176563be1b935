import SwatchRaster

/// The SF Symbols names real code uses most, most used first (`SymbolUsage.mostUsed`, from
/// coverage/usage-facts.tsv), each drawn with its name under it: the gallery's look at the
/// default set (issue 36).
struct SymbolsScreen: View {
    static let columns = 10

    var body: some View {
        let names = SymbolUsage.mostUsed
        VStack(alignment: .leading, spacing: 12) {
            Text("SF Symbols, most used first").font(.title2.bold())
            Grid(horizontalSpacing: 4, verticalSpacing: 10) {
                ForEach(0..<(names.count + Self.columns - 1) / Self.columns, id: \.self) { row in
                    GridRow {
                        ForEach(row * Self.columns..<min(names.count, (row + 1) * Self.columns), id: \.self) { index in
                            VStack(spacing: 4) {
                                Image(systemName: names[index]).font(.title2).frame(height: 30)
                                Text(names[index]).font(.system(size: 7)).foregroundStyle(.secondary)
                                    .lineLimit(2).multilineTextAlignment(.center)
                            }
                            .frame(width: 60, height: 58, alignment: .top)
                        }
                    }
                }
            }
        }
        .padding(16)
    }
}

/// Rendering modes, variants, scales and weights side by side (issue 36).
struct SymbolModesScreen: View {
    static let names = ["xmark.circle.fill", "folder.badge.plus", "bell.slash", "cloud.sun.fill", "person.crop.circle.badge.xmark", "sun.max.fill", "battery.100"]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            row("monochrome") { Image(systemName: $0).symbolRenderingMode(.monochrome).foregroundStyle(.blue) }
            row("hierarchical") { Image(systemName: $0).symbolRenderingMode(.hierarchical).foregroundStyle(.blue) }
            row("palette") { Image(systemName: $0).symbolRenderingMode(.palette).foregroundStyle(.orange, .blue, .green) }
            row("multicolor") { Image(systemName: $0).symbolRenderingMode(.multicolor) }
            HStack(spacing: 16) {
                Label("Small", systemImage: "heart").imageScale(.small)
                Label("Medium", systemImage: "heart").imageScale(.medium)
                Label("Large", systemImage: "heart").imageScale(.large)
            }
            HStack(spacing: 16) {
                Image(systemName: "heart").symbolVariant(.fill)
                Image(systemName: "heart").symbolVariant(.circle)
                Image(systemName: "heart").symbolVariant(.circle.fill)
                Image(systemName: "heart").symbolVariant(.slash)
                Image(systemName: "bell").symbolVariant(.square.fill)
                Image(systemName: "trash").font(.title.weight(.ultraLight)).symbolVariant(.circle)
                Image(systemName: "trash").font(.title.weight(.black)).symbolVariant(.circle)
            }
            .font(.title)
            Text("Inline \(Image(systemName: "star.fill")) symbols \(Image(systemName: "checkmark.circle.fill")) in text")
        }
        .padding(16)
    }

    private func row(_ title: String, _ image: @escaping (String) -> some View) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            HStack(spacing: 14) {
                ForEach(Self.names, id: \.self) { image($0) }
            }
            .font(.title)
        }
    }
}
