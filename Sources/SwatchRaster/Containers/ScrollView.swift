/// SwiftUI's `ScrollView`: content offered no limit along the scroll axes, shown through the
/// scroll view's own frame, which takes the whole proposal (docs/ARCHITECTURE.md §5.16).
/// A still is drawn at the initial offset: the top-leading end of the content, or the point
/// `.defaultScrollAnchor(_:)` names. Scroll indicators appear only while scrolling, so none
/// are drawn.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether indicators show while scrolling (never drawn in a still).
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    /// A scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Never called: the engine lays out the scroll view itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let anchor = context.environment.defaultScrollAnchor
        var inner = context
        inner.environment.defaultScrollAnchor = nil
        // The container `containerRelativeFrame` measures inside this scroll view.
        let container = ContainerSizeBox()
        inner.environment.containerSize = container
        // SwiftUI stacks a scroll view's children: a horizontal scroll view in an HStack,
        // any other in a VStack, each with the stack's default alignment and spacing, so
        // `ScrollView { Card(); Button(…) }` draws the button under the card, not over it.
        let child = axes == .horizontal
            ? inner.resolveSingle(HStack { content }, at: 0)
            : inner.resolveSingle(VStack { content }, at: 0)
        nodes.append(ScrollViewNode(path: context.path, axes: axes, anchor: anchor, container: container, child: child))
    }
}

/// A scroll view after resolution: proposes nil along the scroll axes, takes its proposal there
/// (the content's size where there is none) and the content's size across them, clips, and
/// offsets the content to the anchor. "While a vertical scroll view accepts the proposed
/// height unconditionally, it only becomes as wide as the width of its contents" (Chris
/// Eidhof, SwiftUI Field Guide, "Scroll View"): so a horizontal carousel in a `VStack` is as
/// tall as its cards, not as tall as the space left.
final class ScrollViewNode: ModifierNode {
    let axes: Axis.Set
    /// Where the initial offset puts the content: top-leading unless given.
    let anchor: UnitPoint?

    /// The size its content's `containerRelativeFrame`s measure against: this view's own.
    let container: ContainerSizeBox

    init(path: ViewPath, axes: Axis.Set, anchor: UnitPoint?, container: ContainerSizeBox, child: Node) {
        self.axes = axes
        self.anchor = anchor
        self.container = container
        super.init(path: path, child: child)
    }

    override var kind: String? { "ScrollView" }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let scrollsHorizontally = axes.contains(.horizontal), scrollsVertically = axes.contains(.vertical)
        if scrollsHorizontally, scrollsVertically, let width = proposal.width, let height = proposal.height {
            return CGSize(width: width, height: height)
        }
        container.size = CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
        let content = child.sizeThatFits(contentProposal(proposal))
        return CGSize(width: scrollsHorizontally ? (proposal.width ?? content.width) : content.width,
                      height: scrollsVertically ? (proposal.height ?? content.height) : content.height)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        container.size = frame.size
        let offer = contentProposal(proposal)
        let size = child.sizeThatFits(offer)
        // Along a scroll axis, content longer than the view starts at the anchor's end
        // (top or leading by default); shorter content sits at the top or leading edge.
        // Across it, content is centred, as SwiftUI centres a narrow column in a vertical
        // scroll view.
        func offset(_ axis: Axis, _ length: CGFloat, _ content: CGFloat) -> CGFloat {
            let scrolls = axes.contains(axis == .horizontal ? .horizontal : .vertical)
            guard scrolls else { return (length - content) / 2 }
            guard content > length else { return 0 }
            let fraction = axis == .horizontal ? (anchor?.x ?? 0) : (anchor?.y ?? 0)
            return -fraction * (content - length)
        }
        let origin = CGPoint(x: frame.minX + offset(.horizontal, frame.width, size.width),
                             y: frame.minY + offset(.vertical, frame.height, size.height))
        child.place(CGRect(origin: origin, size: size), proposal: offer, context)
    }

    override func draw(_ list: inout DisplayList) {
        list.append(.pushClip(list.snap(frame)))
        child.drawIfPlaced(&list)
        list.append(.popClip)
    }
}

/// SwiftUI's `ScrollViewReader`: hands its content a proxy for scrolling to a view by id.
/// In a still nothing scrolls, so the proxy's `scrollTo` does nothing.
public struct ScrollViewReader<Content: View>: View {
    /// The content, built with a proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content gets the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    /// The content, built with a proxy.
    public var body: some View { content(ScrollViewProxy()) }
}

/// SwiftUI's `ScrollViewProxy`: scrolls the enclosing scroll views to a view by id.
public struct ScrollViewProxy {
    /// A no-op in a still image: the scroll view is drawn at its initial offset.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

private struct DefaultScrollAnchorKey: EnvironmentKey { static var defaultValue: UnitPoint? { nil } }

extension EnvironmentValues {
    /// The anchor `.defaultScrollAnchor(_:)` set for the scroll views inside.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Which part of a scroll view's content is shown first (iOS 17): `.bottom` starts a
    /// long column at its end.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }

    /// Whether scroll indicators show while scrolling; a still never shows them.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Whether the user may scroll; a still is the same either way.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Whether a `List` or `Form` inside draws its background (`.hidden` lets the views
    /// behind show through).
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}

private struct ScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// What `.scrollContentBackground(_:)` set.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}
