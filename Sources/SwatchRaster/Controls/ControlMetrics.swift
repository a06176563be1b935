/// The numbers the controls are drawn with, in one place so that each carries its source
/// (docs/ARCHITECTURE.md §5.19). "Approximation" marks a value chosen to match screenshots
/// where no measurement was found.

/// Colors shared by several controls.
enum ControlColors {
    /// A disabled control's text: `tertiaryLabel`. Approximation of iOS's gray disabled label.
    static let disabledLabel = Color(.tertiaryLabel)
    /// A disabled bordered platter: `tertiarySystemFill`. Approximation.
    static let disabledFill = Color(.tertiarySystemFill)
    /// The alpha of a `.bordered` button's tint platter. Approximation ("tint at about 15 %").
    static let borderedFillOpacity = 0.15
    /// The unfilled part of progress bars and sliders: `systemFill`. Approximation.
    static let track = Color(.systemFill)
}

/// Sizes of the bordered button platter per control size.
struct ControlMetrics {
    let font: Font
    let horizontalPadding: CGFloat
    let verticalPadding: CGFloat
    let cornerRadius: CGFloat

    /// Regular: body text, 12 × 7 pt padding, radius 6 — about the 34 pt tall platter of an
    /// iOS 15+ bordered button. All sizes are approximations.
    static func button(_ size: ControlSize) -> ControlMetrics {
        switch size {
        case .mini: return ControlMetrics(font: .footnote, horizontalPadding: 8, verticalPadding: 3, cornerRadius: 5)
        case .small: return ControlMetrics(font: .subheadline, horizontalPadding: 10, verticalPadding: 5, cornerRadius: 6)
        case .regular: return ControlMetrics(font: .body, horizontalPadding: 12, verticalPadding: 7, cornerRadius: 6)
        case .large, .extraLarge: return ControlMetrics(font: .body, horizontalPadding: 20, verticalPadding: 14, cornerRadius: 12)
        }
    }
}
