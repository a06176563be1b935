/// Several views in a row, as a `@ViewBuilder` block with more than one statement makes.
/// Containers lay its children out one by one; modifiers apply to each child.
public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    /// Resolves the children in order (made by `ViewBuilder`, which still has their types).
    let resolveChildren: (ResolveContext, inout [Node]) -> Void

    init(value: T, resolveChildren: @escaping (ResolveContext, inout [Node]) -> Void) {
        self.value = value
        self.resolveChildren = resolveChildren
    }

    /// Never called: the engine resolves each child in order.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        resolveChildren(context, &nodes)
    }
}
