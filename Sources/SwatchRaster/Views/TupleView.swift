/// Several views in a row, as a `@ViewBuilder` block with more than one statement makes.
/// Containers lay its children out one by one; modifiers apply to each child.
public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var nodes: [Node] = []
        for (index, child) in children.enumerated() {
            nodes += context.resolve(child, at: .index(index))
        }
        return nodes
    }
}
