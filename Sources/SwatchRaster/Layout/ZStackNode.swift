/// ZStack layout: every child gets the proposal; the stack is the union of the aligned
/// children of the highest layout priority, and lower-priority children are offered that size.
final class ZStackNode: Node {
    let alignment: Alignment
    /// True for the invisible stack that holds several views where one is expected.
    let implicit: Bool

    init(path: ViewPath, alignment: Alignment, children: [Node], implicit: Bool = false) {
        self.alignment = alignment
        self.implicit = implicit
        // Children are kept in drawing order: ascending `.zIndex`, ties as declared (§5.8).
        super.init(path: path, children: ZIndexNode.drawingOrder(children))
    }

    override var kind: String? { implicit ? nil : "ZStack" }

    /// The stack's size, each child's size and offset, and the proposal made to the children
    /// below the top priority (the size of the top-priority ones).
    private func layout(_ proposal: ProposedViewSize) -> (size: CGSize, sizes: [CGSize], offsets: [CGPoint], lower: ProposedViewSize) {
        guard !childArray.isEmpty else { return (.zero, [], [], proposal) }
        let top = childArray.map(\.layoutPriority).max() ?? 0
        var sizes = [CGSize](repeating: .zero, count: childArray.count)
        for (index, child) in childArray.enumerated() where child.layoutPriority == top {
            sizes[index] = child.sizeThatFits(proposal)
        }
        let leading = childArray.indices.filter { childArray[$0].layoutPriority == top }
        var box = union(leading, sizes)
        let inner = ProposedViewSize(box.size)
        if leading.count < childArray.count {
            for index in childArray.indices where childArray[index].layoutPriority != top {
                sizes[index] = childArray[index].sizeThatFits(inner)
            }
            box = union(Array(childArray.indices), sizes, only: leading)
        }
        let offsets = childArray.indices.map { index -> CGPoint in
            let guides = guidePoint(index, sizes[index])
            return CGPoint(x: box.guide.x - guides.x, y: box.guide.y - guides.y)
        }
        return (box.size, sizes, offsets, inner)
    }

    private func guidePoint(_ index: Int, _ size: CGSize) -> CGPoint {
        let child = childArray[index]
        return CGPoint(x: child.guide(alignment.horizontal.key, size: size), y: child.guide(alignment.vertical.key, size: size))
    }

    /// Size of the union of aligned children (those in `only`, if given) and where the guide lies in it.
    private func union(_ indices: [Int], _ sizes: [CGSize], only: [Int]? = nil) -> (size: CGSize, guide: CGPoint) {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for index in only ?? indices {
            let g = guidePoint(index, sizes[index])
            minX = min(minX, -g.x)
            minY = min(minY, -g.y)
            maxX = max(maxX, sizes[index].width.extent(past: g.x))
            maxY = max(maxY, sizes[index].height.extent(past: g.y))
        }
        return (CGSize(width: maxX - minX, height: maxY - minY), CGPoint(x: -minX, y: -minY))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { layout(proposal).size }

    override func childFrames(in bounds: CGRect, proposal: ProposedViewSize) -> [(frame: CGRect, proposal: ProposedViewSize)] {
        // Laid out again with the stack's own proposal, as when it was sized: the children
        // of the highest priority are placed with it, the others with the union's size.
        let result = layout(proposal)
        let top = childArray.map(\.layoutPriority).max() ?? 0
        return childArray.indices.map { index in
            (CGRect(origin: bounds.origin, offset: result.offsets[index], size: result.sizes[index]),
             childArray[index].layoutPriority == top ? proposal : result.lower)
        }
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        for (child, placement) in zip(childArray, childFrames(in: frame, proposal: proposal)) {
            child.place(placement.frame, proposal: placement.proposal, context)
        }
    }
}
