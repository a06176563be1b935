/// `.alignmentGuide`: the view reports a computed value for one guide.
final class AlignmentGuideNode: ModifierNode {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat

    init(path: ViewPath, child: Node, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
        super.init(path: path, child: child)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if key == self.key { return compute(child.dimensions(size)) }
        return child.explicitAlignment(key, size: size)
    }
}

extension View {
    /// Overrides where a horizontal guide lies in this view (for VStack/ZStack alignment).
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapNodes { node, _, context in AlignmentGuideNode(path: context.path, child: node, key: g.key, compute: computeValue) }
    }

    /// Overrides where a vertical guide lies in this view (for HStack/ZStack alignment).
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapNodes { node, _, context in AlignmentGuideNode(path: context.path, child: node, key: g.key, compute: computeValue) }
    }
}
