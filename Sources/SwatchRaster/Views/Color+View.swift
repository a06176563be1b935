/// A color is a view, as in SwiftUI: a rectangle that fills the space it is offered.
extension Color: View, PrimitiveView {
    /// Never called: the engine fills the offered rectangle with the color.
    public var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(ShapeNode(path: context.path, shapeType: Color.self, paint: .fill(nil, FillStyle()), resolved: .color(resolve(in: Appearance(context.environment)))) { rect, inset in
            Path(rect.insetBy(dx: inset, dy: inset))
        })
    }
}
