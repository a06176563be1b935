/// SwiftUI's modifiers that return `Text`, so styled texts can still be concatenated.
extension Text {
    /// This text in `font`.
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        styled {
            $0.color = color
            $0.style = color.map { TextPaintStyle(style: AnyShapeStyle($0)) }
        }
    }

    /// This text painted with `style` (SwiftUI's newer spelling): a color, a gradient across
    /// the text's frame, a level such as `.secondary`, or the inherited foreground for
    /// `.foreground`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if ((style as? AnyShapeStyle)?.base ?? style) is ForegroundStyle { return self }
        return styled { $0.style = TextPaintStyle(style: AnyShapeStyle(style)) }
    }

    /// This text with another weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }

    /// This text in bold: the family's bold face, or a synthesized one where it has none.
    public func bold() -> Text { fontWeight(.bold) }

    /// This text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// This text in italic: the family's italic or oblique face, or a slanted one.
    public func italic() -> Text { styled { $0.italic = true } }

    /// This text in italic, or not.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// This text in another design (serif, monospaced, rounded).
    public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }

    /// This text in another width, where the family has a face for it.
    public func fontWidth(_ width: Font.Width?) -> Text { styled { $0.width = width } }

    /// This text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? styled { $0.monospaced = true } : self }

    /// This text with digits of equal width.
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }

    /// This text with `tracking` points added after every character.
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking } }

    /// This text with `kerning` points added after every character (with no shaping
    /// beyond pair kerning, the same as `tracking` here).
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }

    /// This text with a solid line under it, in `color` or the text's color.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.underline = Decoration(isActive: isActive, pattern: .solid, color: color) }
    }

    /// This text with a patterned line under it.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.underline = Decoration(isActive: isActive, pattern: pattern, color: color) }
    }

    /// This text with a solid line through it.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.strikethrough = Decoration(isActive: isActive, pattern: .solid, color: color) }
    }

    /// This text with a patterned line through it.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.strikethrough = Decoration(isActive: isActive, pattern: pattern, color: color) }
    }

    /// This text raised (positive) or lowered by `baselineOffset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { styled { $0.baselineOffset = baselineOffset } }

    /// This text in upper or lower case.
    public func textCase(_ textCase: Text.Case?) -> Text { styled { $0.textCase = .some(textCase) } }
}
