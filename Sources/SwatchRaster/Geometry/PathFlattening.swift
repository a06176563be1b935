/// A path's segments with their start points made explicit, and the flattening of curves into
/// polylines to a given tolerance (docs/ARCHITECTURE.md §7.6).
enum PathSegment {
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    var start: CGPoint {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    var end: CGPoint {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    /// The point at parameter `t` in 0...1.
    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let a, let b):
            return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        case .quad(let a, let c, let b):
            return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
        case .cubic(let a, let c1, let c2, let b):
            let wa = u * u * u, wb = 3 * u * u * t, wc = 3 * u * t * t, wd = t * t * t
            return CGPoint(x: wa * a.x + wb * c1.x + wc * c2.x + wd * b.x, y: wa * a.y + wb * c1.y + wc * c2.y + wd * b.y)
        }
    }

    /// The number of equal parameter steps that keep the chords within `tolerance` of the
    /// curve: a chord of a curve with second derivative at most M deviates by at most M/(8n²).
    func steps(tolerance: CGFloat) -> Int {
        func norm(_ x: CGFloat, _ y: CGFloat) -> CGFloat { (x * x + y * y).squareRoot() }
        let bound: CGFloat
        switch self {
        case .line: return 1
        case .quad(let a, let c, let b):
            bound = 2 * norm(a.x - 2 * c.x + b.x, a.y - 2 * c.y + b.y)
        case .cubic(let a, let c1, let c2, let b):
            bound = 6 * max(norm(a.x - 2 * c1.x + c2.x, a.y - 2 * c1.y + c2.y), norm(c1.x - 2 * c2.x + b.x, c1.y - 2 * c2.y + b.y))
        }
        guard bound.isFinite, tolerance > 0 else { return 1 }
        let n = (bound / (8 * tolerance)).squareRoot().rounded(.up)
        return Int(max(1, min(4096, n)))
    }

    /// The segment between parameters `t0` and `t1`, as the same kind of curve.
    func split(_ t0: CGFloat, _ t1: CGFloat) -> PathSegment {
        switch self {
        case .line:
            return .line(point(at: t0), point(at: t1))
        case .quad(let a, let c, let b):
            // Quadratic as a cubic, then cut: keeps the code to one cutting routine.
            let c1 = CGPoint(x: a.x + 2 / 3 * (c.x - a.x), y: a.y + 2 / 3 * (c.y - a.y))
            let c2 = CGPoint(x: b.x + 2 / 3 * (c.x - b.x), y: b.y + 2 / 3 * (c.y - b.y))
            return PathSegment.cubic(a, c1, c2, b).split(t0, t1)
        case .cubic:
            // The cubic restricted to [t0, t1]: end points and derivatives scaled by the span.
            let p0 = point(at: t0), p3 = point(at: t1), span = t1 - t0
            let d0 = derivative(t0), d1 = derivative(t1)
            return .cubic(p0,
                          CGPoint(x: p0.x + d0.x * span / 3, y: p0.y + d0.y * span / 3),
                          CGPoint(x: p3.x - d1.x * span / 3, y: p3.y - d1.y * span / 3), p3)
        }
    }

    private func derivative(_ t: CGFloat) -> CGPoint {
        guard case .cubic(let a, let c1, let c2, let b) = self else { return .zero }
        let u = 1 - t
        return CGPoint(x: 3 * u * u * (c1.x - a.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (b.x - c2.x),
                       y: 3 * u * u * (c1.y - a.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (b.y - c2.y))
    }

    /// The segment as a path element (its start is the current point).
    var element: Path.Element {
        switch self {
        case .line(_, let b): return .line(to: b)
        case .quad(_, let c, let b): return .quadCurve(to: b, control: c)
        case .cubic(_, let c1, let c2, let b): return .curve(to: b, control1: c1, control2: c2)
        }
    }
}

/// One flattened subpath: its points, and whether it was closed.
struct FlatSubpath {
    var points: [CGPoint]
    var closed: Bool
}

extension Path {
    /// Visits the path as subpaths of segments: `begin` at each subpath start (with whether
    /// the subpath is closed), then its segments. A closed subpath's closing segment is
    /// included when it has length.
    func forEachSubpath(_ body: (_ start: CGPoint, _ segments: [PathSegment], _ closed: Bool) -> Void) {
        var start: CGPoint?
        var current: CGPoint?
        var segments: [PathSegment] = []
        func finish(closed: Bool) {
            if let s = start {
                if closed, let c = current, c != s { segments.append(.line(c, s)) }
                body(s, segments, closed)
            }
            segments = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p; current = p
            case .line(let p):
                if start == nil { start = current ?? p; current = start }
                segments.append(.line(current!, p)); current = p
            case .quadCurve(let p, let c):
                if start == nil { start = current ?? p; current = start }
                segments.append(.quad(current!, c, p)); current = p
            case .curve(let p, let c1, let c2):
                if start == nil { start = current ?? p; current = start }
                segments.append(.cubic(current!, c1, c2, p)); current = p
            case .closeSubpath:
                finish(closed: true)
                // A segment after a close starts a new subpath at the closed one's start.
                current = start; start = nil
            }
        }
        finish(closed: false)
    }

    /// Every segment in order.
    func forEachSegment(_ body: (PathSegment) -> Void) {
        forEachSubpath { start, segments, _ in
            if segments.isEmpty { body(.line(start, start)) }
            segments.forEach(body)
        }
    }

    /// The subpaths as polylines after `transform`, curves cut into chords no farther than
    /// `tolerance` from the curve (in the transformed space).
    func flattened(transform: CGAffineTransform, tolerance: CGFloat) -> [FlatSubpath] {
        var result: [FlatSubpath] = []
        let mapped = applying(transform)
        mapped.forEachSubpath { start, segments, closed in
            var points = [start]
            for segment in segments {
                let n = segment.steps(tolerance: tolerance)
                if n == 1 {
                    points.append(segment.end)
                } else {
                    for i in 1...n { points.append(segment.point(at: CGFloat(i) / CGFloat(n))) }
                }
            }
            if closed, points.count > 1, points.first == points.last { points.removeLast() }
            result.append(FlatSubpath(points: points, closed: closed))
        }
        return result
    }

    /// The path as closed polygons in device pixels for filling: each subpath is closed, as a
    /// fill closes open subpaths; curves are flattened to 1/20 of a device pixel.
    func devicePolygons(scale: CGFloat) -> [[CGPoint]] {
        flattened(transform: CGAffineTransform(scaleX: scale, y: scale), tolerance: Path.deviceTolerance)
            .map(\.points).filter { $0.count > 2 }
    }

    /// The largest distance, in device pixels, between a drawn chord and the true curve.
    static let deviceTolerance: CGFloat = 0.05
}

/// The tight bounds of segments: end points plus the curves' extreme points.
struct BoundingBox {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    mutating func add(_ segment: PathSegment) {
        add(segment.start); add(segment.end)
        for t in extrema(segment) where t > 0 && t < 1 { add(segment.point(at: t)) }
    }

    var rect: CGRect {
        minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Parameters where the segment's x or y derivative is zero.
    private func extrema(_ segment: PathSegment) -> [CGFloat] {
        switch segment {
        case .line: return []
        case .quad(let a, let c, let b):
            var ts: [CGFloat] = []
            for (p0, p1, p2) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
                let d = p0 - 2 * p1 + p2
                if d != 0 { ts.append((p0 - p1) / d) }
            }
            return ts
        case .cubic(let a, let c1, let c2, let b):
            var ts: [CGFloat] = []
            for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
                // Derivative / 3: qa t² + qb t + qc.
                let qa = -p0 + 3 * p1 - 3 * p2 + p3, qb = 2 * (p0 - 2 * p1 + p2), qc = p1 - p0
                if abs(qa) < 1e-12 {
                    if qb != 0 { ts.append(-qc / qb) }
                } else {
                    let disc = qb * qb - 4 * qa * qc
                    if disc >= 0 {
                        let root = disc.squareRoot()
                        ts.append((-qb + root) / (2 * qa)); ts.append((-qb - root) / (2 * qa))
                    }
                }
            }
            return ts
        }
    }
}
