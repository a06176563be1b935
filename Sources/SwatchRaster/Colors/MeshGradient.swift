import Foundation

/// SwiftUI's `MeshGradient` (iOS 18): colors at the vertices of a `width` × `height` grid of
/// points, blended across the patches between them. Also a view that fills its frame.
///
/// Approximation: the engine has no mesh shader, so a mesh paints as a top-to-bottom linear
/// gradient through each row's average color, placed at the row's average height. A mesh whose
/// colors vary down the rows draws close to iOS; variation across a row is averaged away.
public struct MeshGradient: ShapeStyle, Equatable, Sendable, View {
    /// Where the grid's vertices are, in unit coordinates of the painted bounds, row by row.
    public enum Locations: Equatable, Sendable {
        /// Plain points; the patch edges between them are smooth curves.
        case points([SIMD2<Float>])
        /// Points with explicit control points for the patch edges.
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// The vertex colors, row by row.
    public enum Colors: Equatable, Sendable {
        /// Colors resolved in the environment when painted.
        case colors([Color])
        /// Colors already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// A vertex with the control points of the four patch edges that meet at it.
    @frozen
    public struct BezierPoint: Equatable, Sendable {
        /// The vertex, in unit coordinates.
        public var position: SIMD2<Float>
        /// The control point of the edge toward the leading neighbor.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the edge toward the neighbor above.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the edge toward the trailing neighbor.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the edge toward the neighbor below.
        public var bottomControlPoint: SIMD2<Float>

        /// A vertex at `position` with its four control points.
        @inlinable
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The number of vertices in a row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The vertex positions.
    public var locations: MeshGradient.Locations
    /// The vertex colors.
    public var colors: MeshGradient.Colors
    /// The color outside the mesh.
    public var background: Color
    /// Whether colors are blended smoothly (cubic) rather than bilinearly.
    public var smoothsColors: Bool
    /// The space colors are interpolated in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` vertices at `locations` with `colors`.
    public init(width: Int, height: Int, locations: MeshGradient.Locations, colors: MeshGradient.Colors,
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of plain `points` and `colors`, row by row.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of plain `points` and resolved colors, row by row.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of Bézier vertices and `colors`, row by row.
    public init(width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of Bézier vertices and resolved colors, row by row.
    public init(width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints),
                  colors: .resolvedColors(resolvedColors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Painted directly: no other form.
    public typealias Resolved = Never

    /// The view: a rectangle filled with the mesh.
    public typealias Body = FillShapeView<Rectangle, MeshGradient, EmptyView>

    /// A rectangle filling the offered space, painted with the mesh.
    public var body: Body { Rectangle().fill(self) }

    /// The approximation the engine paints: a vertical gradient of row averages.
    nonisolated var approximation: LinearGradient {
        let colorList: [Color]
        switch colors {
        case .colors(let list): colorList = list
        case .resolvedColors(let list): colorList = list.map { Color($0) }
        }
        let positions: [SIMD2<Float>]
        switch locations {
        case .points(let list): positions = list
        case .bezierPoints(let list): positions = list.map(\.position)
        }
        var stops: [Gradient.Stop] = []
        let columns = max(width, 1)
        for row in 0..<max(height, 0) {
            let indices = (row * columns)..<min((row + 1) * columns, colorList.count)
            guard !indices.isEmpty else { continue }
            let rowColors = indices.map { colorList[$0] }
            let ys = indices.compactMap { $0 < positions.count ? Double(positions[$0].y) : nil }
            let y = ys.isEmpty ? Double(row) / Double(max(height - 1, 1)) : ys.reduce(0, +) / Double(ys.count)
            stops.append(Gradient.Stop(color: MeshRowColor(colors: rowColors).color, location: CGFloat(y)))
        }
        if stops.isEmpty { stops = [Gradient.Stop(color: background, location: 0)] }
        return LinearGradient(gradient: Gradient(stops: stops), startPoint: .top, endPoint: .bottom)
    }
}

extension MeshGradient: ResolvableShapeStyle {
    nonisolated func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(approximation, in: environment, level: level)
    }
}

/// The average of a row's colors, resolved per appearance when painted.
private struct MeshRowColor {
    let colors: [Color]

    var color: Color {
        guard colors.count > 1 else { return colors.first ?? .clear }
        let light = average(.light), dark = average(.dark)
        let lightHC = average(.lightHighContrast), darkHC = average(.darkHighContrast)
        return Color(light: light, dark: dark, lightHighContrast: lightHC, darkHighContrast: darkHC)
    }

    private func average(_ appearance: Appearance) -> RGBAColor {
        let values = colors.map { $0.resolve(in: appearance) }
        let n = Double(values.count)
        return RGBAColor(red: values.map(\.red).reduce(0, +) / n, green: values.map(\.green).reduce(0, +) / n,
                         blue: values.map(\.blue).reduce(0, +) / n, alpha: values.map(\.alpha).reduce(0, +) / n)
    }
}

extension GraphicsContext.Shading {
    /// A shading with a mesh gradient (drawn with the mesh's row approximation).
    public static func meshGradient(_ mesh: MeshGradient) -> GraphicsContext.Shading {
        GraphicsContext.Shading(style: AnyShapeStyle(mesh))
    }
}
