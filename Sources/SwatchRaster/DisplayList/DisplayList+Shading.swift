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
        if let transform {
            appendRaw(.shadeExact(DisplayList.ring(rect, width: w, transform), evenOdd: true, shader.transformed(by: transform)))
            return
        }
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
        if let transform {
            return appendRaw(.shadeExact(transformedPolygons(path, transform), evenOdd: evenOdd, shader.transformed(by: transform)))
        }
        append(.shadePolygons(devicePolygonsOf(path), evenOdd: evenOdd, shader))
    }

    /// A path stroked as `style` describes (one polygon set, non-zero), shaded.
    mutating func shadeStroke(_ path: Path, style: StrokeStyle, shader: GradientShader) {
        if let transform {
            let (polygons, coverage) = transformedStroke(path, style: style, transform)
            if !polygons.isEmpty { appendRaw(.shadeExact(polygons, evenOdd: false, shader.transformed(by: transform).scalingOpacity(coverage))) }
            return
        }
        let (polygons, coverage) = PathStroker.outline(path, style: style, scale: scale)
        guard !polygons.isEmpty else { return }
        append(.shadePolygons(polygons, evenOdd: false, shader.scalingOpacity(coverage)))
    }

    mutating func shadeGlyphs(_ glyphs: [PositionedGlyph], face: FontFace, pixelSize: CGFloat, shader: GradientShader) {
        guard !glyphs.isEmpty else { return }
        append(.shadeGlyphs(glyphs, face: face, pixelSize: pixelSize, shader))
    }
}

/// What a shape's pixels are painted with: one color, or a gradient placed on its frame.
/// Shape drawing decides its geometry once and hands it to the list with its ink.
enum Ink {
    case color(RGBAColor)
    case shader(GradientShader)
}

extension DisplayList {
    /// Whole pixels of `rect`, in `ink`.
    mutating func fill(_ rect: PixelRect, ink: Ink) {
        switch ink {
        case .color(let color): fill(rect, color: color)
        case .shader(let shader): shade(rect, shader: shader)
        }
    }

    /// A crisp inner border of `rect`, in `ink`.
    mutating func strokeBorder(_ rect: PixelRect, lineWidth: CGFloat, ink: Ink) {
        switch ink {
        case .color(let color): strokeBorder(rect, lineWidth: lineWidth, color: color)
        case .shader(let shader): shadeBorder(rect, lineWidth: lineWidth, shader: shader)
        }
    }

    /// A path filled by the non-zero or even-odd rule, in `ink`.
    mutating func fill(_ path: Path, evenOdd: Bool, ink: Ink) {
        switch ink {
        case .color(let color): fill(path, evenOdd: evenOdd, color: color)
        case .shader(let shader): shade(path, evenOdd: evenOdd, shader: shader)
        }
    }

    /// A path stroked as `style` describes, in `ink`.
    mutating func stroke(_ path: Path, style: StrokeStyle, ink: Ink) {
        switch ink {
        case .color(let color): stroke(path, style: style, color: color)
        case .shader(let shader): shadeStroke(path, style: style, shader: shader)
        }
    }
}
