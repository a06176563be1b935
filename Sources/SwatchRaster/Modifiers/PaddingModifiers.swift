extension View {
    /// Space around the content: the default 16 points on `edges`, or `length`.
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padded(edges, length)
    }

    /// The same space on every edge.
    @inlinable
    public func padding(_ length: CGFloat) -> some View { padded(.all, length) }

    /// Space with its own value per edge.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View { padded(insets) }

    /// `padding(_:_:)`'s view: `length`, or the default 16 points (`@usableFromInline`: see
    /// `NodeModifier`).
    @usableFromInline
    func padded(_ edges: Edge.Set, _ length: CGFloat?) -> NodeModifier<Self> { padded(EdgeInsets(edges, length ?? 16)) }

    /// `padding(_:)`'s view.
    @usableFromInline
    func padded(_ insets: EdgeInsets) -> NodeModifier<Self> {
        wrapNodes { node, _, context in PaddingNode(path: context.path, child: node, insets: insets) }
    }
}
