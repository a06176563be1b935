extension Path {
    /// The outline of this path stroked with `style`, as a path to fill (SwiftUI's
    /// `strokedPath(_:)`): the same polygons the rasterizer fills for a stroke, each closed,
    /// wound one way so overlapping pieces stay filled under the non-zero rule.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var path = Path()
        for polygon in PathStroker.polygons(self, style: style, scale: 1) {
            path.addLines(polygon)
            path.closeSubpath()
        }
        return path
    }
}
