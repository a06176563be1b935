/// A shape or a `Color` after resolution: takes the whole proposal (10 × 10 when none)
/// and paints its outline.
final class ShapeNode: Node {
    /// The shape's type; its SwiftUI name is only spelled out when asked (`layoutJSON`),
    /// because `String(describing:)` of a type costs more than laying the shape out.
    private let shapeType: Any.Type
    let paint: ShapePaint
    /// The outline for a rect, inset by an amount (negative grows it).
    let outline: (CGRect, CGFloat) -> Path

    /// The paint's color resolved for the environment this shape was resolved in (for a
    /// gradient, its first stop; the gradient itself is `gradient`).
    let color: RGBAColor
    /// The gradient this shape is painted with, if not a solid color (docs/ARCHITECTURE.md §7.10).
    let gradient: ResolvedGradient?

    init(path: ViewPath, shapeType: Any.Type, paint: ShapePaint, resolved: ResolvedPaint, outline: @escaping (CGRect, CGFloat) -> Path) {
        self.shapeType = shapeType
        isRectangular = shapeType == Rectangle.self || shapeType == Color.self
        self.paint = paint
        color = resolved.representativeColor
        gradient = resolved.gradient
        self.outline = outline
        super.init(path: path)
    }

    /// The SwiftUI type name for a shape type (`RoundedRectangle`, or the user's own shape).
    static func kindName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        return name.split(separator: "<").first.map(String.init) ?? name
    }

    override var kind: String? { ShapeNode.kindName(shapeType) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func jsonAttributes() -> [(String, String)] {
        [("color", color.hexRGBA)]
    }

    /// Rectangles and colors fill their frame exactly, with no outline to scan.
    private let isRectangular: Bool

    /// The nearest `containerShape(_:)`, for a `ContainerRelativeShape` outline.
    var containerShape: ContainerShapeReference?

    override func draw(_ list: inout DisplayList) {
        ContainerShapeScope.with(containerShape, frame: frame) { drawShape(&list) }
    }

    private func drawShape(_ list: inout DisplayList) {
        let snapped = list.snap(frame)
        // A gradient is placed on the shape's snapped frame (unit points map to it, as in SwiftUI).
        let ink: Ink = gradient.map { .shader(GradientShader($0, bounds: list.deviceRect(snapped), scale: list.scale)) } ?? .color(color)
        switch paint {
        case .fill(_, let style):
            if isRectangular {
                list.fill(snapped, ink: ink)
            } else {
                list.fill(localOutline(list.pointRect(snapped), 0), evenOdd: style.isEOFilled, ink: ink)
            }
        case .stroke(_, let style, let inside):
            if isRectangular && inside && style.dash.isEmpty && style.lineJoin == .miter && style.miterLimit >= 2.squareRoot() {
                // A rectangle's inner border with square corners: four crisp pixel rectangles.
                list.strokeBorder(snapped, lineWidth: style.lineWidth, ink: ink)
            } else {
                // `strokeBorder` is the stroke of the shape inset by half the line width.
                let line = localOutline(list.pointRect(snapped), inside ? style.lineWidth / 2 : 0)
                list.stroke(line, style: style, ink: ink)
            }
        }
    }

    /// The outline computed in the shape's own coordinates — a rect at the origin, as SwiftUI
    /// passes to `path(in:)`, so a `Path` or a user's shape written from (0, 0) lands in its
    /// frame — then moved to the frame's position.
    func localOutline(_ rect: CGRect, _ inset: CGFloat) -> Path {
        var local = outline(CGRect(origin: .zero, size: rect.size), inset)
        if isMirrored { local = local.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.width, ty: 0)) }
        return local.offsetBy(dx: rect.minX, dy: rect.minY)
    }

    /// Drawn mirrored inside its frame: a shape in right-to-left layout (§5.13).
    var isMirrored = false
}
