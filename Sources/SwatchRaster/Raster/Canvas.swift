/// A software canvas of 8-bit premultiplied RGBA pixels with source-over blending.
/// Everything it draws is integer arithmetic on fixed inputs, so output is bit-for-bit stable.
struct Canvas {
    let width: Int
    let height: Int
    /// Premultiplied RGBA, rows top to bottom.
    var pixels: [UInt8]

    init(width: Int, height: Int, fill: PremultipliedColor = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)) {
        self.width = width
        self.height = height
        var row = [UInt8]()
        row.reserveCapacity(width * 4)
        for _ in 0..<width { row += [fill.r, fill.g, fill.b, fill.a] }
        pixels = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<height { pixels += row }
    }

    var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// Source-over of `color` scaled by `coverage` onto one pixel.
    @inline(__always)
    mutating func blend(_ offset: Int, _ color: PremultipliedColor, coverage: UInt8) {
        if coverage == 0 { return }
        let src = coverage == 255 ? color : color.scaled(by: coverage)
        if src.a == 255 {
            pixels[offset] = src.r
            pixels[offset + 1] = src.g
            pixels[offset + 2] = src.b
            pixels[offset + 3] = 255
            return
        }
        let inverse = 255 - src.a
        pixels[offset] = src.r &+ mul255(pixels[offset], inverse)
        pixels[offset + 1] = src.g &+ mul255(pixels[offset + 1], inverse)
        pixels[offset + 2] = src.b &+ mul255(pixels[offset + 2], inverse)
        pixels[offset + 3] = src.a &+ mul255(pixels[offset + 3], inverse)
    }

    /// Fills whole pixels of `rect` (clipped to `clip`).
    mutating func fill(_ rect: PixelRect, _ color: PremultipliedColor, clip: PixelRect) {
        let r = rect.intersection(clip)
        guard !r.isEmpty, color.a > 0 else { return }
        for y in r.y0..<r.y1 {
            var offset = (y * width + r.x0) * 4
            for _ in r.x0..<r.x1 {
                blend(offset, color, coverage: 255)
                offset += 4
            }
        }
    }

    /// Composites a finished layer onto this canvas with a uniform opacity and an optional
    /// per-pixel mask (one coverage byte per pixel).
    mutating func composite(_ layer: Canvas, opacity: UInt8, mask: [UInt8]?) {
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let src = PremultipliedColor(r: layer.pixels[index], g: layer.pixels[index + 1], b: layer.pixels[index + 2], a: layer.pixels[index + 3])
            if src.a == 0 { continue }
            let coverage = mask.map { mul255($0[index / 4], opacity) } ?? opacity
            blend(index, src, coverage: coverage)
        }
    }

    /// The pixels with alpha un-premultiplied, as PNG and the pixel hash want them.
    func straightPixels() -> [UInt8] {
        var out = pixels
        for index in stride(from: 0, to: out.count, by: 4) {
            let a = out[index + 3]
            if a == 255 { continue }
            if a == 0 {
                out[index] = 0; out[index + 1] = 0; out[index + 2] = 0
                continue
            }
            for c in 0..<3 {
                let value = (UInt32(out[index + c]) * 255 + UInt32(a) / 2) / UInt32(a)
                out[index + c] = UInt8(min(255, value))
            }
        }
        return out
    }
}

extension PixelRect {
    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }
}
