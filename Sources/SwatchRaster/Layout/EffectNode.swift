/// `.shadow`, `.blur`, `.blendMode`, the color effects, `.compositingGroup` and
/// `.drawingGroup`: the child is drawn into its own layer, and the layer goes through an
/// effect (or none, for a plain group) when composited. Layout is the child's.
final class EffectNode: ModifierNode {
    /// The effect for the display list (its scale) and the node's frame snapped to pixels;
    /// nil composites the layer unchanged.
    let effect: (DisplayList, PixelRect) -> LayerEffect?

    init(path: ViewPath, child: Node, effect: @escaping (DisplayList, PixelRect) -> LayerEffect?) {
        self.effect = effect
        super.init(path: path, child: child)
    }

    override func draw(_ list: inout DisplayList) {
        list.append(.beginLayer(opacity: 1))
        child.draw(&list)
        if let effect = effect(list, list.snap(frame)) {
            list.append(.endFilteredLayer(effect))
        } else {
            list.append(.endLayer(mask: nil))
        }
    }
}

/// `.mask`: the primary alone decides the size; the mask view is offered that size, placed
/// by the alignment, and its alpha multiplies the primary's pixels.
final class MaskNode: Node {
    let primary: Node
    let mask: Node
    let alignment: Alignment

    init(path: ViewPath, primary: Node, mask: Node, alignment: Alignment) {
        self.primary = primary
        self.mask = mask
        self.alignment = alignment
        super.init(path: path, layoutPriority: primary.layoutPriority)
    }

    override var children: [Node] { [primary, mask] }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { primary.sizeThatFits(proposal) }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        primary.place(frame, proposal: proposal, context)
        placeSecondary(mask, in: frame, alignment: alignment, context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        primary.explicitAlignment(key, size: size)
    }

    override func draw(_ list: inout DisplayList) {
        list.append(.beginLayer(opacity: 1))
        primary.draw(&list)
        list.append(.beginLayer(opacity: 1))
        mask.draw(&list)
        list.append(.endMaskedLayer)
    }

    /// Only the masked view's preferences: the mask is drawn, not shown.
    override func computePreferences() -> PreferenceValues { primary.preferences() }
}
