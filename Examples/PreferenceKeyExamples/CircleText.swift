import SwatchRaster

/// CircleText: a circle whose diameter is its label's longer side (`MaxSide = FirstNonNil<CGFloat>`).
typealias MaxSide = FirstNonNil<CGFloat>

struct CircleText: View {
    let text: String
    @State private var maxSide: CGFloat?

    var body: some View {
        Text(text)
            .fixedSize()
            .padding(10)
            .background(GeometryReader { geo in
                Color.clear.preference(key: MaxSide.self, value: max(geo.size.width, geo.size.height))
            })
            .onPreferenceChange(MaxSide.self) { maxSide = $0 }
            .frame(width: maxSide, height: maxSide)
            .background(Circle().fill(Color.yellow))
    }
}
