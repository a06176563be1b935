/// Draws glyph coverage masks from FreeType at sub-pixel positions.
extension PixelCanvas {
    /// Sub-pixel positions are kept to 1/16 px: fine enough to be invisible, coarse enough
    /// that the glyph cache is reused.
    static let subpixelSteps = 16

    /// Blends each glyph's coverage mask in `color` at its sub-pixel position, within `clip`.
    ///
    /// Text is mostly drawn over one backdrop color, so the 256 results of blending `color` at
    /// each coverage over the first backdrop pixel met are worked out once per call and looked
    /// up for every pixel that holds that value; other pixels are blended as before. The table
    /// is filled by `PixelCanvas.blend` itself, so the bytes are the same.
    mutating func draw(glyphs: [PositionedGlyph], face: FontFace, pixelSize: CGFloat, _ color: PremultipliedColor, clip: PixelRect) {
        guard color.a > 0 else { return }
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { table in
            var backdrop: UInt32?
            for glyph in glyphs {
                guard glyph.x.isFinite, glyph.y.isFinite else { continue }
                let (ix, sx) = PixelCanvas.split(glyph.x)
                let (iy, sy) = PixelCanvas.split(glyph.y)
                let mask = face.glyphMask(glyph.glyph, pixelSize: pixelSize, subpixelX: sx, subpixelY: sy)
                let left = ix + mask.left, top = iy - mask.top
                let target = PixelRect(x0: left, y0: top, x1: left + mask.width, y1: top + mask.height).intersection(clip)
                guard !target.isEmpty else { continue }
                // `target` lies inside the canvas and the mask, so the loops run on raw pointers.
                let width = self.width
                mask.coverage.withUnsafeBufferPointer { coverage in
                    pixels.withUnsafeMutableBufferPointer { canvas in
                        guard let pixels = canvas.baseAddress, let cover = coverage.baseAddress else { return }
                        for y in target.y0..<target.y1 {
                            let maskRow = cover + (y - top) * mask.width - left
                            let row = pixels + y * width * 4
                            for x in target.x0..<target.x1 {
                                let c = maskRow[x]
                                if c == 0 { continue }
                                let p = row + x * 4
                                let value = UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
                                if backdrop == nil {
                                    for k in 0..<256 {
                                        var blended = value
                                        withUnsafeMutableBytes(of: &blended) {
                                            PixelCanvas.blend($0.baseAddress!.assumingMemoryBound(to: UInt8.self), color, coverage: UInt8(k))
                                        }
                                        table[k] = blended
                                    }
                                    backdrop = value
                                }
                                if value == backdrop {
                                    UnsafeMutableRawPointer(p).storeBytes(of: table[Int(c)], as: UInt32.self)
                                } else {
                                    PixelCanvas.blend(p, color, coverage: c)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Integer pixel and sub-pixel offset in 1/64 px, quantized to `subpixelSteps`.
    static func split(_ value: CGFloat) -> (Int, Int) {
        var whole = Int(value.rounded(.down))
        var fraction = Int(((value - CGFloat(whole)) * CGFloat(subpixelSteps)).rounded()) * (64 / subpixelSteps)
        if fraction >= 64 {
            whole += 1
            fraction = 0
        }
        return (whole, fraction)
    }
}
