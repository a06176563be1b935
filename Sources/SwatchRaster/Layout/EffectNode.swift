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
