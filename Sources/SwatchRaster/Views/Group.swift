/// Groups views without a container: its children join the parent's list, and modifiers
/// on the group apply to each child.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never called: the group's children are resolved straight into its parent.
    public var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) { context.resolve(content, at: 0, into: &nodes) }
}
