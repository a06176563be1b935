extension View {
    /// Space around the content: the default 16 points on `edges`, or `length`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// The same space on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Space with its own value per edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapNodes { node, _, context in PaddingNode(path: context.path, child: node, insets: insets) }
    }
}
