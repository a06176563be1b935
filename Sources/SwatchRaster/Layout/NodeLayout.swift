/// A layout the engine runs as one of its own nodes (the stacks): `HStack { … }` and
/// `HStackLayout() { … }` build the same `StackNode`, so built-in containers and `Layout`
/// values share one mechanism, and `AnyLayout` wrapping a stack lays out exactly as the stack.
protocol NodeLayout {
    /// The node that lays out `children` by this layout's rules.
    func makeNode(path: ViewPath, children: [Node]) -> Node
}

extension NodeLayout {
    /// Runs this layout's node over a custom layout's subviews, for code that calls a stack
    /// layout's `Layout` methods directly (a user's layout delegating to `HStackLayout`).
    func node(for subviews: LayoutSubviews) -> Node {
        makeNode(path: ViewPath(), children: subviews.map(\.node))
    }

    /// `sizeThatFits` through the node.
    func nodeSize(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        node(for: subviews).sizeThatFits(proposal)
    }

    /// `placeSubviews` through the node: the node computes each child's frame and proposal as
    /// it would place it, and each subview is placed there with that proposal.
    func nodePlace(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let placements = node(for: subviews).childFrames(in: bounds, proposal: proposal)
        for (subview, placement) in zip(subviews, placements) {
            subview.place(at: placement.frame.origin, anchor: .topLeading, proposal: placement.proposal)
        }
    }
}
