extension Color {
    /// A gray in a named color space, as SwiftUI spells it: `.shadow`'s default color is
    /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
