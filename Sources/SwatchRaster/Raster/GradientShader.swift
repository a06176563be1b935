import Foundation

/// A gradient placed in device pixels: gives the premultiplied color of any pixel.
///
/// The gradient parameter is computed in `Double` from the pixel's centre, the color between
/// the two stops around it is interpolated in `Double`, and the result is rounded to bytes
/// once; the same operations in the same order every time, so the same bits on every run and
/// thread (docs/ARCHITECTURE.md §7.10).
final class GradientShader {
    /// A stop with its color premultiplied, in the space colors are interpolated in.
    private struct Stop {
        let location: Double
        /// Premultiplied components: sRGB for `.device`, Oklab for `.perceptual`; then alpha.
        let c0: Double, c1: Double, c2: Double, alpha: Double
    }

    private enum Geometry {
        case linear(x0: Double, y0: Double, dx: Double, dy: Double, lengthSquared: Double)
        case radial(cx: Double, cy: Double, r0: Double, r1: Double)
        case angular(cx: Double, cy: Double, start: Double, span: Double)
        case elliptical(cx: Double, cy: Double, width: Double, height: Double, f0: Double, f1: Double)
    }

    private let stops: [Stop]
    private let geometry: Geometry
    private let perceptual: Bool
    /// For a gradient drawn through a transform (§7.16): maps a device pixel back to where the
    /// gradient was placed. Nil for untransformed drawing.
    private let inverse: CGAffineTransform?

    /// Places `gradient` on `bounds`, the painted view's frame in device pixels; `scale` turns
    /// radii given in points into pixels.
    init(_ gradient: ResolvedGradient, bounds: CGRect, scale: CGFloat) {
        inverse = nil
        perceptual = gradient.colorSpace == .perceptual
        let perceptual = self.perceptual
        stops = gradient.stops.map { stop in
            let color = stop.color
            let alpha = max(0, min(1, color.alpha.isFinite ? color.alpha : 0))
            var c = (max(0, min(1, color.red)), max(0, min(1, color.green)), max(0, min(1, color.blue)))
            if perceptual { c = OklabConversion.fromSRGB(c.0, c.1, c.2) }
            return Stop(location: stop.location.isFinite ? stop.location : 0, c0: c.0 * alpha, c1: c.1 * alpha, c2: c.2 * alpha, alpha: alpha)
        }
        let x = Double(bounds.minX), y = Double(bounds.minY), w = Double(bounds.width), h = Double(bounds.height)
        func point(_ p: UnitPoint) -> (Double, Double) { (x + Double(p.x) * w, y + Double(p.y) * h) }
        switch gradient.geometry {
        case .linear(let start, let end):
            let (x0, y0) = point(start), (x1, y1) = point(end)
            let dx = x1 - x0, dy = y1 - y0
            geometry = .linear(x0: x0, y0: y0, dx: dx, dy: dy, lengthSquared: dx * dx + dy * dy)
        case .radial(let center, let startRadius, let endRadius):
            let (cx, cy) = point(center)
            geometry = .radial(cx: cx, cy: cy, r0: startRadius * Double(scale), r1: endRadius * Double(scale))
        case .angular(let center, let start, let end):
            let (cx, cy) = point(center)
            let turn = 2 * Double.pi
            // More than a turn: only the last complete turn is drawn.
            let span = end - start
            geometry = span > turn ? .angular(cx: cx, cy: cy, start: end - turn, span: turn) : .angular(cx: cx, cy: cy, start: start, span: span)
        case .elliptical(let center, let f0, let f1):
            let (cx, cy) = point(center)
            geometry = .elliptical(cx: cx, cy: cy, width: w, height: h, f0: f0, f1: f1)
        }
    }

    private init(_ shader: GradientShader, inverse: CGAffineTransform) {
        stops = shader.stops
        geometry = shader.geometry
        perceptual = shader.perceptual
        self.inverse = inverse
    }

    private init(_ shader: GradientShader, opacity: Double) {
        stops = shader.stops.map { Stop(location: $0.location, c0: $0.c0 * opacity, c1: $0.c1 * opacity, c2: $0.c2 * opacity, alpha: $0.alpha * opacity) }
        geometry = shader.geometry
        perceptual = shader.perceptual
        inverse = shader.inverse
    }

    /// The same gradient at `opacity` times its own (a dash too fine to draw run by run);
    /// 1 returns the shader itself.
    func scalingOpacity(_ opacity: Double) -> GradientShader {
        opacity == 1 ? self : GradientShader(self, opacity: opacity)
    }

    /// The same gradient drawn through `transform` (device pixels): each pixel is mapped back
    /// through the inverse, so the gradient turns and skews with the shape it paints.
    func transformed(by transform: CGAffineTransform) -> GradientShader {
        let back = transform.inverted()
        return GradientShader(self, inverse: inverse.map { back.concatenating($0) } ?? back)
    }

    /// The gradient parameter at a point in device pixels, not yet clamped.
    private func parameter(_ px: Double, _ py: Double) -> Double {
        switch geometry {
        case .linear(let x0, let y0, let dx, let dy, let lengthSquared):
            guard lengthSquared > 0 else { return 0 }
            return ((px - x0) * dx + (py - y0) * dy) / lengthSquared
        case .radial(let cx, let cy, let r0, let r1):
            let distance = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
            guard r1 != r0 else { return distance >= r1 ? 1 : 0 }
            return (distance - r0) / (r1 - r0)
        case .angular(let cx, let cy, let start, let span):
            let turn = 2 * Double.pi
            // y grows downwards, so increasing angles run clockwise on screen, as in SwiftUI.
            var a = (atan2(py - cy, px - cx) - start).truncatingRemainder(dividingBy: turn)
            if a < 0 { a += turn }
            if span > 0 && a <= span { return a / span }
            // The gap of a partial turn: the last color, then the first from halfway across.
            let gap = turn - max(0, span)
            return (a - max(0, span)) / gap < 0.5 ? 1 : 0
        case .elliptical(let cx, let cy, let width, let height, let f0, let f1):
            guard width > 0, height > 0 else { return 0 }
            let ux = (px - cx) / width, uy = (py - cy) / height
            let distance = (ux * ux + uy * uy).squareRoot()
            guard f1 != f0 else { return distance >= f1 ? 1 : 0 }
            return (distance - f0) / (f1 - f0)
        }
    }

    /// The premultiplied color of the pixel whose top-left corner is (`x`, `y`).
    func color(atPixel x: Int, _ y: Int) -> PremultipliedColor {
        guard let first = stops.first, let last = stops.last else { return PremultipliedColor(r: 0, g: 0, b: 0, a: 0) }
        var t: Double
        if let inverse {
            let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
            t = parameter(Double(p.x), Double(p.y))
        } else {
            t = parameter(Double(x) + 0.5, Double(y) + 0.5)
        }
        if !t.isFinite { t = 0 }
        t = max(0, min(1, t))
        if t <= first.location { return bytes(first.c0, first.c1, first.c2, first.alpha) }
        if t >= last.location { return bytes(last.c0, last.c1, last.c2, last.alpha) }
        var i = 0
        while i + 1 < stops.count && stops[i + 1].location <= t { i += 1 }
        let a = stops[i], b = stops[min(i + 1, stops.count - 1)]
        let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
        return bytes(a.c0 + (b.c0 - a.c0) * f, a.c1 + (b.c1 - a.c1) * f, a.c2 + (b.c2 - a.c2) * f, a.alpha + (b.alpha - a.alpha) * f)
    }

    /// Premultiplied interpolated components to bytes, rounding once.
    private func bytes(_ c0: Double, _ c1: Double, _ c2: Double, _ alpha: Double) -> PremultipliedColor {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let a = byte(alpha)
        guard a > 0 else { return PremultipliedColor(r: 0, g: 0, b: 0, a: 0) }
        if !perceptual { return PremultipliedColor(r: min(byte(c0), a), g: min(byte(c1), a), b: min(byte(c2), a), a: a) }
        // Oklab: un-premultiply, back to sRGB, clamp to the gamut, premultiply again.
        let rgb = OklabConversion.toSRGB(c0 / alpha, c1 / alpha, c2 / alpha)
        let clamp = { (v: Double) in max(0, min(1, v)) }
        return PremultipliedColor(r: min(byte(clamp(rgb.0) * alpha), a), g: min(byte(clamp(rgb.1) * alpha), a), b: min(byte(clamp(rgb.2) * alpha), a), a: a)
    }
}

/// Björn Ottosson's Oklab (2020), from and to sRGB through linear sRGB; the "perceptual" space
/// of `Gradient.ColorSpace.perceptual` and `Color.mix` here (an approximation: SwiftUI does
/// not document which perceptual space it uses).
enum OklabConversion {
    static func fromSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let lr = ColorSpaceConversion.srgbToLinear(r), lg = ColorSpaceConversion.srgbToLinear(g), lb = ColorSpaceConversion.srgbToLinear(b)
        let l = cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    static func toSRGB(_ L: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let l = L + 0.3963377774 * a + 0.2158037573 * b
        let m = L - 0.1055613458 * a - 0.0638541728 * b
        let s = L - 0.0894841775 * a - 1.2914855480 * b
        let l3 = l * l * l, m3 = m * m * m, s3 = s * s * s
        let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let bl = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        return (ColorSpaceConversion.linearToSRGB(r), ColorSpaceConversion.linearToSRGB(g), ColorSpaceConversion.linearToSRGB(bl))
    }
}
