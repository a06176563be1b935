/// A view modifier implemented by wrapping each of the content's nodes in a layout node.
/// Modifiers on a list of views (a `Group`, a `ForEach`) apply to each, as in SwiftUI.
struct NodeModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let wrap: (Node, Int, ResolveContext) -> Node
    var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolveHere(content, into: &nodes) { node, index in wrap(node, index, context) }
    }
}

extension View {
    func wrapNodes(_ wrap: @escaping (Node, Int, ResolveContext) -> Node) -> NodeModifier<Self> {
        NodeModifier(content: self, wrap: wrap)
    }
}
