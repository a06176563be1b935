/// Everything about a text's layout that comes from the environment rather than its runs.
struct TextStyleAttributes {
    /// The first run's face and size (the whole text's, for a single run).
    let face: FontFace
    let size: CGFloat
    let lineLimit: Int?
    let minimumLines: Int?
    let alignment: TextAlignment
    let truncation: Text.TruncationMode
    let lineSpacing: CGFloat
    /// Space between the lines of a paragraph from the text style's line height
    /// (`Font.paragraphLeading`); `lineSpacing(_:)` adds to it, as in SwiftUI.
    var paragraphLeading: CGFloat = 0
    let minimumScaleFactor: CGFloat
    /// Drawn as placeholder bars (`.redacted(reason: .placeholder)`, TextNode+Redaction.swift).
    var isRedacted: Bool = false
    /// The layout direction: a paragraph without a strong character takes it (§7.2).
    var rightToLeft: Bool = false
    /// The `textRenderer(_:)` that draws this text, and the environment its drawing resolves
    /// shape styles in; nil for the text's own drawing.
    var renderer: AnyTextRenderer?
    var environment: EnvironmentValues?

    var options: TextLayout.Options {
        TextLayout.Options(lineLimit: lineLimit, minimumLines: minimumLines, truncation: truncation,
                           lineSpacing: lineSpacing + paragraphLeading, minimumScaleFactor: minimumScaleFactor,
                           rightToLeft: rightToLeft)
    }
}

/// A `Text` after resolution: sizes itself by wrapping its runs to the proposed width,
/// reports its baselines to stacks, and draws FreeType glyphs at sub-pixel positions, with
/// each run's face, size, color, spacing, offset, background and lines.
final class TextNode: Node {
    let runs: [StyledRun]
    let style: TextStyleAttributes
    /// Shared by every pass of one layout (`StateGraph.textLayouts`), so a text is wrapped
    /// once per proposal, not once per pass.
    private let layouts: TextLayoutCache

    /// The gap this text asks for below another text in a stack (Text/TextSpacing.swift).
    let stackLeading: CGFloat

    init(path: ViewPath, runs: [StyledRun], style: TextStyleAttributes, layouts: TextLayoutCache, stackLeading: CGFloat = 0) {
        self.runs = runs
        self.style = style
        self.layouts = layouts
        self.stackLeading = stackLeading
        super.init(path: path)
    }

    /// All the runs' characters, as written (before wrapping and truncation).
    var string: String { runs.map(\.text).joined() }

    override var kind: String? { "Text" }

    func layout(_ proposal: ProposedViewSize) -> TextLayout {
        let key = TextLayoutCache.Key(runs: runs, proposal: proposal, options: style.options)
        if let layout = layouts.layouts[key] { return layout }
        let layout = TextLayout.make(runs, proposal: proposal, options: style.options)
        layouts.layouts[key] = layout
        return layout
    }

    /// The layout that produced this node's placed size (its text as displayed).
    var placedLayout: TextLayout {
        let size = frame.size
        // The node was sized under some proposal; the same lines come back when offered its own size.
        return layout(ProposedViewSize(width: size.width + 0.001, height: size.height + 0.001))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let renderer = style.renderer else { return layout(proposal).size }
        return renderer.sizeThatFits(proposal, TextProxy { [unowned self] in self.layout($0).size })
    }

    /// One run with no extra line spacing: baselines follow from the line height alone.
    private var isSimple: Bool { runs.count == 1 && style.options.lineSpacing == 0 && style.minimumScaleFactor == 1 }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        if isSimple, let run = runs.first {
            let lineHeight = run.lineHeight(scale: 1)
            if key == VerticalAlignment.firstTextBaseline.key { return run.baseline(scale: 1) }
            let ratio = size.height / lineHeight
            let lines = ratio.isFinite ? max(1, Int(min(1e6, ratio.rounded()))) : 1
            return CGFloat(lines - 1) * lineHeight + run.baseline(scale: 1)
        }
        let layout = layout(ProposedViewSize(width: size.width + 0.001, height: size.height + 0.001))
        guard let first = layout.lines.first, let last = layout.lines.last else { return nil }
        return key == VerticalAlignment.firstTextBaseline.key ? first.top + first.baseline : last.top + last.baseline
    }

    override func jsonAttributes() -> [(String, String)] {
        var attributes = [("text", placedLayout.lines.map(\.text).joined(separator: "\n")), ("color", runs[0].color.hexRGBA)]
        // The face really drawn (§7.2): which family the system font fell back to is visible.
        func name(_ face: FontFace) -> String { face.styleName.isEmpty ? face.familyName : face.familyName + " " + face.styleName }
        let face = runs[0].metrics
        attributes.append(("face", name(face)))
        // Faces that drew characters the text's own face lacks (§7.2), in order of first use.
        var fallbacks: [String] = []
        for run in runs where run.face !== run.metrics {
            let fallback = name(run.face)
            if !fallbacks.contains(fallback) { fallbacks.append(fallback) }
        }
        if !fallbacks.isEmpty { attributes.append(("fallbackFaces", fallbacks.joined(separator: ", "))) }
        let synthesized = runs.map(\.face.synthesis.name).filter { !$0.isEmpty }
        if let first = synthesized.first { attributes.append(("synthesized", first)) }
        return attributes
    }

    override func draw(_ list: inout DisplayList) {
        if style.isRedacted { return drawRedacted(&list) }
        let layout = placedLayout
        if let renderer = style.renderer { return drawRendered(layout, renderer: renderer, into: &list) }
        let scale = list.scale
        // Backgrounds first, under every line's glyphs.
        for line in layout.lines {
            var x = lineStart(line, left: frame.minX)
            for piece in line.pieces {
                if let background = runs[piece.run].background {
                    let rect = CGRect(x: x, y: frame.minY + line.top, width: piece.width, height: line.height)
                    list.append(.fillPolygons([TextNode.quad(rect, scale)], evenOdd: false, background))
                }
                x += piece.width
            }
        }
        for piece in placedPieces(layout, origin: frame.origin) {
            TextNode.paint(runs[piece.run], glyphs: piece.glyphs[...], size: piece.size, offset: .zero, frame: frame, into: &list)
        }
    }

    /// A color glyph (an emoji) as an image with its top-left corner on a whole device pixel,
    /// at the pen position (device pixels) on the baseline.
    static func drawColorGlyph(_ glyph: UInt32, face: FontFace, pixelSize: CGFloat, x: CGFloat, y: CGFloat, into list: inout DisplayList) {
        guard x.isFinite, y.isFinite, let image = face.colorGlyph(glyph, pixelSize: pixelSize) else { return }
        let left = (x + CGFloat(image.left)).rounded(), top = (y - CGFloat(image.top)).rounded()
        let destination = CGRect(x: left, y: top, width: CGFloat(image.bitmap.canvas.width), height: CGFloat(image.bitmap.canvas.height))
        list.append(.image(image.bitmap, destination: destination, smooth: true, tint: nil))
    }

    /// A rectangle in points as a device-pixel polygon.
    static func quad(_ rect: CGRect, _ scale: CGFloat) -> [CGPoint] {
        [CGPoint(x: rect.minX * scale, y: rect.minY * scale), CGPoint(x: rect.maxX * scale, y: rect.minY * scale),
         CGPoint(x: rect.maxX * scale, y: rect.maxY * scale), CGPoint(x: rect.minX * scale, y: rect.maxY * scale)]
    }

    /// An underline or strikethrough from `from` to `to` (points), solid or dashed.
    static func drawLine(_ line: StyledRun.Line, from: CGFloat, to: CGFloat, top: CGFloat, thickness: CGFloat, scale: CGFloat,
                         into list: inout DisplayList) {
        guard to > from, thickness > 0 else { return }
        var polygons: [[CGPoint]] = []
        if line.dashes.isEmpty {
            polygons.append(quad(CGRect(x: from, y: top, width: to - from, height: thickness), scale))
        } else {
            var x = from
            var index = 0
            while x < to {
                let length = CGFloat(line.dashes[index % line.dashes.count]) * thickness
                if index % 2 == 0 {
                    polygons.append(quad(CGRect(x: x, y: top, width: min(length, to - x), height: thickness), scale))
                }
                x += length
                index += 1
            }
        }
        list.append(.fillPolygons(polygons, evenOdd: false, line.color))
    }
}

/// Text layouts by everything they depend on. The settle loop lays the same labels out in
/// every pass; wrapping and measuring a string costs far more than finding it here.
final class TextLayoutCache {
    struct Key: Hashable {
        let runs: [StyledRun]
        let proposal: ProposedViewSize
        let options: TextLayout.Options
    }

    var layouts: [Key: TextLayout] = [:]
}

extension TextAlignment {
    /// The alignment in physical terms: leading and trailing swap in right-to-left layout,
    /// because lines are positioned after the frame has been mirrored (§5.13).
    func resolved(for direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}
