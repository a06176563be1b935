/// The non-horizontal edges of a set of polygons in device pixels, each stored top to bottom
/// with its winding sign, sorted by top, and the pixel rectangle they cover within a clip:
/// what both scan converters (`PolygonCoverage`, `AreaCoverage`) start from.
struct ScanEdges {
    struct Edge {
        let x0, y0, x1, y1: Double
        /// +1 for an edge that runs downwards in the polygon, −1 upwards.
        let direction: Int
    }

    let edges: [Edge]
    /// The pixels the polygons' bounds touch, intersected with the clip; never empty.
    let area: PixelRect

    /// nil when there is nothing to fill: no edge, a non-finite point, bounds of 10⁷ pixels or
    /// more (runaway geometry), or bounds outside the clip.
    init?(_ polygons: [[CGPoint]], clip: PixelRect) {
        var edges: [Edge] = []
        var minY = Double.infinity, maxY = -Double.infinity, minX = Double.infinity, maxX = -Double.infinity
        for polygon in polygons where polygon.count > 2 {
            for i in polygon.indices {
                let p = polygon[i], q = polygon[(i + 1) % polygon.count]
                guard p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else { return nil }
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
                if p.y == q.y { continue }
                edges.append(p.y < q.y
                    ? Edge(x0: p.x, y0: p.y, x1: q.x, y1: q.y, direction: 1)
                    : Edge(x0: q.x, y0: q.y, x1: p.x, y1: p.y, direction: -1))
            }
        }
        guard !edges.isEmpty, maxX - minX < 1e7, maxY - minY < 1e7 else { return nil }
        let area = PixelRect(x0: Int(minX.rounded(.down)), y0: Int(minY.rounded(.down)),
                             x1: Int(maxX.rounded(.up)), y1: Int(maxY.rounded(.up))).intersection(clip)
        guard !area.isEmpty else { return nil }
        edges.sort { $0.y0 < $1.y0 }
        self.edges = edges
        self.area = area
    }
}
