/// Groups content without a container. As views, its children join the parent's list, and
/// modifiers on the group apply to each child; as toolbar content, its items join the
/// toolbar's. SwiftUI's `Group` is generic over any content and conforms where its content
/// does, so `Group { ToolbarItem… }` in a `some ToolbarContent` builds as on iOS.
public struct Group<Content> {
    let content: Content
}

extension Group: View, PrimitiveView where Content: View {
    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never called: the group's children are resolved straight into its parent.
    public var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) { context.resolve(content, at: 0, into: &nodes) }
}
