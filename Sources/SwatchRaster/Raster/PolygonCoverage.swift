/// Anti-aliased polygon coverage: 16 sub-scanlines per pixel row, each span's horizontal
/// coverage computed exactly. Deterministic, and exact for axis-aligned pixel edges.
enum PolygonCoverage {
    static let subScanlines = 16

    /// Calls `visit(x, y, coverage)` for every pixel of `clip` the polygons touch, or, with
    /// `span`, `span(x0, x1, y)` for runs of whole pixels that are fully covered in rows where
    /// every edge is vertical on a pixel boundary (a rectangle's sides, a rounded rectangle's
    /// straight middle): there each pixel is either fully covered or not at all, so a run is
    /// exactly what the per-pixel visits would give, filled at once.
    static func scan(_ polygons: [[CGPoint]], evenOdd: Bool, clip: PixelRect,
                     span: ((Int, Int, Int) -> Void)? = nil, _ visit: (Int, Int, UInt8) -> Void) {
        guard let scan = ScanEdges(polygons, clip: clip) else { return }
        self.scan(scan, evenOdd: evenOdd, span: span, visit)
    }

    /// The same, from edges already built (a caller that needs their `area` first).
    static func scan(_ scan: ScanEdges, evenOdd: Bool, span: ((Int, Int, Int) -> Void)? = nil, _ visit: (Int, Int, UInt8) -> Void) {
        let edges = scan.edges, area = scan.area
        let sub = subScanlines
        var accumulator = [Double](repeating: 0, count: area.x1 - area.x0 + 1)
        // Whole pixels inside a span, as a difference array (+1 where a run starts, −1 past
        // its end), summed once per row: a wide shape costs per edge, not per pixel of every
        // sub-scanline. The counts are integers, so adding them at the end gives the same sums.
        var runs = [Int32](repeating: 0, count: area.x1 - area.x0 + 1)
        var crossings: [(x: Double, direction: Int)] = []
        // The edges that overlap the pixel row: edges join as the scan reaches their top (they
        // are sorted by it) and leave past their bottom, so a tall shape of many pieces (a
        // checkerboard, a chart) costs per edge it crosses, not per edge above. Each
        // sub-scanline takes the same crossings as a walk over every edge would (equal x
        // values only bound empty spans, whatever their order), so the coverage is the same.
        var active: [ScanEdges.Edge] = []
        var nextEdge = 0
        for y in area.y0..<area.y1 {
            let top = Double(y), bottom = top + 1
            active.removeAll { $0.y1 <= top }
            while nextEdge < edges.count, edges[nextEdge].y0 < bottom {
                if edges[nextEdge].y1 > top { active.append(edges[nextEdge]) }
                nextEdge += 1
            }
            if let span, active.allSatisfy({ $0.x0 == $0.x1 && $0.x0 == $0.x0.rounded(.down) && $0.y0 <= top && $0.y1 >= bottom }) {
                // Every sub-scanline crosses the same edges at the same whole-pixel x.
                crossings.removeAll(keepingCapacity: true)
                for e in active { crossings.append((e.x0, e.direction)) }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in crossings.indices.dropLast() {
                    winding += crossings[k].direction
                    let inside = evenOdd ? (k % 2 == 0) : winding != 0
                    let x0 = Int(max(crossings[k].x, Double(area.x0))), x1 = Int(min(crossings[k + 1].x, Double(area.x1)))
                    if inside && x1 > x0 { span(x0, x1, y) }
                }
                continue
            }
            for i in accumulator.indices { accumulator[i] = 0; runs[i] = 0 }
            for s in 0..<sub {
                let sy = top + (Double(s) + 0.5) / Double(sub)
                crossings.removeAll(keepingCapacity: true)
                for e in active where e.y0 <= sy && sy < e.y1 {
                    crossings.append((e.x0 + (sy - e.y0) * (e.x1 - e.x0) / (e.y1 - e.y0), e.direction))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in crossings.indices.dropLast() {
                    winding += crossings[k].direction
                    let inside = evenOdd ? (k % 2 == 0) : winding != 0
                    if inside { addSpan(crossings[k].x, crossings[k + 1].x, area, &accumulator, &runs) }
                }
            }
            var inside: Int32 = 0
            for x in area.x0..<area.x1 {
                inside += runs[x - area.x0]
                let value = (accumulator[x - area.x0] + Double(inside)) / Double(sub)
                let coverage = UInt8(max(0, min(255, (value * 255).rounded())))
                if coverage > 0 { visit(x, y, coverage) }
            }
        }
    }

    private static func addSpan(_ a: Double, _ b: Double, _ area: PixelRect, _ accumulator: inout [Double], _ runs: inout [Int32]) {
        let xa = max(a, Double(area.x0)), xb = min(b, Double(area.x1))
        guard xb > xa else { return }
        let ia = Int(xa.rounded(.down)), ib = Int(xb.rounded(.down))
        if ia == ib {
            accumulator[ia - area.x0] += xb - xa
            return
        }
        accumulator[ia - area.x0] += Double(ia + 1) - xa
        if ia + 1 < ib {
            runs[ia + 1 - area.x0] += 1
            runs[ib - area.x0] -= 1
        }
        if ib < area.x1 { accumulator[ib - area.x0] += xb - Double(ib) }
    }
}

extension PixelCanvas {
    /// Fills polygons (non-zero, or even-odd for rings) with anti-aliased edges.
    mutating func fill(polygons: [[CGPoint]], evenOdd: Bool, _ color: PremultipliedColor, clip: PixelRect) {
        guard color.a > 0 else { return }
        let width = self.width
        // `scan` visits only pixels of its clip; kept inside the canvas for the raw pointer.
        let clip = clip.intersection(bounds)
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            PolygonCoverage.scan(polygons, evenOdd: evenOdd, clip: clip, span: { x0, x1, y in
                PixelCanvas.fill(UnsafeMutableRawPointer(base), width: width, columns: x0..<x1, rows: y..<y + 1, color)
            }) { x, y, coverage in
                PixelCanvas.blend(base + (y * width + x) * 4, color, coverage: coverage)
            }
        }
    }
}
