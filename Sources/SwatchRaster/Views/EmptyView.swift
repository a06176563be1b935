/// A view that shows nothing and takes no space: what an empty `@ViewBuilder` block builds.
public struct EmptyView: View, PrimitiveView {
    /// The empty view.
    public init() {}
    /// Never called: an empty view makes no nodes.
    public var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {}
}
