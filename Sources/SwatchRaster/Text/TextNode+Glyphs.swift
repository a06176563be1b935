import Foundation

/// One shaped glyph where the text places it, in points from the text view's top-leading
/// corner: the pen position on the run's baseline (its baseline offset included) before and
/// after the glyph (its spacing included), HarfBuzz's offset from the pen, and the character
/// it came from.
struct PlacedGlyph: Equatable {
    let glyph: UInt32
    let x: CGFloat
    let y: CGFloat
    let nextX: CGFloat
    let dx: CGFloat
    let dy: CGFloat
    let character: Int
}

/// One piece of one line (a run's stretch at one bidi level) with its glyphs placed.
struct PlacedPiece {
    /// Index into the node's runs.
    let run: Int
    let line: Int
    let rightToLeft: Bool
    /// The run's size after `minimumScaleFactor`.
    let size: CGFloat
    let glyphs: [PlacedGlyph]
}

extension TextNode {
    /// Where `line` starts for the text's alignment, with the text's left edge at `left`
    /// (computed as the text always has, so that its pixels stay the same).
    func lineStart(_ line: TextLayout.Line, left: CGFloat) -> CGFloat {
        switch style.alignment {
        case .leading: return left
        case .center: return left + (frame.width - line.width) / 2
        case .trailing: return left + frame.width - line.width
        }
    }

    /// Every piece of `layout` with its glyphs placed, the text's top-leading corner at
    /// `origin`, in drawing order: what the text's own drawing paints, and what a
    /// `TextRenderer` receives as runs (one placement for both).
    func placedPieces(_ layout: TextLayout, origin: CGPoint) -> [PlacedPiece] {
        var pieces: [PlacedPiece] = []
        var character = 0
        for (lineIndex, line) in layout.lines.enumerated() {
            var x = lineStart(line, left: origin.x)
            let baseline = origin.y + line.top + line.baseline
            for piece in line.pieces {
                let run = runs[piece.run]
                let size = run.size(scaledBy: layout.scale)
                let unit = size / CGFloat(run.face.unitsPerEm)
                let y = baseline - run.baselineOffset
                // HarfBuzz's glyphs in visual order; the run's spacing follows each character.
                let shaped = run.shape(piece.text, rightToLeft: piece.rightToLeft).glyphs
                var glyphs: [PlacedGlyph] = []
                glyphs.reserveCapacity(shaped.count)
                for (index, glyph) in shaped.enumerated() {
                    let pen = x
                    x += CGFloat(glyph.advance) * unit
                    if run.spacing != 0 && (index + 1 == shaped.count || shaped[index + 1].character != glyph.character) { x += run.spacing }
                    glyphs.append(PlacedGlyph(glyph: glyph.glyph, x: pen, y: y, nextX: x, dx: CGFloat(glyph.xOffset) * unit,
                                              dy: CGFloat(glyph.yOffset) * unit, character: character + glyph.character))
                }
                character += piece.text.count
                pieces.append(PlacedPiece(run: piece.run, line: lineIndex,
                                          rightToLeft: piece.rightToLeft, size: size, glyphs: glyphs))
            }
        }
        return pieces
    }

    /// `glyphs` of `run` at `size`, moved by `offset` points, with the run's underline and
    /// strikethrough under and through them: color glyphs as images, outline glyphs in the
    /// run's color or gradient (placed on the whole text's frame).
    static func paint(_ run: StyledRun, glyphs: ArraySlice<PlacedGlyph>, size: CGFloat, offset: CGPoint, frame: CGRect,
                      into list: inout DisplayList) {
        guard let first = glyphs.first, let last = glyphs.last else { return }
        let scale = list.scale, face = run.face
        var positioned: [PositionedGlyph] = []
        positioned.reserveCapacity(glyphs.count)
        for glyph in glyphs {
            let x = (glyph.x + glyph.dx + offset.x) * scale, y = (glyph.y - glyph.dy + offset.y) * scale
            if face.isColorBitmap {
                TextNode.drawColorGlyph(glyph.glyph, face: face, pixelSize: size * scale, x: x, y: y, into: &list)
            } else {
                positioned.append(PositionedGlyph(glyph: glyph.glyph, x: x, y: y))
            }
        }
        if let gradient = run.gradient {
            let bounds = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
            list.shadeGlyphs(positioned, face: face, pixelSize: size * scale, shader: GradientShader(gradient, bounds: bounds, scale: scale))
        } else {
            list.glyphs(positioned, face: face, pixelSize: size * scale, color: run.color)
        }
        // Lines take the metrics face's position, so they run straight through fallback text.
        let metrics = run.metrics, unit = size / CGFloat(metrics.unitsPerEm)
        let from = first.x + offset.x, to = last.nextX + offset.x
        let baseline = first.y + offset.y
        if let underline = run.underline {
            let thickness = CGFloat(metrics.underlineThickness) * unit
            let top = baseline - CGFloat(metrics.underlinePosition) * unit - thickness / 2
            TextNode.drawLine(underline, from: from, to: to, top: top, thickness: thickness, scale: scale, into: &list)
        }
        if let strikethrough = run.strikethrough {
            let thickness = CGFloat(metrics.strikeoutThickness) * unit
            let top = baseline - CGFloat(metrics.strikeoutPosition) * unit
            TextNode.drawLine(strikethrough, from: from, to: to, top: top, thickness: thickness, scale: scale, into: &list)
        }
    }
}
