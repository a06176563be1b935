/// An outline made of straight segments (curves are flattened finely when added), enough
/// for SwiftUI's shapes and simple custom `Shape`s; filled with the non-zero winding rule.
public struct Path: Equatable {
    /// Closed polygons in points.
    var subpaths: [[CGPoint]] = []
    private var current: [CGPoint] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// True when the path has no segments.
    public var isEmpty: Bool { subpaths.isEmpty && current.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        flush()
        current = [point]
    }

    /// Adds a straight segment.
    public mutating func addLine(to point: CGPoint) {
        if current.isEmpty { current = [point] } else { current.append(point) }
    }

    /// Adds a quadratic Bézier curve, flattened.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard let start = current.last else { return move(to: end) }
        for i in 1...Path.curveSteps {
            let t = CGFloat(i) / CGFloat(Path.curveSteps), u = 1 - t
            current.append(CGPoint(
                x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
        }
    }

    /// Adds a cubic Bézier curve, flattened.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard let start = current.last else { return move(to: end) }
        for i in 1...Path.curveSteps {
            let t = CGFloat(i) / CGFloat(Path.curveSteps), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            current.append(CGPoint(
                x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                y: a * start.y + b * control1.y + c * control2.y + d * end.y))
        }
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() { flush() }

    /// Adds a rectangle as its own subpath.
    public mutating func addRect(_ rect: CGRect) {
        flush()
        subpaths.append([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
    }

    /// Adds an ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2))
    }

    /// Adds a rectangle whose corners are quarter ellipses of `cornerSize`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        flush()
        let rect = rect.standardized
        let rx = max(0, min(cornerSize.width, rect.width / 2))
        let ry = max(0, min(cornerSize.height, rect.height / 2))
        guard rx > 0, ry > 0 else { return addRect(rect) }
        var points: [CGPoint] = []
        let corners: [(CGFloat, CGFloat, CGFloat)] = [
            (rect.maxX - rx, rect.minY + ry, -.pi / 2), (rect.maxX - rx, rect.maxY - ry, 0),
            (rect.minX + rx, rect.maxY - ry, .pi / 2), (rect.minX + rx, rect.minY + ry, .pi),
        ]
        for (cx, cy, start) in corners {
            for i in 0...Path.arcSteps {
                let angle = start + CGFloat(i) / CGFloat(Path.arcSteps) * (.pi / 2)
                points.append(CGPoint(x: cx + rx * cos(angle), y: cy + ry * sin(angle)))
            }
        }
        subpaths.append(points)
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var copy = self
        copy.flush()
        copy.subpaths = copy.subpaths.map { $0.map { CGPoint(x: $0.x + dx, y: $0.y + dy) } }
        return copy
    }

    /// The smallest rectangle holding every point.
    public var boundingRect: CGRect {
        var copy = self
        copy.flush()
        let all = copy.subpaths.flatMap { $0 }
        guard let first = all.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in all {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Closed polygons, the open one included.
    var polygons: [[CGPoint]] {
        var copy = self
        copy.flush()
        return copy.subpaths
    }

    private mutating func flush() {
        if current.count > 1 { subpaths.append(current) }
        current = []
    }

    /// Segments per flattened curve and per quarter arc: fine enough for 0.05 px error at @3x.
    static let curveSteps = 32
    static let arcSteps = 48
}
