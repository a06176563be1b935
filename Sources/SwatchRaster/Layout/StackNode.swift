/// HStack and VStack layout (docs/ARCHITECTURE.md §5.2): children are served by layout
/// priority (highest first), within a priority least flexible first, each offered an equal
/// share of what is left.
final class StackNode: Node {
    let axis: Axis
    /// The cross-axis guide: a vertical alignment for HStack, horizontal for VStack.
    let alignment: AlignmentKey
    let spacing: CGFloat
    /// With the default spacing, the gap between two children is what their `ViewSpacing`s
    /// ask for: none next to a `Spacer` (its own minimum length stands for the gap, as in
    /// SwiftUI), the default between other views. An explicit `spacing:` goes between every
    /// pair of children, spacers included.
    private let noGapAtSpacers: Bool
    /// The sum of the gaps between the children.
    private let totalSpacing: CGFloat

    init(path: ViewPath, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [Node]) {
        self.axis = axis
        self.alignment = alignment
        let resolvedSpacing = spacing ?? StackNode.defaultSpacing
        self.spacing = resolvedSpacing
        var hasSpacer = false
        for child in children {
            guard let spacer = child.spacerInside else { continue }
            spacer.axis = axis
            hasSpacer = true
        }
        noGapAtSpacers = hasSpacer && spacing == nil
        var total: CGFloat = 0
        for index in children.indices.dropFirst() {
            total += noGapAtSpacers ? StackNode.gap(between: children[index - 1], and: children[index], axis: axis) : resolvedSpacing
        }
        totalSpacing = total
        super.init(path: path, children: children)
    }

    /// The gap two neighbours' `ViewSpacing`s ask for along `axis`.
    private static func gap(between previous: Node, and next: Node, axis: Axis) -> CGFloat {
        previous.viewSpacing.distance(to: next.viewSpacing, along: axis)
    }

    /// The gap before child `index` (> 0).
    private func gap(before index: Int) -> CGFloat {
        noGapAtSpacers ? StackNode.gap(between: childArray[index - 1], and: childArray[index], axis: axis) : spacing
    }

    /// SwiftUI's default spacing between adjacent views.
    static let defaultSpacing: CGFloat = 8

    override var kind: String? { axis == .horizontal ? "HStack" : "VStack" }

    /// The size each child chooses under `proposal`. With `offers`, also the length along the
    /// axis each child was last offered (nil without a proposal on the axis), for placement.
    private func childSizes(_ proposal: ProposedViewSize, offers: UnsafeMutableBufferPointer<CGFloat?>? = nil) -> [CGSize] {
        // An empty stack is asked too: a parent aligning it on a text baseline queries its
        // guide, and there is no first child to read a priority from.
        guard !childArray.isEmpty else { return [] }
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
                serve(order.lazy.map(\.index), available: main - totalSpacing, cross: cross, into: &sizes, offers: offers)
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
            serve(group, available: remaining - reservedForLower, cross: cross, into: &sizes, offers: offers)
            remaining -= group.reduce(0) { $0 + sizes[$1].value(along: axis) }
        }
        return sizes
    }

    /// Least flexible first, ties in view order.
    private static func lessFlexible(_ a: (flexibility: CGFloat, index: Int), _ b: (flexibility: CGFloat, index: Int)) -> Bool {
        a.flexibility == b.flexibility ? a.index < b.index : a.flexibility < b.flexibility
    }

    /// Offers each child of `group`, in order, an equal share of what is still available.
    private func serve<Group: Collection<Int>>(_ group: Group, available: CGFloat, cross: CGFloat?, into sizes: inout [CGSize],
                                               offers: UnsafeMutableBufferPointer<CGFloat?>?) {
        var available = available
        var left = group.count
        for index in group {
            let offer = max(0, available / CGFloat(left))
            let size = childArray[index].sizeThatFits(.along(axis, offer, cross: cross))
            sizes[index] = size
            offers?[index] = offer
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

    /// Runs the distribution for `proposal` again, as SwiftUI does when placing (not with the
    /// size the stack chose: shares of a stack that overflowed its proposal differ), and hands
    /// `body` each child's index, frame in `bounds` and the proposal it was sized with.
    private func arrange(in bounds: CGRect, proposal: ProposedViewSize, _ body: (Int, CGRect, ProposedViewSize) -> Void) {
        guard !childArray.isEmpty else { return }
        let cross = axis == .horizontal ? proposal.height : proposal.width
        withUnsafeTemporaryAllocation(of: CGFloat?.self, capacity: childArray.count) { offers in
            offers.initialize(repeating: nil)
            let sizes = childSizes(proposal, offers: offers)
            let extent = crossExtent(sizes)
            var position: CGFloat = 0
            for (index, child) in childArray.enumerated() {
                if index > 0 { position += gap(before: index) }
                let crossOffset = extent.before.offset(aligning: child.guide(alignment, size: sizes[index]))
                let offset: CGPoint = axis == .horizontal
                    ? CGPoint(x: position, y: crossOffset) : CGPoint(x: crossOffset, y: position)
                body(index, CGRect(origin: bounds.origin, offset: offset, size: sizes[index]), .along(axis, offers[index], cross: cross))
                position += sizes[index].value(along: axis)
            }
        }
    }

    override func childFrames(in bounds: CGRect, proposal: ProposedViewSize) -> [(frame: CGRect, proposal: ProposedViewSize)] {
        var frames: [(frame: CGRect, proposal: ProposedViewSize)] = []
        frames.reserveCapacity(childArray.count)
        arrange(in: bounds, proposal: proposal) { _, rect, offer in frames.append((rect, offer)) }
        return frames
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        arrange(in: frame, proposal: proposal) { index, rect, offer in childArray[index].place(rect, proposal: offer, context) }
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
            if index > 0 { position += gap(before: index) }
            let offset = axis == .horizontal ? extent.before.offset(aligning: child.guide(alignment, size: sizes[index])) : position
            if let value = child.explicitAlignment(key, size: sizes[index]) { found.append(offset + value) }
            position += sizes[index].value(along: axis)
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
