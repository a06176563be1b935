/// A rectangle in whole device pixels.
struct PixelRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
}

/// One glyph at a sub-pixel position on its baseline, in device pixels.
struct PositionedGlyph {
    let glyph: UInt32
    let x: CGFloat
    let y: CGFloat
}

/// One drawing operation in device pixels, with the color already resolved.
enum DisplayItem {
    case fillRect(PixelRect, RGBAColor)
    /// Polygons (device pixels) filled by the non-zero rule, or the even-odd rule.
    case fillPolygons([[CGPoint]], evenOdd: Bool, RGBAColor)
    case glyphs([PositionedGlyph], face: FontFace, pixelSize: CGFloat, RGBAColor)
    /// An image's premultiplied pixels drawn into a rectangle in device pixels, bilinear
    /// (`smooth`) or nearest; with a tint, only the image's alpha is used (template images).
    case image(ImageBitmap, destination: CGRect, smooth: Bool, tint: RGBAColor?)
    /// The shaded variants: the color of each pixel comes from a gradient (§7.10).
    case shadeRect(PixelRect, GradientShader)
    case shadePolygons([[CGPoint]], evenOdd: Bool, GradientShader)
    case shadeGlyphs([PositionedGlyph], face: FontFace, pixelSize: CGFloat, GradientShader)
    case pushClip(PixelRect)
    case popClip
    /// Starts an offscreen layer, composited at `endLayer` with the opacity and an optional
    /// mask (polygons in device pixels; pixels outside it are dropped).
    case beginLayer(opacity: Double)
    case endLayer(mask: [[CGPoint]]?)
    /// `endLayer` with a mask filled by the even-odd rule (`clipShape(_:style:)`).
    case endLayerEvenOdd(mask: [[CGPoint]])
    /// Ends a layer begun by `beginLayer`, compositing it mapped through a transform in
    /// device pixels (`rotationEffect`, `scaleEffect`, `transformEffect`).
    case endTransformedLayer(CGAffineTransform)
    /// Ends a layer begun by `beginLayer`, running an effect on it (blur, shadow, color
    /// matrix, blend mode) before compositing it within the current clip (Raster/LayerEffects.swift).
    case endFilteredLayer(LayerEffect)
    /// Ends two layers: the top one is a mask whose alpha multiplies the one beneath it,
    /// which is then composited with its opacity (`.mask`).
    case endMaskedLayer
    /// Paints a material: what is already drawn inside `rect` is blurred and tinted, within
    /// the polygons' coverage (nil: the whole rect).
    case backdrop(PixelRect, polygons: [[CGPoint]]?, BackdropEffect)
}

/// The flat list of drawing operations a laid-out tree produces: the only stage that knows
/// the scale. Frames are snapped here: each edge to the nearest pixel, ties up
/// (docs/ARCHITECTURE.md §7.1).
struct DisplayList {
    let scale: CGFloat
    private(set) var items: [DisplayItem] = []

    init(scale: CGFloat) {
        self.scale = scale
    }

    /// Rounds a point coordinate to a device pixel edge, ties up.
    func snap(_ value: CGFloat) -> Int {
        let scaled = (value * scale + 0.5).rounded(.down)
        guard scaled.isFinite else { return 0 }
        return Int(max(-1_000_000, min(1_000_000, scaled)))
    }

    /// A frame in points snapped to device pixels.
    func snap(_ rect: CGRect) -> PixelRect {
        PixelRect(x0: snap(rect.minX), y0: snap(rect.minY), x1: snap(rect.maxX), y1: snap(rect.maxY))
    }

    /// A pixel rect back in points (for computing outlines on the pixel grid).
    func pointRect(_ rect: PixelRect) -> CGRect {
        CGRect(
            x: CGFloat(rect.x0) / scale, y: CGFloat(rect.y0) / scale,
            width: CGFloat(rect.x1 - rect.x0) / scale, height: CGFloat(rect.y1 - rect.y0) / scale)
    }

    mutating func fill(_ rect: PixelRect, color: RGBAColor) {
        guard !rect.isEmpty else { return }
        items.append(.fillRect(rect, color))
    }

    /// A border inside `rect`, `lineWidth` points thick, as four crisp rectangles.
    mutating func strokeBorder(_ rect: PixelRect, lineWidth: CGFloat, color: RGBAColor) {
        let w = max(0, Int((lineWidth * scale).rounded()))
        guard w > 0, !rect.isEmpty else { return }
        let resolved = color
        if rect.x1 - rect.x0 <= 2 * w || rect.y1 - rect.y0 <= 2 * w {
            items.append(.fillRect(rect, resolved))
            return
        }
        items.append(.fillRect(PixelRect(x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y0 + w), resolved))
        items.append(.fillRect(PixelRect(x0: rect.x0, y0: rect.y1 - w, x1: rect.x1, y1: rect.y1), resolved))
        items.append(.fillRect(PixelRect(x0: rect.x0, y0: rect.y0 + w, x1: rect.x0 + w, y1: rect.y1 - w), resolved))
        items.append(.fillRect(PixelRect(x0: rect.x1 - w, y0: rect.y0 + w, x1: rect.x1, y1: rect.y1 - w), resolved))
    }

    /// A path in points as closed device-pixel polygons, curves flattened at this scale.
    private func devicePolygons(_ path: Path) -> [[CGPoint]] {
        path.devicePolygons(scale: scale)
    }

    /// A path filled by the non-zero rule, or the even-odd rule.
    mutating func fill(_ path: Path, evenOdd: Bool = false, color: RGBAColor) {
        items.append(.fillPolygons(devicePolygons(path), evenOdd: evenOdd, color))
    }

    /// A path stroked as `style` describes: one set of polygons filled non-zero, so the
    /// pieces of one stroke blend once (docs/ARCHITECTURE.md §7.8).
    mutating func stroke(_ path: Path, style: StrokeStyle, color: RGBAColor) {
        let polygons = PathStroker.polygons(path, style: style, scale: scale)
        guard !polygons.isEmpty else { return }
        items.append(.fillPolygons(polygons, evenOdd: false, color))
    }

    mutating func glyphs(_ glyphs: [PositionedGlyph], face: FontFace, pixelSize: CGFloat, color: RGBAColor) {
        guard !glyphs.isEmpty else { return }
        items.append(.glyphs(glyphs, face: face, pixelSize: pixelSize, color))
    }

    mutating func append(_ item: DisplayItem) { items.append(item) }

    /// A path in points as device-pixel polygons, for masks.
    func devicePolygonsOf(_ path: Path) -> [[CGPoint]] { devicePolygons(path) }
}
