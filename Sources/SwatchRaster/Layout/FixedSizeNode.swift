/// `.fixedSize`: proposes `nil` (ideal) on the chosen axes, so text stops wrapping or truncating.
final class FixedSizeNode: ModifierNode {
    let horizontal: Bool
    let vertical: Bool

    init(path: ViewPath, child: Node, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(path: path, child: child)
    }

    private func adjusted(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(adjusted(proposal)) }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        let childProposal = adjusted(proposal)
        child.place(CGRect(origin: frame.origin, size: child.sizeThatFits(childProposal)), proposal: childProposal, context)
    }
}
