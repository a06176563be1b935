/// Where the layout direction changes (the root of a right-to-left render, or
/// `.environment(\.layoutDirection, …)`): after placement, the subtree is mirrored inside
/// this node's frame, so the first child of an HStack ends up on the right, `.leading`
/// alignment on the right edge, and padding's leading inset on the right, as SwiftUI
/// lays out right-to-left. Glyphs are not mirrored, only where things go
/// (docs/ARCHITECTURE.md §5.13).
final class LayoutDirectionNode: ModifierNode {
    let direction: LayoutDirection

    init(path: ViewPath, child: Node, direction: LayoutDirection) {
        self.direction = direction
        super.init(path: path, child: child)
    }

    /// Mirrors, below `root`, every subtree whose direction differs from its parent's.
    /// Placement runs left-to-right; this pass runs once afterwards, only when the tree has
    /// a direction node (`LayoutPass`), so left-to-right renders pay nothing.
    static func mirror(_ root: Node, inherited: LayoutDirection = .leftToRight) {
        visit(root, map: HorizontalMap.identity, direction: inherited)
    }

    /// x ↦ sign · x + offset, applied to frames (a reflection when sign is −1).
    private struct HorizontalMap {
        var sign: CGFloat
        var offset: CGFloat
        static let identity = HorizontalMap(sign: 1, offset: 0)

        func apply(_ rect: CGRect) -> CGRect {
            if sign > 0 { return rect.offsetBy(dx: offset, dy: 0) }
            return CGRect(x: offset - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }

        /// This map after a reflection about the vertical line x = axis.
        func reflected(about axis: CGFloat) -> HorizontalMap {
            // self(2·axis − x) = sign·(2·axis − x) + offset
            HorizontalMap(sign: -sign, offset: sign * 2 * axis + offset)
        }
    }

    private static func visit(_ node: Node, map: HorizontalMap, direction: LayoutDirection) {
        let original = node.frame
        var map = map
        var direction = direction
        if let change = node as? LayoutDirectionNode, change.direction != direction {
            map = map.reflected(about: original.midX)
            direction = change.direction
        }
        if map.sign != 1 || map.offset != 0 { node.frame = map.apply(original) }
        for child in node.children { visit(child, map: map, direction: direction) }
    }
}
