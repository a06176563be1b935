/// Drawing an image through a rotation, scale or skew (docs/ARCHITECTURE.md §7.16): the
/// destination rectangle's transformed outline gives each pixel its exact-area coverage, and
/// the pixel's centre, mapped back into the image, gives its color (bilinear with clamped
/// edges, or the nearest pixel), as `draw(image:into:…)` does for untransformed images. The
/// bitmap is the one thing a transform resamples.
extension PixelCanvas {
    mutating func draw(image: PixelCanvas, into destination: CGRect, transform: CGAffineTransform,
                       smooth: Bool, tint: PremultipliedColor?, clip: PixelRect) {
        guard image.width > 0, image.height > 0, destination.width > 0, destination.height > 0,
              destination.minX.isFinite, destination.minY.isFinite, destination.maxX.isFinite, destination.maxY.isFinite
        else { return }
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0, determinant.isFinite else { return }  // flattened to a line
        let inverse = transform.inverted()
        let outline = [CGPoint(x: destination.minX, y: destination.minY), CGPoint(x: destination.maxX, y: destination.minY),
                       CGPoint(x: destination.maxX, y: destination.maxY), CGPoint(x: destination.minX, y: destination.maxY)]
            .map { $0.applying(transform) }
        let sx = CGFloat(image.width) / destination.width, sy = CGFloat(image.height) / destination.height
        let width = self.width
        let clip = clip.intersection(bounds)
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            AreaCoverage.scan([outline], evenOdd: false, clip: clip) { x, y, coverage in
                let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                let u = (p.x - destination.minX) * sx - 0.5, v = (p.y - destination.minY) * sy - 0.5
                var color = smooth ? image.clampedSample(x: u, y: v) : image.nearest(x: u, y: v)
                if let tint { color = tint.scaled(by: color.a) }
                guard color.a > 0 else { return }
                PixelCanvas.blend(base + (y * width + x) * 4, color, coverage: coverage)
            }
        }
    }
}
