/// One run of text after resolution: its characters and everything its layout and drawing
/// depend on, fixed at resolve time.
struct StyledRun: Hashable {
    /// An underline or strikethrough: color and dash pattern (in multiples of its thickness).
    struct Line: Hashable {
        let color: RGBAColor
        let dashes: [Int]
    }

    let text: String
    let face: FontFace
    let size: CGFloat
    let color: RGBAColor
    /// Points after every character (kerning plus tracking).
    let spacing: CGFloat
    /// Points the glyphs are raised by.
    let baselineOffset: CGFloat
    /// Digits as wide as the widest (`monospacedDigit()`).
    let tabularDigits: Bool
    let leading: Font.Leading
    let underline: Line?
    let strikethrough: Line?
    let background: RGBAColor?
    /// The gradient the glyphs are painted with, placed on the whole text's frame (§7.10);
    /// `color` is then its first stop, for lines and the layout dump.
    var gradient: ResolvedGradient? = nil

    static func == (a: StyledRun, b: StyledRun) -> Bool {
        a.text == b.text && a.face === b.face && a.size == b.size && a.color == b.color && a.spacing == b.spacing
            && a.baselineOffset == b.baselineOffset && a.tabularDigits == b.tabularDigits && a.leading == b.leading
            && a.underline == b.underline && a.strikethrough == b.strikethrough && a.background == b.background
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(size)
        hasher.combine(spacing)
        hasher.combine(tabularDigits)
    }

    /// The run at `scale` times its size (for `minimumScaleFactor`).
    func size(scaledBy scale: CGFloat) -> CGFloat { scale == 1 ? size : size * scale }

    /// Width of `text` in this run's style at `scale`: advances and kerning, then the spacing
    /// after each character.
    func width(of text: String, scale: CGFloat) -> CGFloat {
        let size = size(scaledBy: scale)
        var width = tabularDigits ? face.tabularWidth(of: text, size: size) : face.width(of: text, size: size)
        if spacing != 0 { width += spacing * CGFloat(text.count) }
        return width
    }

    /// Line height at `scale`: the face's, adjusted by the font's leading.
    func lineHeight(scale: CGFloat) -> CGFloat {
        let size = size(scaledBy: scale)
        return face.lineHeight(size: size) + leading.adjustment(size: size)
    }

    /// Top of the line to the baseline at `scale` (half the line gap above the ascent).
    func baseline(scale: CGFloat) -> CGFloat {
        let size = size(scaledBy: scale)
        let gap = lineHeight(scale: scale) - face.ascent(size: size) - face.descent(size: size)
        return gap / 2 + face.ascent(size: size)
    }
}
