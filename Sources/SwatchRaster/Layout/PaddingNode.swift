/// `.padding`: offers the child the proposal less the insets and adds them back around it.
final class PaddingNode: ModifierNode {
    let insets: EdgeInsets

    init(path: ViewPath, child: Node, insets: EdgeInsets) {
        self.insets = insets
        super.init(path: path, child: child)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(inner(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        let size = CGSize(
            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        child.place(CGRect(origin: frame.origin, offset: CGPoint(x: insets.leading, y: insets.top), size: size),
                    proposal: inner(proposal), context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let inner = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        guard let value = child.explicitAlignment(key, size: inner) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }
}
