/// Drawing an image into a destination rectangle (device pixels, fractional): each pixel
/// centre is mapped into the image and sampled bilinearly with edge clamping (or the
/// nearest pixel for `.interpolation(.none)`), and pixels the rectangle covers only in part
/// get that fraction as coverage, so a scaled image has interpolated, anti-aliased edges.
/// Weights are 1/256 steps and the arithmetic is integer, so the bits are reproducible.
extension PixelCanvas {
    mutating func draw(image: PixelCanvas, into destination: CGRect, smooth: Bool, tint: PremultipliedColor?, clip: PixelRect) {
        guard image.width > 0, image.height > 0, destination.width > 0, destination.height > 0,
              destination.minX.isFinite, destination.minY.isFinite, destination.maxX.isFinite, destination.maxY.isFinite
        else { return }
        let area = PixelRect(
            x0: Int(max(-1e7, destination.minX).rounded(.down)), y0: Int(max(-1e7, destination.minY).rounded(.down)),
            x1: Int(min(1e7, destination.maxX).rounded(.up)), y1: Int(min(1e7, destination.maxY).rounded(.up)))
            .intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let sx = CGFloat(image.width) / destination.width, sy = CGFloat(image.height) / destination.height
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            for y in area.y0..<area.y1 {
                let coverY = min(CGFloat(y + 1), destination.maxY) - max(CGFloat(y), destination.minY)
                let v = (CGFloat(y) + 0.5 - destination.minY) * sy - 0.5
                for x in area.x0..<area.x1 {
                    let coverX = min(CGFloat(x + 1), destination.maxX) - max(CGFloat(x), destination.minX)
                    let coverage = UInt8(max(0, min(255, (coverX * coverY * 255).rounded())))
                    guard coverage > 0 else { continue }
                    let u = (CGFloat(x) + 0.5 - destination.minX) * sx - 0.5
                    var color = smooth ? image.clampedSample(x: u, y: v) : image.nearest(x: u, y: v)
                    if let tint { color = tint.scaled(by: color.a) }
                    guard color.a > 0 else { continue }
                    PixelCanvas.blend(base + (y * width + x) * 4, color, coverage: coverage)
                }
            }
        }
    }

    /// Bilinear sample with coordinates clamped to the image (pixel-centre coordinates).
    func clampedSample(x: CGFloat, y: CGFloat) -> PremultipliedColor {
        let cx = min(max(x, 0), CGFloat(width - 1)), cy = min(max(y, 0), CGFloat(height - 1))
        let fx = cx.rounded(.down), fy = cy.rounded(.down)
        let ix = Int(fx), iy = Int(fy)
        let ix1 = min(ix + 1, width - 1), iy1 = min(iy + 1, height - 1)
        let wx = UInt32(((cx - fx) * 256).rounded()), wy = UInt32(((cy - fy) * 256).rounded())
        var sum: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        func add(_ column: Int, _ row: Int, _ weight: UInt32) {
            guard weight > 0 else { return }
            let offset = (row * width + column) * 4
            sum.0 += UInt32(pixels[offset]) * weight
            sum.1 += UInt32(pixels[offset + 1]) * weight
            sum.2 += UInt32(pixels[offset + 2]) * weight
            sum.3 += UInt32(pixels[offset + 3]) * weight
        }
        add(ix, iy, (256 - wx) * (256 - wy))
        add(ix1, iy, wx * (256 - wy))
        add(ix, iy1, (256 - wx) * wy)
        add(ix1, iy1, wx * wy)
        let half: UInt32 = 1 << 15
        return PremultipliedColor(
            r: UInt8((sum.0 + half) >> 16), g: UInt8((sum.1 + half) >> 16),
            b: UInt8((sum.2 + half) >> 16), a: UInt8((sum.3 + half) >> 16))
    }

    /// The pixel whose square holds the point.
    func nearest(x: CGFloat, y: CGFloat) -> PremultipliedColor {
        let ix = min(max(Int((x + 0.5).rounded(.down)), 0), width - 1)
        let iy = min(max(Int((y + 0.5).rounded(.down)), 0), height - 1)
        let offset = (iy * width + ix) * 4
        return PremultipliedColor(r: pixels[offset], g: pixels[offset + 1], b: pixels[offset + 2], a: pixels[offset + 3])
    }
}
