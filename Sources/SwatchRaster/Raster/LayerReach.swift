import Foundation

/// Where on the canvas a display item can change pixels: a rectangle that holds every pixel
/// the item may draw, within the clip it is drawn under. The rasterizer keeps the union for
/// each open layer, so that ending a layer composites, scans and clears only that part and
/// not the whole canvas: a small faded view or a canvas's particle costs its own area, not a
/// screen's (docs/ARCHITECTURE.md §7.5). Outside the union a layer is transparent, and a
/// transparent pixel composites to no change, so the bytes are the same as a whole-canvas pass.
extension DisplayItem {
    /// The pixels this item may draw within `clip`, or nil for an item that draws nothing
    /// itself (clips, and the ends of layers, which the rasterizer accounts for).
    func reach(within clip: PixelRect) -> PixelRect? {
        switch self {
        case .fillRect(let rect, _), .shadeRect(let rect, _):
            return rect.intersection(clip)
        case .fillPolygons(let polygons, _, _), .shadePolygons(let polygons, _, _),
             .fillExact(let polygons, _, _), .shadeExact(let polygons, _, _):
            return PixelRect.around(polygons.joined(), within: clip)
        case .glyphs(let glyphs, let face, let pixelSize, _), .shadeGlyphs(let glyphs, let face, let pixelSize, _):
            return PixelRect.around(glyphs, face: face, pixelSize: pixelSize, within: clip)
        case .image(_, let destination, _, _):
            return PixelRect.around(CGRect.corners(destination), within: clip)
        case .transformedImage(_, let destination, let transform, _, _):
            return PixelRect.around(CGRect.corners(destination).map { $0.applying(transform) }, within: clip)
        case .backdrop(let rect, _, _):
            return rect.intersection(clip)
        case .pushClip, .popClip, .pushUnclipped, .beginLayer, .endLayer, .endLayerEvenOdd, .endLayerExact,
             .endTransformedLayer, .endFilteredLayer, .endMaskedLayer:
            return nil
        }
    }
}

extension CGRect {
    /// The four corners, clockwise from the top-left.
    static func corners(_ rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
    }
}

extension PixelRect {
    /// An empty rectangle: the reach of a layer nothing has been drawn into yet.
    static let nothing = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    /// The smallest rectangle holding both (an empty one holds nothing).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The whole pixels around `points`, one more on every side for coverage that rounds
    /// outward, within `clip`; all of `clip` when a point is not finite.
    static func around<S: Sequence>(_ points: S, within clip: PixelRect) -> PixelRect where S.Element == CGPoint {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for point in points {
            guard point.x.isFinite, point.y.isFinite else { return clip }
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        guard minX <= maxX, minY <= maxY else { return .nothing }
        return PixelRect(x0: Int(max(-1e7, minX).rounded(.down)) - 1, y0: Int(max(-1e7, minY).rounded(.down)) - 1,
                         x1: Int(min(1e7, maxX).rounded(.up)) + 1, y1: Int(min(1e7, maxY).rounded(.up)) + 1)
            .intersection(clip)
    }

    /// The masks of `glyphs` where the glyph compositor places them (the same cached masks).
    static func around(_ glyphs: [PositionedGlyph], face: FontFace, pixelSize: CGFloat, within clip: PixelRect) -> PixelRect {
        var reach = PixelRect.nothing
        for glyph in glyphs {
            guard glyph.x.isFinite, glyph.y.isFinite else { continue }
            guard abs(glyph.x) < 1e9, abs(glyph.y) < 1e9 else { return clip }
            let (ix, sx) = PixelCanvas.split(glyph.x)
            let (iy, sy) = PixelCanvas.split(glyph.y)
            let mask = face.glyphMask(glyph.glyph, pixelSize: pixelSize, subpixelX: sx, subpixelY: sy)
            let left = ix + mask.left, top = iy - mask.top
            reach = reach.union(PixelRect(x0: left, y0: top, x1: left + mask.width, y1: top + mask.height).intersection(clip))
        }
        return reach
    }
}

extension PixelCanvas {
    /// Makes `rect` transparent again, so that a finished layer can be drawn into anew.
    mutating func clear(_ rect: PixelRect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let width = self.width
        pixels.withUnsafeMutableBytes { raw in
            let words = raw.baseAddress!.bindMemory(to: UInt32.self, capacity: width * height)
            for y in r.y0..<r.y1 { (words + y * width + r.x0).update(repeating: 0, count: r.x1 - r.x0) }
        }
    }
}
