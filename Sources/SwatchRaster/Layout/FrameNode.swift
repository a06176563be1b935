/// `.frame(width:height:alignment:)`: a fixed size on the given axes; the child is offered
/// the fixed value there and the parent's proposal elsewhere, and placed by `alignment`.
final class FrameNode: ModifierNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(path: ViewPath, child: Node, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(path: path, child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        // As when sizing: the fixed values, and on a free axis what this frame was proposed.
        let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let childSize = child.sizeThatFits(childProposal)
        let offset = alignment.offset(of: child, childSize: childSize, in: frame.size)
        child.place(CGRect(origin: frame.origin, offset: offset, size: childSize), proposal: childProposal, context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let childSize = child.sizeThatFits(ProposedViewSize(size))
        guard let value = child.explicitAlignment(key, size: childSize) else { return nil }
        let offset = alignment.offset(of: child, childSize: childSize, in: size)
        return value + (key.axis == .horizontal ? offset.x : offset.y)
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:…)`: clamps the proposal and the child's answer
/// (docs/ARCHITECTURE.md §5.3); with no proposal on an axis the ideal is used.
final class FlexibleFrameNode: ModifierNode {
    /// One axis's limits, ordered by `normalized()` when the node is made.
    struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// Orders contradictory limits as SwiftUI's `_FlexFrameLayout` initializer does (it
        /// logs "Contradictory frame constraints specified." and goes on): min is at least 0,
        /// ideal is raised to min, and max to ideal. Nothing is lowered, so
        /// `(min: 50, ideal: 30, max: 20)` becomes 50/50/50 and `(ideal: 100, max: 40)` becomes
        /// 100/100. A min above a max with no ideal between them stays as it is.
        func normalized() -> Limits {
            let lo = min.map { Swift.max($0, 0) }
            let ideal = ideal.map { Swift.max(lo ?? 0, $0) }
            let hi = max.map { Swift.max(ideal ?? 0, $0) }
            return Limits(min: lo, ideal: ideal, max: hi)
        }

        /// The proposal to the child: this frame's proposal, or the ideal without one, clamped
        /// to the limits (max winning over min).
        func childProposal(_ proposal: CGFloat?) -> CGFloat? {
            guard var value = proposal ?? ideal else { return nil }
            if let lo = min { value = Swift.max(value, lo) }
            if let hi = max { value = Swift.min(value, hi) }
            return value
        }

        /// The frame's length on this axis, from its proposal and the child's answer.
        func result(proposal: CGFloat?, child: CGFloat) -> CGFloat {
            if let proposal {
                // Both bounds, in order: the proposal clamped, whatever the child chose.
                if let lo = min, let hi = max, lo <= hi { return Swift.min(Swift.max(proposal, lo), hi) }
            } else if let ideal {
                return ideal
            }
            let offered = childProposal(proposal)
            switch (min, max) {
            case let (lo?, hi?) where lo <= hi: return Swift.min(Swift.max(child, lo), hi)
            case let (lo?, nil): return Swift.max(Swift.min(offered ?? .infinity, child), lo)
            case let (nil, hi?): return Swift.min(Swift.max(offered ?? -.infinity, child), hi)
            default: return child
            }
        }
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    init(path: ViewPath, child: Node, horizontal: Limits, vertical: Limits, alignment: Alignment) {
        self.horizontal = horizontal.normalized()
        self.vertical = vertical.normalized()
        self.alignment = alignment
        super.init(path: path, child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let childProposal = ProposedViewSize(
            width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
        let childSize = child.sizeThatFits(childProposal)
        return CGSize(
            width: horizontal.result(proposal: proposal.width, child: childSize.width),
            height: vertical.result(proposal: proposal.height, child: childSize.height))
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        // A flexible frame proposes its own size to its child when placing it.
        let childProposal = ProposedViewSize(frame.size)
        let childSize = child.sizeThatFits(childProposal)
        let offset = alignment.offset(of: child, childSize: childSize, in: frame.size)
        child.place(CGRect(origin: frame.origin, offset: offset, size: childSize), proposal: childProposal, context)
    }
}
