/// Turns a path and a `StrokeStyle` into polygons whose union (non-zero fill) is the stroke
/// (docs/ARCHITECTURE.md §7.8). Works in device pixels, after the path is flattened at the
/// render scale: one quadrilateral per segment, one piece per join, one per cap. Every piece
/// is given the same orientation, so where pieces overlap the winding number only grows and
/// the non-zero rule fills the overlap once: a stroke is one polygon set, blended once.
struct PathStroker {
    /// The most painted runs that one dashed stroke is cut into. Past it the pattern is finer
    /// than anything a pixel can show, and each run would cost a polygon: `dash: [1e-9]` on a
    /// 300-pt rectangle would need billions. Such a stroke is drawn solid at the pattern's
    /// average coverage instead, which is what the eye sees (docs/ARCHITECTURE.md §7.8).
    static let maximumDashRuns = 100_000

    /// The stroke of `path` (in points) at `scale`, as device-pixel polygons.
    static func polygons(_ path: Path, style: StrokeStyle, scale: CGFloat) -> [[CGPoint]] {
        outline(path, style: style, scale: scale).polygons
    }

    /// The stroke of `path` as device-pixel polygons, and the opacity to paint them at: 1, or
    /// the painted fraction of a dash pattern too fine to draw run by run.
    static func outline(_ path: Path, style: StrokeStyle, scale: CGFloat) -> (polygons: [[CGPoint]], coverage: Double) {
        let halfWidth = style.lineWidth * scale / 2
        guard halfWidth > 0, halfWidth.isFinite else {
            // A width of 0 draws nothing, quietly; NaN, negative or infinite widths are user
            // math gone wrong and are named (§5.21).
            if !(style.lineWidth.isFinite && style.lineWidth >= 0) {
                DegenerateGeometry.warn("stroke(lineWidth: \(style.lineWidth))", "invalid line width (negative or non-finite)", "not drawn")
            }
            return ([], 1)
        }
        let tolerance = Path.deviceTolerance
        var stroker = PathStroker(style: style, halfWidth: halfWidth, tolerance: tolerance)
        let subpaths = path.flattened(transform: CGAffineTransform(scaleX: scale, y: scale), tolerance: tolerance)
        var dash = Dash(style.dash.map { $0 * scale }, phase: style.dashPhase * scale)
        var coverage = 1.0
        if let pattern = dash, pattern.runs(along: subpaths) > Double(maximumDashRuns) {
            coverage = pattern.paintedFraction
            dash = nil
        }
        for subpath in subpaths {
            let hadSegments = subpath.points.count > 1
            let points = deduplicated(subpath.points)
            if let dash, points.count > 1 {
                for piece in dash.split(points, closed: subpath.closed) { stroker.addOpen(piece) }
            } else if points.count == 1 {
                if hadSegments { stroker.addDot(points[0], direction: CGPoint(x: 1, y: 0)) }
            } else if subpath.closed && points.count > 2 {
                stroker.addClosed(points)
            } else {
                stroker.addOpen(points)
            }
        }
        return (stroker.pieces, coverage)
    }

    private static func deduplicated(_ points: [CGPoint]) -> [CGPoint] {
        var result: [CGPoint] = []
        result.reserveCapacity(points.count)
        for p in points where result.last != p { result.append(p) }
        return result
    }

    let style: StrokeStyle
    let halfWidth: CGFloat
    /// The angle step that keeps a round join or cap within the tolerance of the true circle.
    let arcStep: CGFloat
    private(set) var pieces: [[CGPoint]] = []

    init(style: StrokeStyle, halfWidth: CGFloat, tolerance: CGFloat) {
        self.style = style
        self.halfWidth = halfWidth
        arcStep = halfWidth > tolerance ? 2 * acos(1 - tolerance / halfWidth) : .pi / 2
    }

    /// An open polyline: segments, joins at inner vertices, caps at both ends.
    mutating func addOpen(_ points: [CGPoint]) {
        guard points.count > 1 else { return }
        for i in 0..<(points.count - 1) { addSegment(points[i], points[i + 1]) }
        if points.count > 2 {
            for i in 1..<(points.count - 1) { addJoin(points[i], from: points[i - 1], to: points[i + 1]) }
        }
        addCap(points[0], outward: unit(points[0], points[1]))
        addCap(points[points.count - 1], outward: unit(points[points.count - 1], points[points.count - 2]))
    }

    /// A closed polygon: segments all round, a join at every vertex, no caps.
    mutating func addClosed(_ points: [CGPoint]) {
        let n = points.count
        for i in 0..<n { addSegment(points[i], points[(i + 1) % n]) }
        for i in 0..<n { addJoin(points[i], from: points[(i + n - 1) % n], to: points[(i + 1) % n]) }
    }

    /// A zero-length subpath: only round and square caps draw anything, as in Core Graphics.
    mutating func addDot(_ p: CGPoint, direction: CGPoint) {
        addCap(p, outward: direction)
        addCap(p, outward: CGPoint(x: -direction.x, y: -direction.y))
    }

    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = a.x - b.x, dy = a.y - b.y, length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? CGPoint(x: dx / length, y: dy / length) : CGPoint(x: 1, y: 0)
    }

    private mutating func addSegment(_ p: CGPoint, _ q: CGPoint) {
        let d = unit(q, p)
        let nx = -d.y * halfWidth, ny = d.x * halfWidth
        add([CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: q.x + nx, y: q.y + ny),
             CGPoint(x: q.x - nx, y: q.y - ny), CGPoint(x: p.x - nx, y: p.y - ny)])
    }

    private mutating func addJoin(_ v: CGPoint, from previous: CGPoint, to next: CGPoint) {
        let d0 = unit(v, previous), d1 = unit(next, v)
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-9 && dot > 0 { return }
        // The outer side of the turn is opposite the side the path turns towards.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n0 = CGPoint(x: -d0.y, y: d0.x), n1 = CGPoint(x: -d1.y, y: d1.x)
        let a = CGPoint(x: v.x + side * halfWidth * n0.x, y: v.y + side * halfWidth * n0.y)
        let b = CGPoint(x: v.x + side * halfWidth * n1.x, y: v.y + side * halfWidth * n1.y)
        switch style.lineJoin {
        case .bevel:
            add([v, a, b])
        case .miter:
            // Miter length / line width = 1 / sin(φ/2) = 2 / |n0 + n1| (φ: angle between segments).
            let ux = n0.x + n1.x, uy = n0.y + n1.y, lengthSquared = ux * ux + uy * uy
            let ratio = lengthSquared > 1e-18 ? 2 / lengthSquared.squareRoot() : .infinity
            if ratio <= style.miterLimit {
                let k = side * 2 * halfWidth / lengthSquared
                add([v, a, CGPoint(x: v.x + ux * k, y: v.y + uy * k), b])
            } else {
                add([v, a, b])
            }
        case .round:
            let turn = atan2(abs(cross), dot)
            let start = atan2(a.y - v.y, a.x - v.x)
            let direction: CGFloat = cross > 0 ? 1 : -1
            var polygon = [v]
            let count = max(1, Int((turn / arcStep).rounded(.up)))
            for i in 0...count {
                let angle = start + direction * turn * CGFloat(i) / CGFloat(count)
                polygon.append(CGPoint(x: v.x + halfWidth * cos(angle), y: v.y + halfWidth * sin(angle)))
            }
            add(polygon)
        }
    }

    /// A cap at end point `p`, `outward` pointing away from the line.
    private mutating func addCap(_ p: CGPoint, outward e: CGPoint) {
        switch style.lineCap {
        case .butt:
            return
        case .square:
            let nx = -e.y * halfWidth, ny = e.x * halfWidth, ex = e.x * halfWidth, ey = e.y * halfWidth
            add([CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: p.x + nx + ex, y: p.y + ny + ey),
                 CGPoint(x: p.x - nx + ex, y: p.y - ny + ey), CGPoint(x: p.x - nx, y: p.y - ny)])
        case .round:
            let count = max(4, Int((2 * .pi / arcStep).rounded(.up)))
            add((0..<count).map { i in
                let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(count)
                return CGPoint(x: p.x + halfWidth * cos(angle), y: p.y + halfWidth * sin(angle))
            })
        }
    }

    /// Adds a piece with positive orientation; degenerate pieces are dropped.
    private mutating func add(_ polygon: [CGPoint]) {
        var area: CGFloat = 0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            area += p.x * q.y - q.x * p.y
        }
        guard area.isFinite, area != 0 else { return }
        pieces.append(area > 0 ? polygon : polygon.reversed())
    }
}

/// A dash pattern in device pixels, walking polylines into their painted runs.
struct Dash {
    let lengths: [CGFloat]
    let phase: CGFloat
    let total: CGFloat

    /// Nil when the pattern draws a solid line (empty) or is invalid (negative, all zero).
    init?(_ pattern: [CGFloat], phase: CGFloat) {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        // An odd count repeats, so painted and unpainted alternate across repetitions.
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = lengths.reduce(0, +)
        guard total > 0, phase.isFinite else { return nil }
        self.lengths = lengths
        self.total = total
        let wrapped = phase.truncatingRemainder(dividingBy: total)
        self.phase = wrapped < 0 ? wrapped + total : wrapped
    }

    /// The share of the pattern that is painted (the even-indexed lengths).
    var paintedFraction: Double {
        Double(stride(from: 0, to: lengths.count, by: 2).reduce(CGFloat(0)) { $0 + lengths[$1] } / total)
    }

    /// About how many painted runs the pattern cuts `subpaths` into: one per painted length in
    /// each repetition, plus one per subpath for the partial repetitions at its ends.
    func runs(along subpaths: [FlatSubpath]) -> Double {
        var length = 0.0
        for subpath in subpaths {
            let points = subpath.closed && subpath.points.count > 1 ? subpath.points + [subpath.points[0]] : subpath.points
            for i in points.indices.dropFirst() {
                length += Double(hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y))
            }
        }
        let perRepetition = Double(lengths.count / 2)
        return (length / Double(total) + 1) * perRepetition + Double(subpaths.count)
    }

    /// The painted runs of a polyline, each an open polyline. The pattern restarts at each
    /// subpath; a closed subpath is walked back to its start.
    func split(_ points: [CGPoint], closed: Bool) -> [[CGPoint]] {
        let path = closed ? points + [points[0]] : points
        var index = 0, remaining = lengths[0]
        var skip = phase
        while skip > 0 {
            if skip >= remaining { skip -= remaining; index = (index + 1) % lengths.count; remaining = lengths[index] } else { remaining -= skip; skip = 0 }
        }
        var runs: [[CGPoint]] = []
        var current: [CGPoint] = index % 2 == 0 ? [path[0]] : []
        for i in 0..<(path.count - 1) {
            let a = path[i], b = path[i + 1]
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 0 else { continue }
            let dx = (b.x - a.x) / length, dy = (b.y - a.y) / length
            var travelled: CGFloat = 0
            while length - travelled > remaining {
                travelled += remaining
                let p = CGPoint(x: a.x + dx * travelled, y: a.y + dy * travelled)
                if index % 2 == 0 {
                    current.append(p)
                    // A zero-length dash keeps its direction for the caps.
                    if current.count == 1 || current.allSatisfy({ $0 == p }) {
                        current = [p, CGPoint(x: p.x + dx * 1e-6, y: p.y + dy * 1e-6)]
                    }
                    runs.append(current)
                    current = []
                } else {
                    current = [p]
                }
                index = (index + 1) % lengths.count
                remaining = lengths[index]
            }
            remaining -= length - travelled
            if index % 2 == 0 { current.append(b) }
        }
        if index % 2 == 0, current.count > 1 { runs.append(current) }
        return runs
    }
}
