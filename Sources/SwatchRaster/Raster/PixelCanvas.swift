/// A software canvas of 8-bit premultiplied RGBA pixels with source-over blending.
/// Everything it draws is integer arithmetic on fixed inputs, so output is bit-for-bit stable.
struct PixelCanvas {
    let width: Int
    let height: Int
    /// Premultiplied RGBA, rows top to bottom.
    var pixels: [UInt8]
    /// True when the canvas started fully opaque. Every operation is source-over, which
    /// keeps alpha at 255 (255 − a + a·255/255 exactly, see `mul255`), so it stays opaque
    /// and un-premultiplying it is the identity.
    let isOpaque: Bool

    init(width: Int, height: Int, fill: PremultipliedColor = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)) {
        self.width = width
        self.height = height
        isOpaque = fill.a == 255
        let count = max(0, width) * max(0, height)
        let pattern = fill.pattern
        // One 32-bit store per pixel instead of appending 4-byte arrays (a 2 Mpx sheet).
        pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            guard let base = buffer.baseAddress, count > 0 else { return }
            UnsafeMutableRawPointer(base).bindMemory(to: UInt32.self, capacity: count)
                .initialize(repeating: pattern, count: count)
            initialized = count * 4
        }
    }

    var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// Fills whole pixels of `rect` (clipped to `clip`): the same source-over as `PixelCanvas.blend`
    /// at full coverage, on raw pointers (opaque colors are one 32-bit store per pixel).
    mutating func fill(_ rect: PixelRect, _ color: PremultipliedColor, clip: PixelRect) {
        let r = rect.intersection(clip)
        guard !r.isEmpty, color.a > 0 else { return }
        let width = self.width
        pixels.withUnsafeMutableBytes { raw in
            PixelCanvas.fill(raw.baseAddress!, width: width, columns: r.x0..<r.x1, rows: r.y0..<r.y1, color)
        }
    }

    /// The fill of whole pixels behind `fill(_:_:clip:)` and the full-coverage runs of
    /// polygon fills: `columns` × `rows` of a canvas `width` pixels wide at `base`, already
    /// clipped to it.
    static func fill(_ base: UnsafeMutableRawPointer, width: Int, columns: Range<Int>, rows: Range<Int>, _ color: PremultipliedColor) {
        let span = columns.count
        if color.a == 255 {
            let words = base.bindMemory(to: UInt32.self, capacity: rows.upperBound * width)
            let pattern = color.pattern
            for y in rows { (words + y * width + columns.lowerBound).update(repeating: pattern, count: span) }
            return
        }
        let inverse = 255 - color.a
        // Source-over is a function of the pixel alone, and under a fill most pixels hold
        // the same value (a background): a pixel equal to the one blended before takes its
        // result without the arithmetic (the same bytes, a quarter of the time).
        var lastIn: UInt32 = 0, lastOut: UInt32 = 0, remembered = false
        for y in rows {
            var p = base + (y * width + columns.lowerBound) * 4
            for _ in 0..<span {
                let value = p.loadUnaligned(as: UInt32.self)
                if remembered && value == lastIn {
                    p.storeBytes(of: lastOut, as: UInt32.self)
                } else {
                    let b = p.assumingMemoryBound(to: UInt8.self)
                    b[0] = color.r &+ mul255(b[0], inverse)
                    b[1] = color.g &+ mul255(b[1], inverse)
                    b[2] = color.b &+ mul255(b[2], inverse)
                    b[3] = color.a &+ mul255(b[3], inverse)
                    (lastIn, lastOut, remembered) = (value, p.loadUnaligned(as: UInt32.self), true)
                }
                p += 4
            }
        }
    }

    /// Source-over of `color` scaled by `coverage` onto the pixel at `p`: the one blend of the
    /// rasterizer, on a raw pointer because every caller is a per-pixel loop that has already
    /// clipped to the canvas (an array subscript would check bounds on every byte).
    @inline(__always)
    static func blend(_ p: UnsafeMutablePointer<UInt8>, _ color: PremultipliedColor, coverage: UInt8) {
        if coverage == 0 { return }
        let src = coverage == 255 ? color : color.scaled(by: coverage)
        if src.a == 255 {
            p[0] = src.r
            p[1] = src.g
            p[2] = src.b
            p[3] = 255
            return
        }
        let inverse = 255 - src.a
        p[0] = src.r &+ mul255(p[0], inverse)
        p[1] = src.g &+ mul255(p[1], inverse)
        p[2] = src.b &+ mul255(p[2], inverse)
        p[3] = src.a &+ mul255(p[3], inverse)
    }

    /// Composites a finished layer onto this canvas with a uniform opacity and an optional
    /// mask: one coverage byte per pixel of its `area` (row-major), none outside it. Outside
    /// the mask's area nothing shows, so only that area is visited, and only where the layer
    /// was drawn into (`drawn`; transparent elsewhere).
    mutating func composite(_ layer: PixelCanvas, opacity: UInt8, mask: (coverage: [UInt8], area: PixelRect)?, within drawn: PixelRect) {
        precondition(layer.pixels.count == pixels.count, "a layer is the size of its canvas")
        let area = (mask.map { $0.area.intersection(bounds) } ?? bounds).intersection(drawn)
        guard !area.isEmpty else { return }
        let width = self.width
        // Raw pointers, and transparent layer pixels (most of a clipped layer) skipped by their
        // alpha alone.
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            layer.pixels.withUnsafeBufferPointer { source in
                guard let s = source.baseAddress else { return }
                func run(_ coverage: (_ x: Int, _ y: Int) -> UInt8) {
                    for y in area.y0..<area.y1 {
                        var index = (y * width + area.x0) * 4
                        for x in area.x0..<area.x1 {
                            if s[index + 3] != 0 {
                                let src = PremultipliedColor(r: s[index], g: s[index + 1], b: s[index + 2], a: s[index + 3])
                                PixelCanvas.blend(base + index, src, coverage: coverage(x, y))
                            }
                            index += 4
                        }
                    }
                }
                if let mask {
                    let maskWidth = mask.area.x1 - mask.area.x0
                    mask.coverage.withUnsafeBufferPointer { m in
                        run { x, y in mul255(m[(y - mask.area.y0) * maskWidth + x - mask.area.x0], opacity) }
                    }
                } else {
                    run { _, _ in opacity }
                }
            }
        }
    }

    /// The pixels with alpha un-premultiplied, as PNG and the pixel hash want them.
    func straightPixels() -> [UInt8] {
        var copy = self
        return copy.takeStraightPixels()
    }

    /// Un-premultiplies in place and moves the pixels out (the canvas is left empty): no
    /// second copy of the image in memory. Opaque pixels are skipped four bytes at a time.
    mutating func takeStraightPixels() -> [UInt8] {
        var out: [UInt8] = []
        swap(&out, &pixels)
        if isOpaque { return out }
        out.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            let count = raw.count / 4
            let words = base.bindMemory(to: UInt32.self, capacity: count)
            let bytes = base.assumingMemoryBound(to: UInt8.self)
            for index in 0..<count {
                let alpha = words[index] >> 24  // little-endian RGBA: A is the high byte
                if alpha == 255 { continue }
                if alpha == 0 {
                    words[index] = 0
                    continue
                }
                let p = bytes + index * 4
                for c in 0..<3 {
                    let value = (UInt32(p[c]) * 255 + alpha / 2) / alpha
                    p[c] = UInt8(min(255, value))
                }
            }
        }
        return out
    }
}

extension PremultipliedColor {
    /// The four bytes R, G, B, A as one little-endian word, for 32-bit stores.
    var pattern: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }
}

extension PixelRect {
    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }
}
