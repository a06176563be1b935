/// `.background`, `.overlay` and `.mask`: the primary child alone decides the size; the
/// secondary one is offered that size and placed by the alignment guides. A background is
/// drawn under the primary, an overlay over it, and a mask's alpha multiplies it.
final class SecondaryContentNode: Node {
    enum Placement { case background, overlay, mask }
    let placement: Placement
    let alignment: Alignment
    let primary: Node
    let secondary: Node

    init(path: ViewPath, primary: Node, secondary: Node, placement: Placement, alignment: Alignment) {
        self.placement = placement
        self.alignment = alignment
        self.primary = primary
        self.secondary = secondary
        super.init(path: path, layoutPriority: primary.layoutPriority)
    }

    override var children: [Node] { [primary, secondary] }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { primary.sizeThatFits(proposal) }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        primary.place(frame, proposal: proposal, context)
        placeSecondary(secondary, in: frame, alignment: alignment, context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        primary.explicitAlignment(key, size: size)
    }

    override func draw(_ list: inout DisplayList) {
        switch placement {
        case .background:
            secondary.drawIfPlaced(&list)
            primary.drawIfPlaced(&list)
        case .overlay:
            primary.drawIfPlaced(&list)
            secondary.drawIfPlaced(&list)
        case .mask:
            list.append(.beginLayer(opacity: 1))
            primary.drawIfPlaced(&list)
            list.append(.beginLayer(opacity: 1))
            secondary.drawIfPlaced(&list)
            list.append(.endMaskedLayer)
        }
    }

    override func computePreferences() -> PreferenceValues {
        var values = primary.preferences()
        // A mask is drawn, not shown: only the masked view's preferences go up.
        if placement != .mask { values.merge(secondary.preferences()) }
        return values
    }
}

/// Offers `node` the size of `rect` and places it there by `alignment`.
func placeSecondary(_ node: Node, in rect: CGRect, alignment: Alignment, _ context: PlacementContext) {
    let proposal = ProposedViewSize(rect.size)
    let size = node.sizeThatFits(proposal)
    let offset = alignment.offset(of: node, childSize: size, in: rect.size)
    node.place(CGRect(origin: rect.origin, offset: offset, size: size), proposal: proposal, context)
}
