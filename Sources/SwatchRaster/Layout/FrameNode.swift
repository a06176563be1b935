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

    override func placeChildren(_ context: PlacementContext) {
        let childSize = child.sizeThatFits(ProposedViewSize(frame.size))
        let offset = alignment.offset(of: child, childSize: childSize, in: frame.size)
        child.place(CGRect(origin: frame.origin, offset: offset, size: childSize), context)
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
    struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// SwiftUI requires min ≤ ideal ≤ max; fix the order rather than trap.
        func normalized() -> Limits {
            var limits = self
            if let lo = limits.min, let hi = limits.max, lo > hi { limits.max = lo }
            if let ideal = limits.ideal {
                if let lo = limits.min, ideal < lo { limits.ideal = lo }
                if let hi = limits.max, ideal > hi { limits.ideal = hi }
            }
            return limits
        }

        func childProposal(_ proposal: CGFloat?) -> CGFloat? {
            guard var value = proposal else { return ideal }
            if let lo = min { value = Swift.max(value, lo) }
            if let hi = max { value = Swift.min(value, hi) }
            return value
        }

        func result(proposal: CGFloat?, child: CGFloat) -> CGFloat {
            guard let proposal else {
                var value = ideal ?? child
                if let lo = min { value = Swift.max(value, lo) }
                if let hi = max { value = Swift.min(value, hi) }
                return value
            }
            var value = child
            if let lo = min { value = Swift.max(Swift.min(proposal, value), lo) }
            if let hi = max { value = Swift.min(Swift.max(proposal, value), hi) }
            return value
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

    override func placeChildren(_ context: PlacementContext) {
        let childSize = child.sizeThatFits(ProposedViewSize(frame.size))
        let offset = alignment.offset(of: child, childSize: childSize, in: frame.size)
        child.place(CGRect(origin: frame.origin, offset: offset, size: childSize), context)
    }
}
