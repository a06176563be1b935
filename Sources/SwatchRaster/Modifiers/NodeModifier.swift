/// A view modifier implemented by wrapping each of the content's nodes in a layout node.
/// Modifiers on a list of views (a `Group`, a `ForEach`) apply to each, as in SwiftUI.
///
/// `@usableFromInline`, as are the helpers that make it, so that the hot public modifiers
/// (`frame`, `padding`, `background`, `border`, …) can be `@inlinable` with a body of one
/// call: their `some View` is then this type in the caller's module too. Otherwise a view in
/// another module (a user's, or `SwatchSheets`) had its modifiers' opaque types, and their
/// conformances to `View`, looked up by the runtime (`swift_getOpaqueTypeConformance2`) on
/// every evaluation of its `body` (benchmarks/README.md, "Runtime metadata in layout").
@usableFromInline
struct NodeModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let wrap: (Node, Int, ResolveContext) -> Node
    @usableFromInline var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolveHere(content, into: &nodes) { node, index in wrap(node, index, context) }
    }
}

extension View {
    nonisolated func wrapNodes(_ wrap: @escaping (Node, Int, ResolveContext) -> Node) -> NodeModifier<Self> {
        NodeModifier(content: self, wrap: wrap)
    }
}
