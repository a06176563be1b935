import Foundation

/// Paths through points with Charts' interpolation methods.
enum Interpolation {
    static func path(_ pts: [CGPoint], _ method: InterpolationMethod, continuing: Bool = false) -> Path {
        var p = Path()
        add(pts, method, to: &p, continuing: continuing)
        return p
    }

    /// Adds the curve through `pts` to `p`; with `continuing`, lines to the first point.
    static func add(_ pts: [CGPoint], _ method: InterpolationMethod, to p: inout Path, continuing: Bool) {
        guard let first = pts.first else { return }
        if continuing { p.addLine(to: first) } else { p.move(to: first) }
        guard pts.count > 1 else { return }
        switch method.kind {
        case .linear:
            for q in pts.dropFirst() { p.addLine(to: q) }
        case .stepStart:
            for i in 1..<pts.count { p.addLine(to: CGPoint(x: pts[i - 1].x, y: pts[i].y)); p.addLine(to: pts[i]) }
        case .stepEnd:
            for i in 1..<pts.count { p.addLine(to: CGPoint(x: pts[i].x, y: pts[i - 1].y)); p.addLine(to: pts[i]) }
        case .stepCenter:
            for i in 1..<pts.count {
                let mx = (pts[i - 1].x + pts[i].x) / 2
                p.addLine(to: CGPoint(x: mx, y: pts[i - 1].y)); p.addLine(to: CGPoint(x: mx, y: pts[i].y)); p.addLine(to: pts[i])
            }
        case .cardinal(let tension):
            let k = (1 - tension) / 6
            for i in 0..<(pts.count - 1) {
                let p0 = pts[max(i - 1, 0)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[min(i + 2, pts.count - 1)]
                let c1 = CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y))
                let c2 = CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y))
                p.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .catmullRom(let alpha):
            for i in 0..<(pts.count - 1) {
                let p0 = pts[max(i - 1, 0)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[min(i + 2, pts.count - 1)]
                let (c1, c2) = catmullRomControls(p0, p1, p2, p3, alpha: alpha)
                p.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .monotone:
            addMonotone(pts, to: &p)
        }
    }

    /// Centripetal Catmull–Rom as Bézier controls (the d3 formulation Charts' curves match).
    static func catmullRomControls(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, alpha: CGFloat) -> (CGPoint, CGPoint) {
        func d(_ a: CGPoint, _ b: CGPoint) -> CGFloat { pow(hypot(b.x - a.x, b.y - a.y), alpha) }
        let d1 = max(d(p0, p1), 1e-6), d2 = max(d(p1, p2), 1e-6), d3 = max(d(p2, p3), 1e-6)
        let d1s = d1 * d1, d2s = d2 * d2, d3s = d3 * d3
        var c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
        var c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
        if p0 != p1 {
            let a = 2 * d1s + 3 * d1 * d2 + d2s, n = 3 * d1 * (d1 + d2)
            c1 = CGPoint(x: (p2.x * d1s - p0.x * d2s + p1.x * a) / n, y: (p2.y * d1s - p0.y * d2s + p1.y * a) / n)
        }
        if p2 != p3 {
            let b = 2 * d3s + 3 * d3 * d2 + d2s, m = 3 * d3 * (d3 + d2)
            c2 = CGPoint(x: (p1.x * d3s - p3.x * d2s + p2.x * b) / m, y: (p1.y * d3s - p3.y * d2s + p2.y * b) / m)
        }
        return (c1, c2)
    }

    /// Fritsch–Carlson monotone cubic in x.
    static func addMonotone(_ pts: [CGPoint], to p: inout Path) {
        let n = pts.count
        var slopes = [CGFloat](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) { let dx = pts[i + 1].x - pts[i].x; slopes[i] = dx == 0 ? 0 : (pts[i + 1].y - pts[i].y) / dx }
        var m = [CGFloat](repeating: 0, count: n)
        m[0] = slopes[0]; m[n - 1] = slopes[n - 2]
        for i in 1..<(n - 1) { m[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2 }
        for i in 0..<(n - 1) where slopes[i] != 0 {
            let a = m[i] / slopes[i], b = m[i + 1] / slopes[i], s = a * a + b * b
            if s > 9 { let t = 3 / s.squareRoot(); m[i] = t * a * slopes[i]; m[i + 1] = t * b * slopes[i] }
        }
        for i in 0..<(n - 1) {
            let dx = (pts[i + 1].x - pts[i].x) / 3
            p.addCurve(to: pts[i + 1], control1: CGPoint(x: pts[i].x + dx, y: pts[i].y + m[i] * dx), control2: CGPoint(x: pts[i + 1].x - dx, y: pts[i + 1].y - m[i + 1] * dx))
        }
    }
}
