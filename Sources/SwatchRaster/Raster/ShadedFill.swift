/// The shaded counterparts of the canvas's solid fills: the same coverage and the same
/// source-over blend (`PixelCanvas.blend`), with the color taken from a `GradientShader` per pixel.
/// Kept apart from the solid paths so those stay as fast as they were.
extension PixelCanvas {
    /// Fills whole pixels of `rect` (clipped to `clip`) with the shader's colors.
    mutating func fill(_ rect: PixelRect, shader: GradientShader, clip: PixelRect) {
        let r = rect.intersection(clip).intersection(bounds)
        guard !r.isEmpty else { return }
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            for y in r.y0..<r.y1 {
                for x in r.x0..<r.x1 {
                    PixelCanvas.blend(base + (y * width + x) * 4, shader.color(atPixel: x, y), coverage: 255)
                }
            }
        }
    }

    /// Fills polygons (non-zero, or even-odd for rings) with anti-aliased edges and shaded colors.
    mutating func fill(polygons: [[CGPoint]], evenOdd: Bool, shader: GradientShader, clip: PixelRect) {
        let width = self.width
        let clip = clip.intersection(bounds)
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            PolygonCoverage.scan(polygons, evenOdd: evenOdd, clip: clip) { x, y, coverage in
                PixelCanvas.blend(base + (y * width + x) * 4, shader.color(atPixel: x, y), coverage: coverage)
            }
        }
    }

    /// Draws glyph masks as `draw(glyphs:face:pixelSize:_:clip:)` does, shaded per pixel.
    mutating func draw(glyphs: [PositionedGlyph], face: FontFace, pixelSize: CGFloat, shader: GradientShader, clip: PixelRect) {
        let clip = clip.intersection(bounds)
        let width = self.width
        for glyph in glyphs {
            guard glyph.x.isFinite, glyph.y.isFinite else { continue }
            let (ix, sx) = PixelCanvas.split(glyph.x)
            let (iy, sy) = PixelCanvas.split(glyph.y)
            let mask = face.glyphMask(glyph.glyph, pixelSize: pixelSize, subpixelX: sx, subpixelY: sy)
            let left = ix + mask.left, top = iy - mask.top
            let target = PixelRect(x0: left, y0: top, x1: left + mask.width, y1: top + mask.height).intersection(clip)
            guard !target.isEmpty else { continue }
            mask.coverage.withUnsafeBufferPointer { coverage in
                pixels.withUnsafeMutableBufferPointer { canvas in
                    guard let pixels = canvas.baseAddress, let cover = coverage.baseAddress else { return }
                    for y in target.y0..<target.y1 {
                        let maskRow = cover + (y - top) * mask.width - left
                        let row = pixels + y * width * 4
                        for x in target.x0..<target.x1 where maskRow[x] > 0 {
                            PixelCanvas.blend(row + x * 4, shader.color(atPixel: x, y), coverage: maskRow[x])
                        }
                    }
                }
            }
        }
    }
}
