/// Drawing through a rotation, scale or skew (docs/ARCHITECTURE.md §7.16): as Core Graphics
/// does, the geometry is transformed and filled with exact-area coverage — rectangles become
/// quadrilaterals, paths are flattened after the transform, glyphs are filled from their
/// outlines — and only bitmaps are resampled (images, and layers whose effect looks at
/// neighbouring pixels).
extension DisplayList {
    /// The four corners of a pixel rect through `transform`.
    static func quad(_ rect: PixelRect, _ transform: CGAffineTransform) -> [CGPoint] {
        [CGPoint(x: rect.x0, y: rect.y0), CGPoint(x: rect.x1, y: rect.y0),
         CGPoint(x: rect.x1, y: rect.y1), CGPoint(x: rect.x0, y: rect.y1)].map { $0.applying(transform) }
    }

    /// A border `width` pixels wide inside `rect`, as an outer and an inner quadrilateral for
    /// the even-odd rule (the whole rect when the border fills it).
    static func ring(_ rect: PixelRect, width w: Int, _ transform: CGAffineTransform) -> [[CGPoint]] {
        let outer = quad(rect, transform)
        guard rect.x1 - rect.x0 > 2 * w, rect.y1 - rect.y0 > 2 * w else { return [outer] }
        return [outer, quad(PixelRect(x0: rect.x0 + w, y0: rect.y0 + w, x1: rect.x1 - w, y1: rect.y1 - w), transform)]
    }

    /// A path in points flattened after the device transform, so curves stay within the
    /// tolerance of §7.6 in the pixels they end up in.
    func transformedPolygons(_ path: Path, _ transform: CGAffineTransform) -> [[CGPoint]] {
        path.flattened(transform: CGAffineTransform(scaleX: scale, y: scale).concatenating(transform),
                       tolerance: Path.deviceTolerance)
            .map(\.points).filter { $0.count > 2 }
    }

    /// A stroke's outline under a transform: stroked in the view's own space (so the line
    /// width turns and skews with it, as in Core Graphics), at a finer scale when the transform
    /// enlarges, then transformed.
    func transformedStroke(_ path: Path, style: StrokeStyle, _ transform: CGAffineTransform) -> (polygons: [[CGPoint]], coverage: Double) {
        let k = DisplayList.magnification(transform)
        let back = CGAffineTransform(scaleX: 1 / k, y: 1 / k).concatenating(transform)
        let (polygons, coverage) = PathStroker.outline(path, style: style, scale: scale * k)
        return (polygons.map { $0.map { $0.applying(back) } }, coverage)
    }

    /// How much a transform enlarges at most (≥ 1): the longer of its column vectors.
    static func magnification(_ t: CGAffineTransform) -> CGFloat {
        let k = max(1, (t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        return k.isFinite ? min(k, 1000) : 1
    }

    /// Polygons through a transform.
    static func map(_ polygons: [[CGPoint]], _ transform: CGAffineTransform) -> [[CGPoint]] {
        polygons.map { $0.map { $0.applying(transform) } }
    }

    /// Each glyph's outline placed at its pen position (quantized as the untransformed fast path
    /// places it, §7.2) and transformed: one polygon set per glyph, so glyphs blend one by one
    /// as their masks do.
    static func glyphPolygons(_ glyphs: [PositionedGlyph], face: FontFace, pixelSize: CGFloat,
                              _ transform: CGAffineTransform) -> [[[CGPoint]]] {
        let k = pixelSize / CGFloat(face.unitsPerEm)
        let steps = CGFloat(PixelCanvas.subpixelSteps)
        return glyphs.compactMap { glyph in
            guard glyph.x.isFinite, glyph.y.isFinite else { return nil }
            let outline = face.glyphOutline(glyph.glyph)
            guard !outline.isEmpty else { return nil }
            let x = (glyph.x * steps).rounded() / steps, y = (glyph.y * steps).rounded() / steps
            // Font units, y up, to device pixels, y down; then the transform.
            let place = CGAffineTransform(a: k, b: 0, c: 0, d: -k, tx: x, ty: y).concatenating(transform)
            let polygons = outline.flattened(transform: place, tolerance: Path.deviceTolerance)
                .map(\.points).filter { $0.count > 2 }
            return polygons.isEmpty ? nil : polygons
        }
    }

    /// `append` under a transform.
    mutating func appendTransformed(_ item: DisplayItem, _ t: CGAffineTransform) {
        switch item {
        case .fillRect(let rect, let color):
            appendRaw(.fillExact([DisplayList.quad(rect, t)], evenOdd: false, color))
        case .fillPolygons(let polygons, let evenOdd, let color):
            appendRaw(.fillExact(DisplayList.map(polygons, t), evenOdd: evenOdd, color))
        case .glyphs(let glyphs, let face, let pixelSize, let color):
            for polygons in DisplayList.glyphPolygons(glyphs, face: face, pixelSize: pixelSize, t) {
                appendRaw(.fillExact(polygons, evenOdd: false, color))
            }
        case .image(let bitmap, let destination, let smooth, let tint):
            appendRaw(.transformedImage(bitmap, destination: destination, transform: t, smooth: smooth, tint: tint))
        case .shadeRect(let rect, let shader):
            appendRaw(.shadeExact([DisplayList.quad(rect, t)], evenOdd: false, shader.transformed(by: t)))
        case .shadePolygons(let polygons, let evenOdd, let shader):
            appendRaw(.shadeExact(DisplayList.map(polygons, t), evenOdd: evenOdd, shader.transformed(by: t)))
        case .shadeGlyphs(let glyphs, let face, let pixelSize, let shader):
            let shader = shader.transformed(by: t)
            for polygons in DisplayList.glyphPolygons(glyphs, face: face, pixelSize: pixelSize, t) {
                appendRaw(.shadeExact(polygons, evenOdd: false, shader))
            }
        case .fillExact(let polygons, let evenOdd, let color):
            appendRaw(.fillExact(DisplayList.map(polygons, t), evenOdd: evenOdd, color))
        case .shadeExact(let polygons, let evenOdd, let shader):
            appendRaw(.shadeExact(DisplayList.map(polygons, t), evenOdd: evenOdd, shader.transformed(by: t)))
        case .transformedImage(let bitmap, let destination, let inner, let smooth, let tint):
            appendRaw(.transformedImage(bitmap, destination: destination, transform: inner.concatenating(t), smooth: smooth, tint: tint))
        case .pushClip(let rect):
            // A turned clip is no longer a pixel rectangle: a layer, masked by the clip's
            // outline when it closes.
            openClips.append(DisplayList.quad(rect, t))
            appendRaw(.beginLayer(opacity: 1))
        case .pushUnclipped:
            openClips.append(nil)
            appendRaw(.pushUnclipped)
        case .popClip:
            let outline = openClips.popLast() ?? nil
            if let outline {
                appendRaw(.endLayerExact(mask: [outline], evenOdd: false))
            } else {
                appendRaw(.popClip)
            }
        case .endLayer(let mask):
            if let mask {
                appendRaw(.endLayerExact(mask: DisplayList.map(mask, t), evenOdd: false))
            } else {
                appendRaw(.endLayer(mask: nil))
            }
        case .endLayerEvenOdd(let mask):
            appendRaw(.endLayerExact(mask: DisplayList.map(mask, t), evenOdd: true))
        case .endLayerExact(let mask, let evenOdd):
            appendRaw(.endLayerExact(mask: DisplayList.map(mask, t), evenOdd: evenOdd))
        case .backdrop(let rect, let polygons, let effect):
            // What lies beneath is already in device space: blur it there, within the
            // transformed outline.
            let outline = polygons.map { DisplayList.map($0, t) } ?? [DisplayList.quad(rect, t)]
            let xs = outline.joined().map(\.x), ys = outline.joined().map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
                  minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite, maxX - minX < 1e7, maxY - minY < 1e7
            else { return }
            let bounds = PixelRect(x0: Int(minX.rounded(.down)), y0: Int(minY.rounded(.down)),
                                   x1: Int(maxX.rounded(.up)), y1: Int(maxY.rounded(.up)))
            appendRaw(.backdrop(bounds, polygons: outline, effect))
        case .beginLayer, .endFilteredLayer, .endMaskedLayer, .endTransformedLayer:
            // Layers are canvas-sized and composited per pixel: what is drawn into them is
            // already transformed. Effects that look at neighbours are drawn through
            // `drawingUntransformed` instead, and end in `endTransformedLayer`.
            appendRaw(item)
        }
    }
}
