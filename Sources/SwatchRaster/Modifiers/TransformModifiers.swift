extension View {
    /// Draws the view turned by `angle` about `anchor` (a point in its own bounds). Layout
    /// is unchanged: neighbours make room for the unrotated frame, as in SwiftUI.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        transformed(anchor: anchor) { _ in CGAffineTransform(rotationAngle: CGFloat(angle.radians)) }
    }

    /// Draws the view scaled by `scale` (per axis) about `anchor`, without changing its layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        transformed(anchor: anchor) { _ in CGAffineTransform(scaleX: scale.width, y: scale.height) }
    }

    /// Draws the view scaled by `s` on both axes about `anchor`, without changing its layout.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`, without changing its layout.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view through `transform`, taken relative to the view's top-left corner;
    /// layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        transformed(anchor: .topLeading) { _ in transform }
    }

    /// Centres the view on `position` in its parent's coordinate space; the modified view
    /// takes all the space it is offered.
    public func position(_ position: CGPoint) -> some View {
        wrapNodes { node, _, context in PositionNode(path: context.path, child: node, position: position) }
    }

    /// Centres the view on (`x`, `y`) in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Wraps each node in a `TransformNode` applying `make(frame)` about `anchor` of the frame.
    func transformed(anchor: UnitPoint, _ make: @escaping (CGRect) -> CGAffineTransform) -> some View {
        wrapNodes { node, _, context in
            TransformNode(path: context.path, child: node) { frame in
                let pivot = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
                    .concatenating(make(frame))
                    .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
            }
        }
    }
}
