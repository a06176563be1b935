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
    /// SwiftUI), a text's leading between two stacked texts, the default between other views. An explicit `spacing:` goes between every
    /// pair of children, spacers included.
    private let noGapAtSpacers: Bool
    /// The sum of the gaps between the children.
    private let totalSpacing: CGFloat

    init(path: ViewPath, axis: Axis, alignment: AlignmentKey, spacing requested: CGFloat?, children: [Node]) {
        // A NaN or infinite spacing is no gap: the default spacing is used, with a warning
        // (§5.21). Negative spacing is legal (neighbours overlap) and stays.
        var spacing = requested
        if let value = requested, !value.isFinite {
            DegenerateGeometry.warn("\(axis == .horizontal ? "HStack" : "VStack")(spacing: \(value))",
                                    "invalid spacing (non-finite)", "default spacing used")
            spacing = nil
        }
        self.axis = axis
        self.alignment = alignment
        let resolvedSpacing = spacing ?? StackNode.defaultSpacing
        self.spacing = resolvedSpacing
        var hasSpacer = false, hasText = false
        for child in children {
            if let spacer = child.spacerInside {
                spacer.axis = axis
                hasSpacer = true
            } else if axis == .vertical, !hasText, child.viewSpacing.textLeading != nil {
                hasText = true
            }
        }
        noGapAtSpacers = (hasSpacer || hasText) && spacing == nil
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
        withUnsafeTemporaryAllocation(of: FittingOrder.self, capacity: childArray.count) { buffer in
            var order = buffer
            var mixedPriorities = false
            let firstPriority = childArray[0].layoutPriority.isNaN ? 0 : childArray[0].layoutPriority
            for (index, child) in childArray.enumerated() {
                let minimum = child.sizeThatFits(.along(axis, 0, cross: cross)).value(along: axis)
                let maximum = child.sizeThatFits(.along(axis, .infinity, cross: cross)).value(along: axis)
                // A NaN priority from user code sorts as 0 rather than breaking the order.
                let priority = child.layoutPriority.isNaN ? 0 : child.layoutPriority
                mixedPriorities = mixedPriorities || priority != firstPriority
                order.initializeElement(at: index, to: FittingOrder(
                    priority: priority, flexibility: maximum - minimum, minimum: minimum, index: index))
            }
            order.sort(by: FittingOrder.servedBefore)
            if !mixedPriorities {
                // One priority (most stacks without a spacer): one group, nothing reserved.
                serve(order.lazy.map(\.index), available: main - totalSpacing, cross: cross, into: &sizes, offers: offers)
            } else {
                // Groups by priority, highest first (a spacer's is -infinity: sized last, §5.2).
                // Every lower group's minimum is held back while a group is served, and handed
                // back when that group's turn comes.
                var remaining = main - totalSpacing
                var start = 0
                while start < order.count {
                    var end = start + 1
                    while end < order.count, order[end].priority == order[start].priority { end += 1 }
                    var reservedForLower: CGFloat = 0
                    for later in order[end...] { reservedForLower += later.minimum }
                    let group = order[start..<end]
                    serve(group.lazy.map(\.index), available: remaining - reservedForLower, cross: cross, into: &sizes, offers: offers)
                    for member in group { remaining -= sizes[member.index].value(along: axis) }
                    start = end
                }
            }
            _ = order.deinitialize()
        }
        return sizes
    }

    /// One child's place in the order a stack serves its children: by layout priority
    /// (highest first), then least flexible first, ties in view order.
    private struct FittingOrder {
        let priority: Double
        let flexibility: CGFloat
        let minimum: CGFloat
        let index: Int

        static func servedBefore(_ a: FittingOrder, _ b: FittingOrder) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            return a.flexibility == b.flexibility ? a.index < b.index : a.flexibility < b.flexibility
        }
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
