/// `.offset`: draws the child shifted without changing the size its parent sees.
final class OffsetNode: ModifierNode {
    let offset: CGSize

    init(path: ViewPath, child: Node, offset: CGSize) {
        self.offset = offset
        super.init(path: path, child: child)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        child.place(frame.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal, context)
    }
}

/// `.layoutPriority`: the priority stacks use to decide who is served first.
final class LayoutPriorityNode: ModifierNode {
    init(path: ViewPath, child: Node, priority: Double) {
        super.init(path: path, child: child, layoutPriority: priority)
    }
}
