/// `.zIndex(_:)`: a view's drawing order among its ZStack siblings. Like SwiftUI's trait, it
/// passes up through the modifiers around it to the stack, which draws its children in
/// ascending zIndex, ties in declaration order (docs/ARCHITECTURE.md §5.8).
final class ZIndexNode: ModifierNode {
    let zIndex: Double
    init(path: ViewPath, child: Node, zIndex: Double) {
        self.zIndex = zIndex
        super.init(path: path, child: child)
    }

    /// The zIndex `node` carries: the outermost `.zIndex` among the modifiers wrapping it,
    /// else 0.
    static func of(_ node: Node) -> Double {
        var current = node
        while let modifier = current as? ModifierNode {
            if let marked = modifier as? ZIndexNode { return marked.zIndex }
            current = modifier.child
        }
        return 0
    }

    /// `children` in drawing order: stably sorted by zIndex, untouched when none is set.
    static func drawingOrder(_ children: [Node]) -> [Node] {
        let indices = children.map(of)
        guard indices.contains(where: { $0 != 0 }) else { return children }
        return children.indices
            .sorted { indices[$0] != indices[$1] ? indices[$0] < indices[$1] : $0 < $1 }
            .map { children[$0] }
    }
}

extension View {
    /// Controls the order this view is drawn in among its ZStack siblings: higher values are
    /// drawn on top; the default is 0.
    nonisolated public func zIndex(_ value: Double) -> some View {
        wrapNodes { node, _, context in ZIndexNode(path: context.path, child: node, zIndex: value) }
    }
}
