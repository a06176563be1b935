/// `ViewThatFits`: each child is asked for its ideal size along the constrained axes (the
/// proposal stands on the others); the first that fits the proposal is the one laid out,
/// drawn and asked for preferences. The others stay resolved, so their state survives a
/// change of choice, but they take no space and draw nothing.
final class ViewThatFitsNode: Node {
    let axes: Axis.Set
    /// The child placed in this pass (set by `placeChildren`).
    private var chosen = 0

    init(path: ViewPath, axes: Axis.Set, children: [Node]) {
        self.axes = axes
        super.init(path: path, children: children)
    }

    override var kind: String? { "ViewThatFits" }

    /// Only the chosen child is part of the laid-out tree (`--dump-layout`, drawing).
    override var children: [Node] { childArray.isEmpty ? [] : [childArray[chosen]] }

    /// The index of the first child that fits `proposal` along `axes`, else the last child.
    private func choice(for proposal: ProposedViewSize) -> Int {
        guard !childArray.isEmpty, !axes.isEmpty else { return 0 }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        for (index, child) in childArray.enumerated() {
            let ideal = child.sizeThatFits(ProposedViewSize(
                width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return childArray.count - 1
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !childArray.isEmpty else { return .zero }
        return childArray[choice(for: proposal)].sizeThatFits(proposal)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        guard !childArray.isEmpty else { return }
        // The choice is made again for the proposal the node was sized with.
        chosen = choice(for: proposal)
        childArray[chosen].place(frame, proposal: proposal, context)
    }

    override func draw(_ list: inout DisplayList) {
        guard !childArray.isEmpty else { return }
        childArray[chosen].drawIfPlaced(&list)
    }

    override func computePreferences() -> PreferenceValues {
        childArray.isEmpty ? PreferenceValues() : childArray[chosen].preferences()
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        childArray.isEmpty ? nil : childArray[choice(for: ProposedViewSize(size))].explicitAlignment(key, size: size)
    }
}
