/// SwiftUI's `StrokeStyle`: the width, ends, corners and dashes of a stroked outline.
/// Defaults are Core Graphics': 1 point, butt caps, miter joins with a limit of 10, no dash.
public struct StrokeStyle: Equatable, Sendable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// How open ends (and dash ends) are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// The longest miter allowed, as a multiple of the line width, before a miter join is
    /// drawn as a bevel.
    public var miterLimit: CGFloat
    /// Lengths of alternating painted and unpainted runs, in points; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: CGFloat

    /// A stroke style; every argument has Core Graphics' default.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
