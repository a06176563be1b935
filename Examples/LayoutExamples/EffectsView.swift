import SwatchRaster

/// Visual effects as an app would use them: a card with a shadow, a blurred label, a
/// multiply blend, color effects, a text mask, and materials over a striped backdrop.
struct EffectsView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 28) {
            HStack(spacing: 24) {
                tile("shadow", .blue).shadow(radius: 6, x: 0, y: 4)
                tile("blur 2", .orange).blur(radius: 2)
                ZStack {
                    Circle().fill(Color.yellow).frame(width: 56, height: 56).offset(x: -14)
                    Circle().fill(Color.cyan).frame(width: 56, height: 56).offset(x: 14).blendMode(.multiply)
                }
                .frame(width: 90, height: 60)
                tile("grayscale", .red).grayscale(1)
                tile("hue 120°", .red).hueRotation(.degrees(120))
                LinearStripes().frame(width: 90, height: 60)
                    .mask { Text("MASK").font(.system(size: 24, weight: .heavy)) }
            }
            ZStack {
                LinearStripes()
                HStack(spacing: 16) {
                    ForEach(0..<5) { index in
                        Text(Self.materialNames[index])
                            .font(.caption)
                            .frame(width: 96, height: 56)
                            .background(Self.materials[index], in: RoundedRectangle(cornerRadius: 10))
                    }
                }
            }
            .frame(width: 600, height: 100)
        }
        .padding(30)
    }

    private static let materialNames = ["ultraThin", "thin", "regular", "thick", "ultraThick"]
    private static let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]

    private func tile(_ title: String, _ color: Color) -> some View {
        Text(title)
            .font(.caption)
            .foregroundColor(.white)
            .frame(width: 90, height: 60)
            .background(color, in: RoundedRectangle(cornerRadius: 8))
    }
}

/// Vertical color stripes, a busy backdrop for masks and materials.
struct LinearStripes: View {
    private let colors: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<24) { index in colors[index % colors.count] }
        }
    }
}
