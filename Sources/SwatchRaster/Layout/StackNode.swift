/// HStack and VStack layout, by DESIGN §4: children are served by layout priority (highest
/// first), within a priority least flexible first, each offered an equal share of what is left.
final class StackNode: Node {
    let axis: Axis
    /// The cross-axis guide: a vertical alignment for HStack, horizontal for VStack.
    let alignment: AlignmentKey
    let spacing: CGFloat

    init(path: ViewPath, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [Node]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing ?? StackNode.defaultSpacing
        super.init(path: path, children: children)
        for case let spacer as SpacerNode in childArray { spacer.axis = axis }
    }

    /// SwiftUI's default spacing between adjacent views.
    static let defaultSpacing: CGFloat = 8

    override var kind: String? { axis == .horizontal ? "HStack" : "VStack" }

    private var totalSpacing: CGFloat { spacing * CGFloat(max(0, childArray.count - 1)) }

    /// The size each child chooses under `proposal`.
    private func childSizes(_ proposal: ProposedViewSize) -> [CGSize] {
        let cross = axis == .horizontal ? proposal.height : proposal.width
        guard let main = proposal.value(along: axis) else {
            return childArray.map { $0.sizeThatFits(.along(axis, nil, cross: cross)) }
        }
        var sizes = [CGSize](repeating: .zero, count: childArray.count)
        let firstPriority = childArray[0].layoutPriority
        if childArray.allSatisfy({ $0.layoutPriority == firstPriority }) {
            // One priority (nearly every stack): one group, nothing reserved, and the scratch
            // lists on the stack rather than the heap.
            withUnsafeTemporaryAllocation(of: (flexibility: CGFloat, index: Int).self, capacity: childArray.count) { buffer in
                var order = buffer
                for (index, child) in childArray.enumerated() {
                    let minimum = child.sizeThatFits(.along(axis, 0, cross: cross)).value(along: axis)
                    let maximum = child.sizeThatFits(.along(axis, .infinity, cross: cross)).value(along: axis)
                    order.initializeElement(at: index, to: (maximum - minimum, index))
                }
                order.sort(by: StackNode.lessFlexible)
                serve(order.lazy.map(\.index), available: main - totalSpacing, cross: cross, into: &sizes)
                _ = order.deinitialize()
            }
            return sizes
        }
        let minimums = childArray.map { $0.sizeThatFits(.along(axis, 0, cross: cross)).value(along: axis) }
        let maximums = childArray.map { $0.sizeThatFits(.along(axis, .infinity, cross: cross)).value(along: axis) }
        let childPriorities = childArray.map(\.layoutPriority)
        // Least flexible first, ties in view order.
        let byFlexibility: (Int, Int) -> Bool = { a, b in
            let fa = maximums[a] - minimums[a], fb = maximums[b] - minimums[b]
            return fa == fb ? a < b : fa < fb
        }
        var remaining = main - totalSpacing
        let priorities = Set(childPriorities).sorted(by: >)
        for (groupIndex, priority) in priorities.enumerated() {
            let lowerPriorities = Set(priorities[(groupIndex + 1)...])
            let reservedForLower = childArray.indices
                .filter { lowerPriorities.contains(childPriorities[$0]) }
                .reduce(0) { $0 + minimums[$1] }
            let group = childArray.indices.filter { childPriorities[$0] == priority }.sorted(by: byFlexibility)
            serve(group, available: remaining - reservedForLower, cross: cross, into: &sizes)
            remaining -= group.reduce(0) { $0 + sizes[$1].value(along: axis) }
        }
        return sizes
    }

    /// Least flexible first, ties in view order.
    private static func lessFlexible(_ a: (flexibility: CGFloat, index: Int), _ b: (flexibility: CGFloat, index: Int)) -> Bool {
        a.flexibility == b.flexibility ? a.index < b.index : a.flexibility < b.flexibility
    }

    /// Offers each child of `group`, in order, an equal share of what is still available.
    private func serve<Group: Collection<Int>>(_ group: Group, available: CGFloat, cross: CGFloat?, into sizes: inout [CGSize]) {
        var available = available
        var left = group.count
        for index in group {
            let offer = max(0, available / CGFloat(left))
            let size = childArray[index].sizeThatFits(.along(axis, offer, cross: cross))
            sizes[index] = size
            available -= size.value(along: axis)
            left -= 1
        }
    }

    /// The cross-axis extent of the children aligned on the guide: (distance before the guide, after).
    private func crossExtent(_ sizes: [CGSize]) -> (before: CGFloat, after: CGFloat) {
        var before = -CGFloat.infinity, after = -CGFloat.infinity
        for (child, size) in zip(childArray, sizes) {
            let guide = child.guide(alignment, size: size)
            before = max(before, guide)
            after = max(after, (axis == .horizontal ? size.height : size.width).extent(past: guide))
        }
        return (before, after)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !childArray.isEmpty else { return .zero }
        let sizes = childSizes(proposal)
        let main = sizes.reduce(totalSpacing) { $0 + $1.value(along: axis) }
        let extent = crossExtent(sizes)
        return .along(axis, main, cross: extent.before + extent.after)
    }

    override func placeChildren(_ context: PlacementContext) {
        guard !childArray.isEmpty else { return }
        let sizes = childSizes(ProposedViewSize(frame.size))
        let extent = crossExtent(sizes)
        var position: CGFloat = 0
        for (index, child) in childArray.enumerated() {
            let crossOffset = extent.before - child.guide(alignment, size: sizes[index])
            let offset: CGPoint = axis == .horizontal
                ? CGPoint(x: position, y: crossOffset) : CGPoint(x: crossOffset, y: position)
            child.place(CGRect(origin: frame.origin, offset: offset, size: sizes[index]), context)
            position += sizes[index].value(along: axis) + spacing
        }
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        // Text baselines pass through a stack: the first (or last) child that has one.
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else {
            return nil
        }
        let sizes = childSizes(ProposedViewSize(size))
        let extent = crossExtent(sizes)
        var position: CGFloat = 0
        var found: [CGFloat] = []
        for (index, child) in childArray.enumerated() {
            let offset = axis == .horizontal ? extent.before - child.guide(alignment, size: sizes[index]) : position
            if let value = child.explicitAlignment(key, size: sizes[index]) { found.append(offset + value) }
            position += sizes[index].value(along: axis) + spacing
        }
        return key == VerticalAlignment.firstTextBaseline.key ? found.first : found.last
    }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
