/// One run of text after resolution: its characters and everything its layout and drawing
/// depend on, fixed at resolve time.
struct StyledRun: Hashable {
    /// An underline or strikethrough: color and dash pattern (in multiples of its thickness).
    struct Line: Hashable {
        let color: RGBAColor
        let dashes: [Int]
    }

    var text: String
    /// The face drawing the glyphs; a fallback face for characters the text's own lacks.
    var face: FontFace
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
    /// The face whose line metrics (height, baseline, underline) the run takes: the face the
    /// text asked for, also when `face` is a fallback face drawing characters it lacks, so
    /// that an emoji or a CJK word does not move the lines around it (§7.2).
    var metricsFace: FontFace? = nil
    /// The run's `customAttribute(_:)` values, by type, for a `TextRenderer`.
    var custom: [ObjectIdentifier: AnyHashable] = [:]

    /// The face the line metrics come from.
    var metrics: FontFace { metricsFace ?? face }

    static func == (a: StyledRun, b: StyledRun) -> Bool {
        a.text == b.text && a.face === b.face && a.size == b.size && a.color == b.color && a.spacing == b.spacing
            && a.baselineOffset == b.baselineOffset && a.tabularDigits == b.tabularDigits && a.leading == b.leading
            && a.underline == b.underline && a.strikethrough == b.strikethrough && a.background == b.background
            && a.metrics === b.metrics && a.custom == b.custom
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

    /// `text` shaped in this run's face (HarfBuzz, §7.2), in the given direction.
    func shape(_ text: String, rightToLeft: Bool = false) -> ShapedText {
        face.shape(text, rightToLeft: rightToLeft, tabularDigits: tabularDigits)
    }

    /// Width of `text` in this run's style at `scale`: the shaped advances, then the spacing
    /// after each character.
    func width(of text: String, scale: CGFloat) -> CGFloat {
        let size = size(scaledBy: scale)
        var width = CGFloat(shape(text).advance) * size / CGFloat(face.unitsPerEm)
        if spacing != 0 { width += spacing * CGFloat(text.count) }
        return width
    }

    /// Each Character's advance at `scale`, spacing included: what line breaking sums.
    func characterAdvances(scale: CGFloat) -> [CGFloat] {
        let unit = size(scaledBy: scale) / CGFloat(face.unitsPerEm)
        let rightToLeft = Bidi.mayHaveRightToLeft(text) && Bidi.levels(Array(text), rightToLeft: false).first.map { $0 & 1 == 1 } == true
        return shape(text, rightToLeft: rightToLeft).characterAdvances.map { CGFloat($0) * unit + spacing }
    }

    /// Line height at `scale`: the metrics face's, adjusted by the font's leading.
    func lineHeight(scale: CGFloat) -> CGFloat {
        let size = size(scaledBy: scale)
        return metrics.lineHeight(size: size) + leading.adjustment(size: size)
    }

    /// Top of the line to the baseline at `scale` (half the line gap above the ascent).
    func baseline(scale: CGFloat) -> CGFloat {
        let size = size(scaledBy: scale)
        let gap = lineHeight(scale: scale) - metrics.ascent(size: size) - metrics.descent(size: size)
        return gap / 2 + metrics.ascent(size: size)
    }

    /// The run split where its face lacks characters: each stretch drawn by the face that has
    /// them (`FontFallback`), every piece keeping this run's style and line metrics.
    func splitByFallback() -> [StyledRun] {
        // Printable ASCII the face has throughout: the common case, checked without a lookup per character.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) && face.coversPrintableASCII { return [self] }
        var pieces: [StyledRun] = []
        var current = ""
        var currentFace: FontFace = face
        func flush() {
            guard !current.isEmpty else { return }
            var piece = self
            piece.text = current
            piece.face = currentFace
            piece.metricsFace = metrics
            pieces.append(piece)
            current = ""
        }
        for character in text {
            // Spaces take the run's own face: a fallback face's space can be far wider (Noto
            // Color Emoji's is 1.25 em), and a space never joins the letters around it.
            let wanted = character == " " || character == "\n" ? face : FontFallback.face(for: character, primary: face) ?? face
            if wanted !== currentFace {
                flush()
                currentFace = wanted
            }
            current.append(character)
        }
        flush()
        return pieces.isEmpty ? [self] : pieces
    }
}
