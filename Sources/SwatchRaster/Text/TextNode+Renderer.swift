import Foundation

/// A text drawn by a `TextRenderer` (`textRenderer(_:)`): its layout is handed to the
/// renderer as a `Text.Layout`, and what the renderer records in its `GraphicsContext`
/// (runs and slices of glyphs, filled and stroked paths) is drawn in call order over the
/// text's frame, with the context's transform, opacity and clip at each call. Filters
/// (`addFilter`) are not applied, as in `Canvas` (docs/ARCHITECTURE.md §7.17), and text or
/// images drawn into a renderer's context are left out.
extension TextNode {
    /// `layout` as a renderer sees it, in points from the text's top-leading corner.
    func rendererLayout(_ layout: TextLayout) -> Text.Layout {
        let pieces = placedPieces(layout, origin: .zero)
        var lines: [Text.Layout.Line] = []
        lines.reserveCapacity(layout.lines.count)
        var next = 0
        for (index, line) in layout.lines.enumerated() {
            var runsOfLine: [Text.Layout.Run] = []
            while next < pieces.count, pieces[next].line == index {
                let piece = pieces[next]
                runsOfLine.append(Text.Layout.Run(style: runs[piece.run], glyphs: piece.glyphs, size: piece.size, lineTop: line.top,
                                                  lineHeight: line.height, layoutDirection: piece.rightToLeft ? .rightToLeft : .leftToRight))
                next += 1
            }
            let bounds = runsOfLine.map(\.typographicBounds)
            let ascent = bounds.map(\.ascent).max() ?? line.baseline
            let descent = bounds.map(\.descent).max() ?? (line.height - line.baseline)
            let origin = CGPoint(x: lineStart(line, left: 0), y: line.top + line.baseline)
            let lineBounds = Text.Layout.TypographicBounds(origin: origin, width: line.width, ascent: ascent, descent: descent,
                                                           leading: max(0, line.height - ascent - descent))
            lines.append(Text.Layout.Line(runs: runsOfLine, origin: origin, typographicBounds: lineBounds))
        }
        return Text.Layout(lines: lines, isTruncated: layout.isTruncated)
    }

    /// Runs `renderer` over `layout` and draws what it recorded.
    func drawRendered(_ layout: TextLayout, renderer: AnyTextRenderer, into list: inout DisplayList) {
        let record = GraphicsRecord()
        var context = GraphicsContext(record: record, environment: style.environment ?? EnvironmentValues())
        renderer.draw(rendererLayout(layout), &context)
        for command in record.commands { drawRecorded(command, into: &list) }
    }

    private func drawRecorded(_ command: GraphicsRecord.Command, into list: inout DisplayList) {
        switch command {
        case .fill(let path, let style, let fillStyle, let state):
            withState(state, into: &list) { list in
                list.fill(path.offsetBy(dx: frame.minX, dy: frame.minY), evenOdd: fillStyle.isEOFilled, ink: ink(style, list))
            }
        case .stroke(let path, let style, let strokeStyle, let state):
            withState(state, into: &list) { list in
                list.stroke(path.offsetBy(dx: frame.minX, dy: frame.minY), style: strokeStyle, ink: ink(style, list))
            }
        case .glyphs(let slice, let state):
            withState(state, into: &list) { list in drawSlice(slice, transform: state.transform, into: &list) }
        case .view, .textBox:
            break
        }
    }

    /// A slice's background and glyphs, moved by a translation or drawn through a transform.
    private func drawSlice(_ slice: Text.Layout.RunSlice, transform: CGAffineTransform, into list: inout DisplayList) {
        let run = slice.run, glyphs = run.glyphs[slice.indices]
        guard let first = glyphs.first, let last = glyphs.last else { return }
        func paint(offset: CGPoint, into list: inout DisplayList) {
            if let background = run.style.background {
                let rect = CGRect(x: first.x + offset.x, y: run.lineTop + offset.y, width: last.nextX - first.x, height: run.lineHeight)
                list.append(.fillPolygons([TextNode.quad(rect, list.scale)], evenOdd: false, background))
            }
            TextNode.paint(run.style, glyphs: glyphs, size: run.size, offset: offset, frame: frame, into: &list)
        }
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
            paint(offset: CGPoint(x: frame.minX + transform.tx, y: frame.minY + transform.ty), into: &list)
            return
        }
        // Text coordinates through the context's transform, in device pixels.
        let s = list.scale
        let device = CGAffineTransform(scaleX: 1 / s, y: 1 / s)
            .concatenating(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
            .concatenating(CGAffineTransform(scaleX: s, y: s))
        list.withTransform(device) { list in paint(offset: frame.origin, into: &list) }
    }

    /// A recorded call's opacity and clip, as a layer around what it draws.
    private func withState(_ state: GraphicsRecord.State, into list: inout DisplayList, _ body: (inout DisplayList) -> Void) {
        guard state.opacity < 1 || state.clip != nil else { return body(&list) }
        list.append(.beginLayer(opacity: state.opacity))
        body(&list)
        let mask = state.clip.map { $0.offsetBy(dx: frame.minX, dy: frame.minY).devicePolygons(scale: list.scale) }
        list.append(.endLayer(mask: mask))
    }

    /// A recorded shape style as ink, a gradient placed on the text's frame.
    private func ink(_ style: AnyShapeStyle, _ list: DisplayList) -> Ink {
        let placed = (style.base as? CanvasGradient)?.style(in: frame.size) ?? style
        let environment = self.style.environment ?? EnvironmentValues()
        switch StyleResolver.paint(placed.base, in: environment) {
        case .color(let color):
            return .color(color)
        case .gradient(let gradient):
            let s = list.scale
            let bounds = CGRect(x: frame.minX * s, y: frame.minY * s, width: frame.width * s, height: frame.height * s)
            return .shader(GradientShader(gradient, bounds: bounds, scale: s))
        }
    }
}

extension GraphicsContext {
    /// Draws a line of a text layout (inside a `TextRenderer`).
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws a run of a text layout.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text.Layout.RunSlice(run: run, indices: run.startIndex..<run.endIndex), options: options)
    }

    /// Draws some glyphs of a run of a text layout.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        record.append(.glyphs(slice, drawState))
    }
}
