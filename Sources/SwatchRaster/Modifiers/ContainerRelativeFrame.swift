/// `containerRelativeFrame` (iOS 17): a frame sized from the nearest container, the way paging
/// carousels size each card to the scroll view's width. Apple names as containers the
/// screen, a navigation column or stack, a tab, and a scroll view or list, less their safe
/// area insets. Here the nearest `ScrollView` is the container; outside one, the frame's own
/// proposal stands in for the screen (at a device root that is the safe area).

/// The size of the container that `containerRelativeFrame` measures against. A scroll view
/// puts one in the environment of its content and fills it in when it is sized, before its
/// content is measured.
final class ContainerSizeBox: @unchecked Sendable {
    var size: CGSize?
}

private struct ContainerSizeKey: EnvironmentKey {
    static var defaultValue: ContainerSizeBox? { nil }
}

extension EnvironmentValues {
    /// The nearest container's size box (set by `ScrollView`).
    var containerSize: ContainerSizeBox? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}

extension View {
    /// A frame as long as the container on `axes`, with this view aligned in it.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// A frame of `span` of `count` equal columns (or rows) of the container, `spacing` apart:
    /// `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let count = max(count, 1)
            let item = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, item * CGFloat(span) + spacing * CGFloat(max(span - 1, 0)))
        }
    }

    /// A frame whose length on each of `axes` is what `length` makes of the container's.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        wrapNodes { node, _, context in
            ContainerRelativeFrameNode(path: context.path, child: node, axes: axes, alignment: alignment,
                                       container: context.environment.containerSize, length: length)
        }
    }
}

/// The frame: fixed on `axes` to the lengths computed from the container, the child's own
/// size elsewhere, the child placed by `alignment` (as `FrameNode`).
final class ContainerRelativeFrameNode: ModifierNode {
    let axes: Axis.Set
    let alignment: Alignment
    let container: ContainerSizeBox?
    let length: (CGFloat, Axis) -> CGFloat

    init(path: ViewPath, child: Node, axes: Axis.Set, alignment: Alignment, container: ContainerSizeBox?,
         length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.container = container
        self.length = length
        super.init(path: path, child: child)
    }

    /// The fixed lengths: from the container's size where it has one on that axis, else from
    /// this frame's proposal; nil on axes not asked for or with nothing to measure.
    private func fixed(_ proposal: ProposedViewSize) -> (width: CGFloat?, height: CGFloat?) {
        let size = container?.size
        let width = axes.contains(.horizontal) ? (size?.width ?? proposal.width).map { length($0, .horizontal) } : nil
        let height = axes.contains(.vertical) ? (size?.height ?? proposal.height).map { length($0, .vertical) } : nil
        return (width.map { max(0, $0) }, height.map { max(0, $0) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (width, height) = fixed(proposal)
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        let (width, height) = fixed(proposal)
        let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let childSize = child.sizeThatFits(childProposal)
        let offset = alignment.offset(of: child, childSize: childSize, in: frame.size)
        child.place(CGRect(origin: frame.origin, offset: offset, size: childSize), proposal: childProposal, context)
    }
}
