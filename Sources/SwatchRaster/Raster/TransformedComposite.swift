/// Compositing a layer through an affine transform: for views that only translate, and for
/// blurred or shadowed content under a rotation or skew, whose layer must be resampled
/// (docs/ARCHITECTURE.md §7.16; other transformed content is drawn as transformed geometry).
/// Each destination pixel centre is mapped back into the layer and sampled bilinearly.
/// Weights are quantized to 1/256 and blended in integers, so output is reproducible.
extension PixelCanvas {
    /// Source-over of `layer` mapped by `transform` (device pixels), within `clip`.
    /// Only `within` of the layer is read: outside it the layer is transparent.
    mutating func composite(_ layer: PixelCanvas, transformedBy transform: CGAffineTransform, clip: PixelRect, within drawn: PixelRect) {
        guard let content = layer.contentBounds(within: drawn) else { return }
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0, determinant.isFinite else { return }  // flattened to a line: nothing to see
        let inverse = transform.inverted()
        let mapped = CGRect(x: CGFloat(content.x0), y: CGFloat(content.y0),
                            width: CGFloat(content.x1 - content.x0), height: CGFloat(content.y1 - content.y0))
            .applying(transform)
        guard mapped.minX.isFinite, mapped.minY.isFinite, mapped.maxX.isFinite, mapped.maxY.isFinite else { return }
        let x0 = max(clip.x0, Int(max(-1e7, mapped.minX).rounded(.down)) - 1)
        let y0 = max(clip.y0, Int(max(-1e7, mapped.minY).rounded(.down)) - 1)
        let x1 = min(clip.x1, Int(min(1e7, mapped.maxX).rounded(.up)) + 1)
        let y1 = min(clip.y1, Int(min(1e7, mapped.maxY).rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return }
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let source = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                    guard let color = layer.sample(x: source.x - 0.5, y: source.y - 0.5), color.a != 0 else { continue }
                    PixelCanvas.blend(base + (y * width + x) * 4, color, coverage: 255)
                }
            }
        }
    }

    /// The bilinear sample at (`x`, `y`) in pixel-centre coordinates; pixels outside the
    /// canvas are transparent. Nil when every contributing pixel is outside.
    func sample(x: CGFloat, y: CGFloat) -> PremultipliedColor? {
        guard x > -1, y > -1, x < CGFloat(width), y < CGFloat(height) else { return nil }
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let ix = Int(fx), iy = Int(fy)
        let wx = UInt32(((x - fx) * 256).rounded()), wy = UInt32(((y - fy) * 256).rounded())
        // The four neighbours and their weights (1/256 steps on each axis), straight-line:
        // this runs once per destination pixel, so no per-pixel lists.
        var sum: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        func add(_ column: Int, _ row: Int, _ weight: UInt32) {
            guard weight > 0, column >= 0, column < width, row >= 0, row < height else { return }
            let offset = (row * width + column) * 4
            sum.0 += UInt32(pixels[offset]) * weight
            sum.1 += UInt32(pixels[offset + 1]) * weight
            sum.2 += UInt32(pixels[offset + 2]) * weight
            sum.3 += UInt32(pixels[offset + 3]) * weight
        }
        add(ix, iy, (256 - wx) * (256 - wy))
        add(ix + 1, iy, wx * (256 - wy))
        add(ix, iy + 1, (256 - wx) * wy)
        add(ix + 1, iy + 1, wx * wy)
        let half: UInt32 = 1 << 15
        return PremultipliedColor(
            r: UInt8((sum.0 + half) >> 16), g: UInt8((sum.1 + half) >> 16),
            b: UInt8((sum.2 + half) >> 16), a: UInt8((sum.3 + half) >> 16))
    }

    /// The smallest pixel rectangle holding every pixel that is not fully transparent, or nil
    /// for an empty layer (most transformed layers cover a small part of the canvas). Only
    /// `area` is scanned: the caller knows the layer is transparent outside it.
    func contentBounds(within area: PixelRect) -> PixelRect? {
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return nil }
        var result: PixelRect?
        pixels.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for y in area.y0..<area.y1 {
                let row = y * width
                guard let first = (area.x0..<area.x1).first(where: { words[row + $0] != 0 }) else { continue }
                let last = (first..<area.x1).last { words[row + $0] != 0 }!
                if let r = result {
                    result = PixelRect(x0: min(r.x0, first), y0: r.y0, x1: max(r.x1, last + 1), y1: y + 1)
                } else {
                    result = PixelRect(x0: first, y0: y, x1: last + 1, y1: y + 1)
                }
            }
        }
        return result
    }
}
