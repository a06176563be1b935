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
    /// Transformed geometry (§7.16): polygons filled with exact-area coverage, in one color
    /// or shaded.
    case fillExact([[CGPoint]], evenOdd: Bool, RGBAColor)
    case shadeExact([[CGPoint]], evenOdd: Bool, GradientShader)
    /// An image drawn into `destination` mapped through `transform` (device pixels): the
    /// bitmap is resampled, its edges get exact-area coverage.
    case transformedImage(ImageBitmap, destination: CGRect, transform: CGAffineTransform, smooth: Bool, tint: RGBAColor?)
    /// `endLayer` whose mask is covered by exact area (a transformed clip or clip shape).
    case endLayerExact(mask: [[CGPoint]], evenOdd: Bool)
    /// A clip of the whole canvas, ignoring the clips around it, until the next `popClip`:
    /// content drawn untransformed into a layer that is later resampled (§7.16) must not be
    /// cut by clips meant for where it ends up.
    case pushUnclipped
}

/// The flat list of drawing operations a laid-out tree produces: the only stage that knows
/// the scale. Frames are snapped here: each edge to the nearest pixel, ties up
/// (docs/ARCHITECTURE.md §7.1).
struct DisplayList {
    let scale: CGFloat
    private(set) var items: [DisplayItem] = []
    /// The transform, device pixels to device pixels, that everything appended is drawn
    /// through (`rotationEffect`, `scaleEffect`, `transformEffect`; §7.16); nil when none.
    private(set) var transform: CGAffineTransform?
    /// One entry per open `pushClip`: the clip's outline when it was opened under a transform
    /// (then it is a layer, masked when it closes), nil for an ordinary clip.
    var openClips: [[CGPoint]?] = []

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
        append(.fillRect(rect, color))
    }

    /// A border inside `rect`, `lineWidth` points thick, as four crisp rectangles.
    mutating func strokeBorder(_ rect: PixelRect, lineWidth: CGFloat, color: RGBAColor) {
        // NaN draws nothing; an infinite or huge width fills the rect (issue 28: Int(∞) trapped).
        let scaled = (lineWidth * scale).rounded()
        let w = scaled.isNaN ? 0 : Int(max(0, min(scaled, 1_000_000)))
        guard w > 0, !rect.isEmpty else { return }
        if let transform {
            // One ring, so the inner and outer edges meet without a seam.
            items.append(.fillExact(DisplayList.ring(rect, width: w, transform), evenOdd: true, color))
            return
        }
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
        if let transform {
            items.append(.fillExact(transformedPolygons(path, transform), evenOdd: evenOdd, color))
            return
        }
        items.append(.fillPolygons(devicePolygons(path), evenOdd: evenOdd, color))
    }

    /// A path stroked as `style` describes: one set of polygons filled non-zero, so the
    /// pieces of one stroke blend once (docs/ARCHITECTURE.md §7.8).
    mutating func stroke(_ path: Path, style: StrokeStyle, color: RGBAColor) {
        if let transform {
            let (polygons, coverage) = transformedStroke(path, style: style, transform)
            if !polygons.isEmpty { items.append(.fillExact(polygons, evenOdd: false, color.scalingAlpha(coverage))) }
            return
        }
        let (polygons, coverage) = PathStroker.outline(path, style: style, scale: scale)
        guard !polygons.isEmpty else { return }
        items.append(.fillPolygons(polygons, evenOdd: false, color.scalingAlpha(coverage)))
    }

    mutating func glyphs(_ glyphs: [PositionedGlyph], face: FontFace, pixelSize: CGFloat, color: RGBAColor) {
        guard !glyphs.isEmpty else { return }
        append(.glyphs(glyphs, face: face, pixelSize: pixelSize, color))
    }

    /// Appends an item; under a transform, its geometry is transformed first (§7.16).
    mutating func append(_ item: DisplayItem) {
        guard let transform else {
            switch item {
            case .pushClip, .pushUnclipped: openClips.append(nil)
            case .popClip: if !openClips.isEmpty { openClips.removeLast() }
            default: break
            }
            items.append(item)
            return
        }
        appendTransformed(item, transform)
    }

    /// Draws `body` with everything transformed by `device` (after any transform already in
    /// force), then restores the transform.
    mutating func withTransform(_ device: CGAffineTransform, _ body: (inout DisplayList) -> Void) {
        let saved = transform
        transform = saved.map { device.concatenating($0) } ?? device
        body(&self)
        transform = saved
    }

    /// Draws `body` untransformed into a layer that is then resampled through the transform in
    /// force: for effects that work on pixels around each pixel (blur, shadow), which a
    /// transform does not commute with. Without a transform, just `body`.
    mutating func drawingUntransformed(_ body: (inout DisplayList) -> Void) {
        guard let saved = transform else { return body(&self) }
        transform = nil
        items.append(.beginLayer(opacity: 1))
        append(.pushUnclipped)
        body(&self)
        append(.popClip)
        items.append(.endTransformedLayer(saved))
        transform = saved
    }

    /// Appends an item exactly as given (already transformed, or not to be).
    mutating func appendRaw(_ item: DisplayItem) { items.append(item) }

    /// A path in points as device-pixel polygons, for masks.
    func devicePolygonsOf(_ path: Path) -> [[CGPoint]] { devicePolygons(path) }
}
