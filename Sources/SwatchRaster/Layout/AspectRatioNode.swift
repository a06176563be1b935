/// `.aspectRatio`: fits (or fills) a rectangle of the ratio into the proposal and offers it to
/// the child; with no ratio, the child's ideal size gives it. Without a proposal nothing changes.
final class AspectRatioNode: ModifierNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(path: ViewPath, child: Node, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(path: path, child: child)
    }

    private func target(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let aspect: CGFloat
        if let ratio, ratio > 0, ratio.isFinite {
            aspect = ratio
        } else {
            let ideal = child.sizeThatFits(.unspecified)
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            aspect = ideal.width / ideal.height
        }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return proposal
        case (let w?, nil):
            return ProposedViewSize(width: w, height: w / aspect)
        case (nil, let h?):
            return ProposedViewSize(width: h * aspect, height: h)
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / aspect)
            let byHeight = CGSize(width: h * aspect, height: h)
            let fits = byWidth.height <= h
            switch contentMode {
            case .fit: return ProposedViewSize(fits ? byWidth : byHeight)
            case .fill: return ProposedViewSize(fits ? byHeight : byWidth)
            }
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(target(proposal)) }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        let childProposal = target(ProposedViewSize(frame.size))
        let size = child.sizeThatFits(childProposal)
        let offset = Alignment.center.offset(of: child, childSize: size, in: frame.size)
        child.place(CGRect(origin: frame.origin, offset: offset, size: size), proposal: childProposal, context)
    }
}
