/// SwiftUI's `Material`: a background that blurs what is behind it and tints it for the
/// appearance, like frosted glass. Use it as a style: `.background(.regularMaterial)` or
/// `.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))`.
///
/// Approximation (docs/ARCHITECTURE.md §7.14): the backdrop is blurred with one standard
/// deviation for every thickness and a gray tint is drawn over it at the thickness's opacity;
/// the measured values are cited there. SwiftUI's extra saturation ("vibrancy") is not drawn.
public struct Material: ShapeStyle, Hashable {
    /// How much of the backdrop the tint covers, 0...1.
    let tintOpacity: Double

    /// A mostly translucent material.
    public static let ultraThin = Material(tintOpacity: 0.440)
    /// A material that's more translucent than opaque.
    public static let thin = Material(tintOpacity: 0.543)
    /// A material that's somewhat translucent.
    public static let regular = Material(tintOpacity: 0.638)
    /// A material that's more opaque than translucent.
    public static let thick = Material(tintOpacity: 0.737)
    /// A mostly opaque material.
    public static let ultraThick = Material(tintOpacity: 0.825)
    /// A material matching the style of system toolbars (drawn as `regular` here).
    public static let bar = Material(tintOpacity: 0.638)

    /// The blur's standard deviation in points, the same for every thickness.
    static let blurRadius: CGFloat = 21

    /// The tint for an appearance: a light gray (235) in light mode, a dark gray (47) in dark.
    func tint(in appearance: Appearance) -> RGBAColor {
        let gray = appearance.colorScheme == .dark ? 47.0 / 255 : 235.0 / 255
        return RGBAColor(red: gray, green: gray, blue: gray, alpha: tintOpacity)
    }
}

extension ShapeStyle where Self == Material {
    /// `Material.ultraThin` as a style.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// `Material.thin` as a style.
    public static var thinMaterial: Material { .thin }
    /// `Material.regular` as a style.
    public static var regularMaterial: Material { .regular }
    /// `Material.thick` as a style.
    public static var thickMaterial: Material { .thick }
    /// `Material.ultraThick` as a style.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// `Material.bar` as a style.
    public static var bar: Material { .bar }
}
