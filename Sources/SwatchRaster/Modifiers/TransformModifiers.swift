extension View {
    /// Draws the view turned by `angle` about `anchor` (a point in its own bounds). Layout
    /// is unchanged: neighbours make room for the unrotated frame, as in SwiftUI.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        transformed(anchor: anchor, call: { "rotationEffect(.radians(\(angle.radians)))" }) { _ in
            CGAffineTransform(rotationAngle: CGFloat(angle.radians))
        }
    }

    /// Draws the view scaled by `scale` (per axis) about `anchor`, without changing its layout.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        transformed(anchor: anchor, call: { "scaleEffect(x: \(scale.width), y: \(scale.height))" }) { _ in
            CGAffineTransform(scaleX: scale.width, y: scale.height)
        }
    }

    /// Draws the view scaled by `s` on both axes about `anchor`, without changing its layout.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`, without changing its layout.
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view through `transform`, taken relative to the view's top-left corner;
    /// layout is unchanged.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
        transformed(anchor: .topLeading, call: { "transformEffect(\(transform))" }) { _ in transform }
    }

    /// Centres the view on `position` in its parent's coordinate space; the modified view
    /// takes all the space it is offered.
    /// A NaN or infinite coordinate is nowhere to draw: the modified view still takes the
    /// space offered, but its content is not drawn, with a warning (§5.21).
    nonisolated public func position(_ position: CGPoint) -> some View {
        wrapNodes { node, _, context in
            if position.x.isFinite && position.y.isFinite {
                return PositionNode(path: context.path, child: node, position: position)
            }
            DegenerateGeometry.warn("position(x: \(DegenerateGeometry.spell(position.x)), y: \(DegenerateGeometry.spell(position.y)))",
                                    "invalid position (non-finite)", "not drawn")
            return PositionNode(path: context.path, child: UndrawnNode(path: context.path, child: node), position: .zero)
        }
    }

    /// Centres the view on (`x`, `y`) in its parent's coordinate space.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Wraps each node in a `TransformNode` applying `make(frame)` about `anchor` of the frame.
    /// A transform with a NaN or infinite entry (a NaN angle, an infinite scale) has no
    /// picture: the view is not drawn, its layout is kept, and `call` names it in the warning.
    nonisolated func transformed(anchor: UnitPoint, call: @escaping () -> String = { "transformEffect" },
                     _ make: @escaping (CGRect) -> CGAffineTransform) -> some View {
        wrapNodes { node, _, context in
            // The transform's entries that do not depend on the frame decide: probed on a unit frame.
            if !DegenerateGeometry.isFinite(make(CGRect(x: 0, y: 0, width: 1, height: 1))) {
                DegenerateGeometry.warn(call(), "invalid transform (non-finite)", "not drawn")
                return UndrawnNode(path: context.path, child: node)
            }
            return TransformNode(path: context.path, child: node) { frame in
                let pivot = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
                    .concatenating(make(frame))
                    .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
            }
        }
    }
}
