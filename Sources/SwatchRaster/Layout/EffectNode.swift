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
        let effect = effect(list, list.snap(frame))
        func draw(_ list: inout DisplayList) {
            list.append(.beginLayer(opacity: 1))
            child.drawIfPlaced(&list)
            list.append(effect.map { .endFilteredLayer($0) } ?? .endLayer(mask: nil))
        }
        switch effect {
        case .blur, .shadow:
            // These read neighbouring pixels, which a rotation or skew would move: under a
            // transform they are drawn untransformed and the result resampled (§7.16).
            list.drawingUntransformed(draw)
        case .colorMatrix, .blend, .compose, nil:
            // Per pixel: the same whether applied before or after the transform.
            draw(&list)
        }
    }
}
