/// `.rotationEffect`, `.scaleEffect`, `.transformEffect`: the child is laid out and placed as
/// if untransformed (its frame, its parent's layout and `--dump-layout` are unchanged, as in
/// SwiftUI), then drawn through the transform: its shapes, colors and glyphs as transformed
/// geometry with exact coverage, as Core Graphics draws them (docs/ARCHITECTURE.md §7.16).
/// A transform that only translates keeps the earlier drawing: a layer moved when composited.
final class TransformNode: ModifierNode {
    /// The transform in points for a frame, relative to the root's top-left.
    let transform: (CGRect) -> CGAffineTransform

    init(path: ViewPath, child: Node, transform: @escaping (CGRect) -> CGAffineTransform) {
        self.transform = transform
        super.init(path: path, child: child)
    }

    override func draw(_ list: inout DisplayList) {
        let points = transform(frame)
        guard !points.isIdentity else {
            child.drawIfPlaced(&list)
            return
        }
        // Same map in device pixels: scale down to points, transform, scale back up.
        let scale = list.scale
        let device = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)
            .concatenating(points)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        if list.transform == nil && device.a == 1 && device.b == 0 && device.c == 0 && device.d == 1 {
            list.append(.beginLayer(opacity: 1))
            child.drawIfPlaced(&list)
            list.append(.endTransformedLayer(device))
            return
        }
        list.withTransform(device) { child.drawIfPlaced(&$0) }
    }
}

/// `.position`: the view takes the whole proposal (10 × 10 when none, as SwiftUI's
/// `replacingUnspecifiedDimensions()`), and its child, offered the same proposal, is centred
/// on `position` in that space.
final class PositionNode: ModifierNode {
    let position: CGPoint

    init(path: ViewPath, child: Node, position: CGPoint) {
        self.position = position
        super.init(path: path, child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        let size = child.sizeThatFits(proposal)
        child.place(CGRect(
            x: frame.minX + position.x - size.width / 2, y: frame.minY + position.y - size.height / 2,
            width: size.width, height: size.height), proposal: proposal, context)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }
}
