/// SwiftUI's `BlendMode`: how a view is combined with what is already drawn beneath it
/// (`.blendMode(_:)`). The separable modes follow the W3C Compositing and Blending
/// specification, the Porter–Duff ones its compositing operators, and `plusDarker` /
/// `plusLighter` Core Graphics' definitions (docs/ARCHITECTURE.md §7.13).
public enum BlendMode: Hashable, Sendable {
    /// Source over: the ordinary way views are drawn.
    case normal
    /// The product of the two colors: never lighter than either.
    case multiply
    /// The complement of the product of the complements: never darker than either.
    case screen
    /// Multiply or screen, chosen by the backdrop's color.
    case overlay
    /// The darker of the two colors, per component.
    case darken
    /// The lighter of the two colors, per component.
    case lighten
    /// Brightens the backdrop to reflect the source.
    case colorDodge
    /// Darkens the backdrop to reflect the source.
    case colorBurn
    /// A softer `hardLight`.
    case softLight
    /// Multiply or screen, chosen by the source's color.
    case hardLight
    /// The absolute difference of the two colors.
    case difference
    /// Like `difference`, with lower contrast.
    case exclusion
    /// The source's hue with the backdrop's saturation and luminosity.
    case hue
    /// The source's saturation with the backdrop's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the backdrop's luminosity.
    case color
    /// The source's luminosity with the backdrop's hue and saturation.
    case luminosity
    /// The source only where the backdrop is, over it.
    case sourceAtop
    /// The backdrop over the source.
    case destinationOver
    /// The backdrop, cut away where the source is.
    case destinationOut
    /// The sum of the colors minus one, clamped at black.
    case plusDarker
    /// The sum of the colors, clamped at white.
    case plusLighter
}
