import SwatchRaster

/// The lecture's background example: sized by the text, the rectangle only fills behind it.
struct TextWithBackground: View {
    var body: some View {
        Text("hello").background(Rectangle().foregroundColor(.red))
    }
}

/// The lecture's overlay example: sized by the circle (all the space offered), text centred on it.
struct CircleWithOverlay: View {
    var body: some View {
        Circle().overlay(Text("Hello"), alignment: .center)
    }
}
