/// A shape filled with a `Material`: takes the whole proposal like any shape, and draws a
/// backdrop (what is beneath, blurred and tinted) within its outline.
final class MaterialNode: Node {
    private let shapeType: Any.Type
    let material: Material
    let appearance: Appearance
    let outline: (CGRect) -> Path
    private let isRectangular: Bool

    init(path: ViewPath, shapeType: Any.Type, material: Material, appearance: Appearance, outline: @escaping (CGRect) -> Path) {
        self.shapeType = shapeType
        self.material = material
        self.appearance = appearance
        self.outline = outline
        isRectangular = shapeType == Rectangle.self
        super.init(path: path)
    }

    override var kind: String? { ShapeNode.kindName(shapeType) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(_ list: inout DisplayList) {
        let snapped = list.snap(frame)
        guard !snapped.isEmpty else { return }
        let polygons = isRectangular ? nil : list.devicePolygonsOf(outline(list.pointRect(snapped)))
        let effect = BackdropEffect(sigma: Double(Material.blurRadius * list.scale), tint: material.tint(in: appearance))
        list.append(.backdrop(snapped, polygons: polygons, effect))
    }
}

/// A shape filled with any style, for the `background`/`overlay` style forms: a material
/// becomes a `MaterialNode`, any other style the ordinary filled shape.
struct StyledShapeFill<S: Shape, Style: ShapeStyle>: View, PrimitiveView {
    let shape: S
    let style: Style
    var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        guard let material = style as? Material else {
            context.resolveHere(shape.fill(style), into: &nodes)
            return
        }
        let shape = self.shape
        nodes.append(MaterialNode(path: context.path, shapeType: S.self, material: material,
                                  appearance: Appearance(context.environment)) { shape.path(in: $0) })
    }
}
