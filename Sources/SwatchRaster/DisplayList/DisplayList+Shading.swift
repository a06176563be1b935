/// Shaded drawing operations: the gradient counterparts of `fill`, `strokeBorder`, `stroke`
/// and `glyphs` (docs/ARCHITECTURE.md §7.10).
extension DisplayList {
    /// The pixel rect as a `CGRect`, the bounds a gradient is placed on.
    func deviceRect(_ rect: PixelRect) -> CGRect {
        CGRect(x: rect.x0, y: rect.y0, width: rect.x1 - rect.x0, height: rect.y1 - rect.y0)
    }

    mutating func shade(_ rect: PixelRect, shader: GradientShader) {
        guard !rect.isEmpty else { return }
        append(.shadeRect(rect, shader))
    }

    /// A border inside `rect`, as `strokeBorder(_:lineWidth:color:)` draws it, shaded.
    mutating func shadeBorder(_ rect: PixelRect, lineWidth: CGFloat, shader: GradientShader) {
        let w = max(0, Int((lineWidth * scale).rounded()))
        guard w > 0, !rect.isEmpty else { return }
        if rect.x1 - rect.x0 <= 2 * w || rect.y1 - rect.y0 <= 2 * w {
            append(.shadeRect(rect, shader))
            return
        }
        append(.shadeRect(PixelRect(x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y0 + w), shader))
        append(.shadeRect(PixelRect(x0: rect.x0, y0: rect.y1 - w, x1: rect.x1, y1: rect.y1), shader))
        append(.shadeRect(PixelRect(x0: rect.x0, y0: rect.y0 + w, x1: rect.x0 + w, y1: rect.y1 - w), shader))
        append(.shadeRect(PixelRect(x0: rect.x1 - w, y0: rect.y0 + w, x1: rect.x1, y1: rect.y1 - w), shader))
    }

    mutating func shade(_ path: Path, evenOdd: Bool = false, shader: GradientShader) {
        append(.shadePolygons(devicePolygonsOf(path), evenOdd: evenOdd, shader))
    }

    /// A path stroked as `style` describes (one polygon set, non-zero), shaded.
    mutating func shadeStroke(_ path: Path, style: StrokeStyle, shader: GradientShader) {
        let polygons = PathStroker.polygons(path, style: style, scale: scale)
        guard !polygons.isEmpty else { return }
        append(.shadePolygons(polygons, evenOdd: false, shader))
    }

    mutating func shadeGlyphs(_ glyphs: [PositionedGlyph], face: FontFace, pixelSize: CGFloat, shader: GradientShader) {
        guard !glyphs.isEmpty else { return }
        append(.shadeGlyphs(glyphs, face: face, pixelSize: pixelSize, shader))
    }
}

extension ShapeNode {
    /// `draw` for a gradient paint: the same geometry, with the gradient placed on the
    /// shape's snapped frame (unit points map to it, as in SwiftUI).
    func drawShaded(_ gradient: ResolvedGradient, _ snapped: PixelRect, _ list: inout DisplayList) {
        let shader = GradientShader(gradient, bounds: list.deviceRect(snapped), scale: list.scale)
        switch paint {
        case .fill(_, let style):
            if isRectangularShape {
                list.shade(snapped, shader: shader)
            } else {
                list.shade(localOutline(list.pointRect(snapped), 0), evenOdd: style.isEOFilled, shader: shader)
            }
        case .stroke(_, let style, let inside):
            if isRectangularShape && inside && style.dash.isEmpty && style.lineJoin == .miter && style.miterLimit >= 2.squareRoot() {
                list.shadeBorder(snapped, lineWidth: style.lineWidth, shader: shader)
            } else {
                let line = localOutline(list.pointRect(snapped), inside ? style.lineWidth / 2 : 0)
                list.shadeStroke(line, style: style, shader: shader)
            }
        }
    }
}
