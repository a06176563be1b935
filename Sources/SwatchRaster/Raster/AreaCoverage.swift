/// Exact-area polygon coverage for transformed geometry (docs/ARCHITECTURE.md §7.16): each
/// pixel's coverage is the area of the polygon inside it, computed analytically, as Core
/// Graphics fills a rotated or skewed path. Untransformed content keeps `PolygonCoverage`, so
/// its pixels stay bit-identical.
///
/// The method is the signed-area accumulation of analytic rasterizers (FreeType's "gray"
/// rasterizer, font-rs): every edge adds, to the pixels of each row it crosses, the signed
/// area between itself and the pixel's right side; a running sum along the row turns those
/// differences into the winding-weighted area of each pixel. That is the exact area wherever
/// the polygons do not overlap themselves; where they do, the non-zero rule clamps the sum to
/// one and the even-odd rule folds it, as FreeType does.
///
/// Coverage bytes are ⌊area × 256⌋, at most 255: FreeType's scale, and what iOS produced for
/// the measured 45° square (§7.16): 0.0294 → 07, 0.7132 → B6, where rounding area × 255 would
/// give 08. All arithmetic is `Double` in a fixed order, so the bytes are the same on every run
/// and thread.
enum AreaCoverage {
    /// Calls `visit(x, y, coverage)` for every pixel of `clip` the polygons cover in part.
    static func scan(_ polygons: [[CGPoint]], evenOdd: Bool, clip: PixelRect, _ visit: (Int, Int, UInt8) -> Void) {
        guard let scan = ScanEdges(polygons, clip: clip) else { return }
        self.scan(scan, evenOdd: evenOdd, visit)
    }

    /// The same, from edges already built (a caller that needs their `area` first).
    static func scan(_ scan: ScanEdges, evenOdd: Bool, _ visit: (Int, Int, UInt8) -> Void) {
        let edges = scan.edges, area = scan.area
        let width = area.x1 - area.x0
        let left = Double(area.x0)
        // Differences of coverage per column; two extra columns take what lies on the right
        // edge and beyond.
        var row = Accumulator(width: width)
        var active: [ScanEdges.Edge] = []
        var next = 0
        for y in area.y0..<area.y1 {
            let top = Double(y), bottom = top + 1
            active.removeAll { $0.y1 <= top }
            while next < edges.count, edges[next].y0 < bottom {
                if edges[next].y1 > top { active.append(edges[next]) }
                next += 1
            }
            guard !active.isEmpty else { continue }
            row.reset()
            for e in active {
                let ya = max(e.y0, top), yb = min(e.y1, bottom)
                guard yb > ya else { continue }
                let slope = (e.x1 - e.x0) / (e.y1 - e.y0)
                let xa = e.x0 + (ya - e.y0) * slope, xb = e.x0 + (yb - e.y0) * slope
                row.add(xa - left, xb - left, (yb - ya) * Double(e.direction))
            }
            row.visit(evenOdd: evenOdd) { x, coverage in visit(area.x0 + x, y, coverage) }
        }
    }

    /// One row's coverage differences: `cells[c]` is added to every pixel from column c on.
    private struct Accumulator {
        let width: Int
        var cells: [Double]

        init(width: Int) {
            self.width = width
            cells = [Double](repeating: 0, count: width + 2)
        }

        mutating func reset() {
            for i in cells.indices { cells[i] = 0 }
        }

        /// An edge piece inside the row, from x `xa` (at its top) to `xb` (at its bottom), in
        /// row-local columns, covering `dy` of the row's height with its winding sign. Parts
        /// left of the row are moved onto its left side and parts right of it onto its right
        /// side: only their winding matters there.
        mutating func add(_ xa: Double, _ xb: Double, _ dy: Double) {
            let w = Double(width)
            if xa == xb { return addVertical(min(max(xa, 0), w), dy) }
            if xa >= 0, xa <= w, xb >= 0, xb <= w { return addInside(xa, xb, dy) }
            // Cut at the row's sides so each part lies left of, inside or right of it.
            var cuts: [Double] = [0, 1]
            for side in [0, w] {
                let t = (side - xa) / (xb - xa)
                if t > 0 && t < 1 { cuts.append(t) }
            }
            cuts.sort()
            for k in 0..<(cuts.count - 1) {
                let t0 = cuts[k], t1 = cuts[k + 1]
                guard t1 > t0 else { continue }
                let u = xa + (xb - xa) * t0, v = xa + (xb - xa) * t1, part = dy * (t1 - t0)
                let mid = (u + v) / 2
                if mid <= 0 { addVertical(0, part) } else if mid >= w { addVertical(w, part) } else { addInside(u, v, part) }
            }
        }

        /// A vertical piece at `x`: the part of its pixel right of it, then every pixel after.
        private mutating func addVertical(_ x: Double, _ dy: Double) {
            let c = min(Int(x.rounded(.down)), width)
            let f = x - Double(c)
            cells[c] += dy * (1 - f)
            cells[c + 1] += dy * f
        }

        /// A sloped piece within the row's columns, walked one pixel column at a time; in
        /// each, the trapezoid right of the line has area dy × (1 − the line's mean offset).
        private mutating func addInside(_ u: Double, _ v: Double, _ dy: Double) {
            // Clamped: a cut at a side can land a rounding error outside it.
            let lo = max(0, min(u, v)), hi = min(Double(width), max(u, v)), span = hi - lo
            guard span > 0 else { return addVertical(lo, dy) }
            var c = Int(lo.rounded(.down))
            var start = lo
            while start < hi {
                let end = min(hi, Double(c + 1))
                let part = dy * (end - start) / span
                let f = (start + end) / 2 - Double(c)
                cells[c] += part * (1 - f)
                cells[c + 1] += part * f
                start = end
                c += 1
            }
        }

        /// The running sum along the row as coverage bytes, ⌊area × 256⌋ clamped to 255.
        func visit(evenOdd: Bool, _ body: (Int, UInt8) -> Void) {
            var sum = 0.0
            for x in 0..<width {
                sum += cells[x]
                var value = abs(sum)
                if evenOdd {
                    value = value.truncatingRemainder(dividingBy: 2)
                    if value > 1 { value = 2 - value }
                } else {
                    value = min(1, value)
                }
                // A millionth of a level absorbs rounding in the sums (an exactly covered
                // pixel can add up to 0.999999…).
                let coverage = min(255, Int(value * 256 + 1e-6))
                if coverage > 0 { body(x, UInt8(coverage)) }
            }
        }
    }
}

extension PixelCanvas {
    /// Fills polygons with exact-area coverage (transformed geometry, §7.16).
    mutating func fillExact(polygons: [[CGPoint]], evenOdd: Bool, _ color: PremultipliedColor, clip: PixelRect) {
        guard color.a > 0 else { return }
        let width = self.width
        let clip = clip.intersection(bounds)
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            AreaCoverage.scan(polygons, evenOdd: evenOdd, clip: clip) { x, y, coverage in
                PixelCanvas.blend(base + (y * width + x) * 4, color, coverage: coverage)
            }
        }
    }

    /// Fills polygons with exact-area coverage, each pixel's color from a gradient.
    mutating func fillExact(polygons: [[CGPoint]], evenOdd: Bool, shader: GradientShader, clip: PixelRect) {
        let width = self.width
        let clip = clip.intersection(bounds)
        pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            AreaCoverage.scan(polygons, evenOdd: evenOdd, clip: clip) { x, y, coverage in
                PixelCanvas.blend(base + (y * width + x) * 4, shader.color(atPixel: x, y), coverage: coverage)
            }
        }
    }
}
