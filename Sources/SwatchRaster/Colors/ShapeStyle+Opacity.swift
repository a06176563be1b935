/// `opacity(_:)` on any style: `Color.blue.gradient.opacity(0.5)`, `.secondary.opacity(0.3)`.
/// `Color` keeps its own `opacity(_:)`, which returns a `Color`, as in SwiftUI.
extension ShapeStyle {
    /// This style with every color's alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(style: self, opacity: Float(opacity))
    }
}

/// A style drawn at a fraction of its opacity (the type SwiftUI's `opacity(_:)` returns).
public struct _OpacityShapeStyle<Style: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    /// The style being faded.
    public var style: Style
    /// The alpha multiplier, 0 to 1.
    public var opacity: Float

    /// `style` at `opacity`.
    public init(style: Style, opacity: Float) {
        self.style = style
        self.opacity = opacity
    }

    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(style, in: environment, level: level)
            .multiplyingOpacity(by: Double(min(max(opacity, 0), 1)))
    }
}
