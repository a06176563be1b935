/// Everything about a text's look that is fixed at resolve time.
struct TextStyleAttributes {
    let face: FontFace
    let size: CGFloat
    let color: RGBAColor
    /// The gradient the glyphs are painted with, across the text's frame, if not solid.
    let gradient: ResolvedGradient?
    let lineLimit: Int?
    let alignment: TextAlignment
    let truncation: Text.TruncationMode
    /// Drawn as placeholder bars (`.redacted(reason: .placeholder)`).
    var isRedacted: Bool = false
}

extension TextAlignment {
    /// The alignment in physical terms: leading and trailing swap in right-to-left layout,
    /// because lines are positioned after the frame has been mirrored.
    func resolved(for direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}

/// A `Text` after resolution: sizes itself by wrapping to the proposed width, reports its
/// baselines to stacks, and draws FreeType glyphs at sub-pixel positions.
final class TextNode: Node {
    let string: String
    let style: TextStyleAttributes
    /// Shared by every pass of one layout (`StateGraph.textLayouts`), so a text is wrapped
    /// once per proposal, not once per pass.
    private let layouts: TextLayoutCache

    init(path: ViewPath, string: String, style: TextStyleAttributes, layouts: TextLayoutCache) {
        self.string = string
        self.style = style
        self.layouts = layouts
        super.init(path: path)
    }

    override var kind: String? { "Text" }

    func layout(_ proposal: ProposedViewSize) -> TextLayout {
        let key = TextLayoutCache.Key(string: string, face: ObjectIdentifier(style.face), size: style.size,
                                      proposal: proposal, lineLimit: style.lineLimit, truncation: style.truncation)
        if let layout = layouts.layouts[key] { return layout }
        let layout = TextLayout(
            string, face: style.face, size: style.size, proposal: proposal, lineLimit: style.lineLimit,
            truncation: style.truncation)
        layouts.layouts[key] = layout
        return layout
    }

    /// The layout that produced this node's placed size (its text as displayed).
    var placedLayout: TextLayout {
        let size = frame.size
        // The node was sized under some proposal; the same lines come back when offered its own size.
        return layout(ProposedViewSize(width: size.width + 0.001, height: size.height + 0.001))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { layout(proposal).size }

    /// Distance from the top of a line to its baseline (half the line gap above the ascent).
    private var baselineOffset: CGFloat {
        let gap = style.face.lineHeight(size: style.size) - style.face.ascent(size: style.size) - style.face.descent(size: style.size)
        return gap / 2 + style.face.ascent(size: style.size)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return baselineOffset }
        if key == VerticalAlignment.lastTextBaseline.key {
            let ratio = size.height / style.face.lineHeight(size: style.size)
            let lines = ratio.isFinite ? max(1, Int(min(1e6, ratio.rounded()))) : 1
            return CGFloat(lines - 1) * style.face.lineHeight(size: style.size) + baselineOffset
        }
        return nil
    }

    override func jsonAttributes() -> [(String, String)] {
        [("text", placedLayout.lines.map(\.text).joined(separator: "\n")), ("color", style.color.hexRGBA)]
    }

    override func draw(_ list: inout DisplayList) {
        if style.isRedacted { return drawRedacted(&list) }
        let layout = placedLayout
        let face = style.face
        let scale = list.scale
        let unit = style.size / CGFloat(face.unitsPerEm)
        var glyphs: [PositionedGlyph] = []
        for (index, line) in layout.lines.enumerated() {
            var x: CGFloat
            switch style.alignment {
            case .leading: x = frame.minX
            case .center: x = frame.minX + (frame.width - line.width) / 2
            case .trailing: x = frame.maxX - line.width
            }
            let baseline = frame.minY + CGFloat(index) * layout.lineHeight + baselineOffset
            var previous: UInt32?
            for scalar in line.text.unicodeScalars {
                let glyph = face.glyphIndex(for: scalar)
                if let previous { x += CGFloat(face.kerning(previous, glyph)) * unit }
                glyphs.append(PositionedGlyph(glyph: glyph, x: x * scale, y: baseline * scale))
                x += CGFloat(face.advance(of: glyph)) * unit
                previous = glyph
            }
        }
        if let gradient = style.gradient {
            let bounds = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
            list.shadeGlyphs(glyphs, face: face, pixelSize: style.size * scale, shader: GradientShader(gradient, bounds: bounds, scale: scale))
            return
        }
        list.glyphs(glyphs, face: face, pixelSize: style.size * scale, color: style.color)
    }
}

/// Text layouts by everything they depend on. The settle loop lays the same labels out in
/// every pass; wrapping and measuring a string costs far more than finding it here.
final class TextLayoutCache {
    struct Key: Hashable {
        let string: String
        /// Faces are loaded once per process and kept (`FontLookup`), so identity is stable.
        let face: ObjectIdentifier
        let size: CGFloat
        let proposal: ProposedViewSize
        let lineLimit: Int?
        let truncation: Text.TruncationMode
    }

    var layouts: [Key: TextLayout] = [:]
}
