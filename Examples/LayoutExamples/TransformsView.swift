import SwatchRaster

/// A row of tiles, each drawn through a different transform. The gray outlines, drawn
/// outside the transforms, are the frames layout gave the tiles: transforms move pixels,
/// not frames.
struct TransformsView: View {
    var body: some View {
        HStack(spacing: 24) {
            tile("rotate 30°", .orange).rotationEffect(.degrees(30)).overlay(outline)
            tile("rotate −15° (leading)", .teal).rotationEffect(.degrees(-15), anchor: .topLeading).overlay(outline)
            tile("scale 0.6", .indigo).scaleEffect(0.6).overlay(outline)
            tile("scale x 1.3", .pink).scaleEffect(x: 1.3, y: 1).overlay(outline)
        }
        .padding(30)
    }

    private func tile(_ title: String, _ color: Color) -> some View {
        Text(title)
            .font(.caption)
            .foregroundColor(.white)
            .frame(width: 90, height: 60)
            .background(color)
            .cornerRadius(8)
    }

    private var outline: some View { Rectangle().stroke(Color.gray, lineWidth: 1) }
}
