/// SwiftUI's `Path`: the outline of a 2D shape as a list of elements — moves, lines, quadratic
/// and cubic Bézier curves, closes — kept exactly as added, so that curves are flattened only
/// when drawn, at the device scale (docs/ARCHITECTURE.md §7.6). Open and closed subpaths stay
/// distinct: a stroke caps the ends of an open one and joins a closed one all round.
public struct Path: Equatable, Sendable {
    /// One element of a path, as SwiftUI (and Core Graphics) describe it.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight segment from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a segment back to its start.
        case closeSubpath
    }

    /// The elements in the order they were added.
    var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rounded rectangle with equal corner radii (continuous corners unless asked otherwise,
    /// as in SwiftUI).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle whose four corners may have different radii.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element in order, as SwiftUI's `forEach` does.
    public func forEach(_ body: (Path.Element) -> Void) {
        elements.forEach(body)
    }

    /// The point the next segment starts from: the last point added, or the start of the
    /// subpath just closed; nil for an empty path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                if start == nil { start = p }
                current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    // MARK: Adding elements

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
    }

    /// Adds a straight segment from the current point (or starts a subpath there if the path
    /// is empty).
    public mutating func addLine(to end: CGPoint) {
        if needsMove { return move(to: end) }
        elements.append(.line(to: end))
    }

    /// Adds a quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if needsMove { return move(to: end) }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve from the current point.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if needsMove { return move(to: end) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a segment back to its first point.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// A new subpath through `lines`: a move to the first point, then lines to the others.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { elements.append(.line(to: point)) }
    }

    /// A closed rectangle subpath, starting at its minimum corner and running clockwise on
    /// screen, as Core Graphics adds it.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        elements.append(.line(to: CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        elements.append(.line(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        elements.append(.line(to: CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        elements.append(.closeSubpath)
    }

    /// One closed rectangle subpath per rect.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse inscribed in `rect`: four cubic quarters from the middle of the right edge,
    /// clockwise on screen (Core Graphics' `addEllipse`).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = Path.kappa * rx, ky = Path.kappa * ry
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: p(cx + rx, cy))
        elements.append(.curve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ky), control2: p(cx + kx, cy + ry)))
        elements.append(.curve(to: p(cx - rx, cy), control1: p(cx - kx, cy + ry), control2: p(cx - rx, cy + ky)))
        elements.append(.curve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ky), control2: p(cx - kx, cy - ry)))
        elements.append(.curve(to: p(cx + rx, cy), control1: p(cx + kx, cy - ry), control2: p(cx + rx, cy - ky)))
        elements.append(.closeSubpath)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`, circular or continuous.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        RoundedRectOutline.add(to: &self, rect: rect, radii: Array(repeating: cornerSize, count: 4), style: style, transform: transform)
    }

    /// A rounded rectangle whose corners have their own radii.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        // Order used by the outline: top trailing, bottom trailing, bottom leading, top leading.
        let radii = [cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading, cornerRadii.topLeading]
            .map { CGSize(width: $0, height: $0) }
        RoundedRectOutline.add(to: &self, rect: rect, radii: radii, style: style, transform: transform)
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle`. Angles are
    /// measured from the x axis towards the y axis; on screen (y down) `clockwise: false`
    /// therefore turns clockwise, exactly as in SwiftUI. A line joins the current point to
    /// the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let full = 2 * Double.pi
        let raw = endAngle.radians - startAngle.radians
        var sweep: Double
        if clockwise {
            sweep = raw <= -full ? -full : -((-raw).truncatingRemainder(dividingBy: full) + full).truncatingRemainder(dividingBy: full)
        } else {
            sweep = raw >= full ? full : (raw.truncatingRemainder(dividingBy: full) + full).truncatingRemainder(dividingBy: full)
        }
        if sweep == 0 && raw != 0 && abs(raw).truncatingRemainder(dividingBy: full) == 0 { sweep = clockwise ? -full : full }
        addArcSegments(center: center, radius: radius, start: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// An arc of `delta` from `startAngle` (positive turns towards the y axis).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        addArcSegments(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// The arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End` (Core Graphics' `addArc(tangent1End:…)`):
    /// a line to the first tangent point, then the arc. Collinear points give a line.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { return move(to: tangent1End.applying(transform)) }
        // Work in untransformed space: the current point is already transformed, so map it back.
        let inverse = transform.inverted()
        let a = p0.applying(inverse), b = tangent1End, c = tangent2End
        let d0 = CGVectorLike(b.x - a.x, b.y - a.y).normalized, d1 = CGVectorLike(c.x - b.x, c.y - b.y).normalized
        let cross = d0.x * d1.y - d0.y * d1.x
        guard radius > 0, let u = d0.unit, let v = d1.unit, abs(cross) > 1e-12 else {
            return addLine(to: b.applying(transform))
        }
        // Half the angle between the reversed incoming direction and the outgoing one.
        let cosTheta = max(-1, min(1, -(u.x * v.x + u.y * v.y)))
        let half = acos(cosTheta) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: b.x - u.x * distance, y: b.y - u.y * distance)
        let t2 = CGPoint(x: b.x + v.x * distance, y: b.y + v.y * distance)
        let side: CGFloat = cross > 0 ? 1 : -1
        let center = CGPoint(x: t1.x - u.y * radius * side, y: t1.y + u.x * radius * side)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        var end = atan2(t2.y - center.y, t2.x - center.x)
        if side > 0 { while end < start { end += 2 * .pi } } else { while end > start { end -= 2 * .pi } }
        addArcSegments(center: center, radius: radius, start: start, sweep: end - start, transform: transform)
    }

    /// Appends `path`'s elements, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.applying(transform).elements)
    }

    // MARK: Deriving paths

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform == .identity { return self }
        var copy = Path()
        copy.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: p.applying(transform))
            case .line(let p): return .line(to: p.applying(transform))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: return .closeSubpath
            }
        }
        return copy
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle holding every point of the path's segments (control points
    /// that the curves do not reach are not counted), or `.null` for an empty path.
    public var boundingRect: CGRect {
        var box = BoundingBox()
        forEachSegment { segment in box.add(segment) }
        return box.rect
    }

    /// Whether `point` is inside the path when filled by the non-zero rule (or even-odd).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for subpath in flattened(transform: .identity, tolerance: 0.01) where subpath.points.count > 1 {
            let pts = subpath.points
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    // MARK: Internals

    /// True when the next segment has no start point: an empty path.
    private var needsMove: Bool { elements.isEmpty }

    private mutating func addArcSegments(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
        }
        let first = point(start)
        if needsMove { move(to: first) } else { elements.append(.line(to: first)) }
        guard sweep.isFinite, sweep != 0, radius > 0 else { return }
        // At most a quarter turn per cubic, as Core Graphics splits arcs.
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<count {
            let a0 = start + step * Double(i), a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p3 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = CGPoint(x: p3.x + k * radius * sin(a1), y: p3.y - k * radius * cos(a1))
            elements.append(.curve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
        }
    }

    /// The control-point distance of a cubic quarter circle of radius 1: 4/3·(√2 − 1).
    static let kappa: CGFloat = 0.5522847498307936
}

/// A direction that may be zero, for the tangent-arc construction.
private struct CGVectorLike {
    let x: CGFloat, y: CGFloat
    init(_ x: CGFloat, _ y: CGFloat) { self.x = x; self.y = y }
    var normalized: CGVectorLike {
        let length = (x * x + y * y).squareRoot()
        return length > 0 ? CGVectorLike(x / length, y / length) : self
    }
    var unit: CGVectorLike? { x == 0 && y == 0 ? nil : self }
}
