/// The styling one run of text can carry. Every field is optional: an unset field is filled
/// from the next outer level (a modifier applied to a concatenation, then the container's
/// view-level text modifiers, then the environment), so the innermost setting wins as in SwiftUI.
struct TextAttributes: Hashable {
    var font: Font?
    var color: Color?
    /// A paint set with `foregroundStyle` (a gradient, a hierarchical level); wins over `color`.
    var style: TextPaintStyle?
    /// The run is a system symbol's glyph, drawn from the icon font (`Text(Image)`).
    var isSymbol: Bool?
    var weight: Font.Weight?
    var width: Font.Width?
    var design: Font.Design?
    var italic: Bool?
    var monospaced: Bool?
    var monospacedDigit: Bool?
    var underline: Text.Decoration?
    var strikethrough: Text.Decoration?
    var baselineOffset: CGFloat?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var textCase: Text.Case??
    var background: Color?
    /// Values for a `TextRenderer` (`customAttribute(_:)`), by type.
    var custom: CustomTextAttributes?

    /// `self` with every unset field taken from `outer`.
    func filled(from outer: TextAttributes) -> TextAttributes {
        var result = self
        result.font = font ?? outer.font
        result.color = color ?? outer.color
        result.style = style ?? outer.style
        result.isSymbol = isSymbol ?? outer.isSymbol
        result.weight = weight ?? outer.weight
        result.width = width ?? outer.width
        result.design = design ?? outer.design
        result.italic = italic ?? outer.italic
        result.monospaced = monospaced ?? outer.monospaced
        result.monospacedDigit = monospacedDigit ?? outer.monospacedDigit
        result.underline = underline ?? outer.underline
        result.strikethrough = strikethrough ?? outer.strikethrough
        result.baselineOffset = baselineOffset ?? outer.baselineOffset
        result.kerning = kerning ?? outer.kerning
        result.tracking = tracking ?? outer.tracking
        result.textCase = textCase ?? outer.textCase
        result.background = background ?? outer.background
        result.custom = CustomTextAttributes.merged(custom, outer.custom)
        return result
    }
}

extension Text {
    /// A line drawn under or through text: whether it is on, its pattern and its color
    /// (`nil` is the text's own color).
    struct Decoration: Hashable {
        var isActive: Bool
        var pattern: LineStyle.Pattern
        var color: Color?
    }

    /// The style of an underline or strikethrough line, as `Text.LineStyle` in SwiftUI.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line.
        public struct Pattern: Hashable, Sendable {
            /// Dash lengths, on and off alternately, in multiples of the line's thickness;
            /// empty for a solid line (lengths are an approximation of Apple's patterns).
            let dashes: [Int]
            /// An unbroken line.
            public static let solid = Pattern(dashes: [])
            /// A line of dots.
            public static let dot = Pattern(dashes: [1, 1])
            /// A line of dashes.
            public static let dash = Pattern(dashes: [3, 2])
            /// Dashes and dots alternately.
            public static let dashDot = Pattern(dashes: [3, 2, 1, 2])
            /// A dash followed by two dots.
            public static let dashDotDot = Pattern(dashes: [3, 2, 1, 2, 1, 2])
        }

        let pattern: Pattern
        let color: Color?

        /// A line with `pattern` in `color` (`nil`: the text's color).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's color.
        public static let single = LineStyle()
    }

    /// A case transformation for text (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        /// All letters in upper case, for the environment's locale.
        case uppercase
        /// All letters in lower case, for the environment's locale.
        case lowercase
    }
}

/// A `ShapeStyle` held by text attributes, which must be hashable: plain colors compare as
/// colors, other styles by their printed value (they hold only values).
struct TextPaintStyle: Hashable {
    let style: AnyShapeStyle

    static func == (a: TextPaintStyle, b: TextPaintStyle) -> Bool {
        if let x = a.style.colorValue, let y = b.style.colorValue { return x == y }
        return String(reflecting: a.style.base) == String(reflecting: b.style.base)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(String(reflecting: style.base)) }
}
