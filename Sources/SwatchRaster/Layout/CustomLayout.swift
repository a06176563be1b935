/// SwiftUI's `Layout` protocol (iOS 16): write your own container by answering
/// `sizeThatFits` and placing subviews in `placeSubviews`.
public protocol Layout {
    /// Data a layout computes once per layout pass and reuses between its two calls.
    associatedtype Cache = Void
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds` (root coordinates). `proposal` is the one the
    /// container was given by its parent, which can differ from `bounds.size`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Makes the cache; the default makes `()`.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when subviews change; the default remakes it.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// An explicit horizontal guide for the container, or nil.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// An explicit vertical guide for the container, or nil.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The spacing the container asks for around itself; by default the union of its
    /// subviews' preferences.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// Properties of the layout a container reads, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }
    /// The subviews a layout sees.
    typealias Subviews = LayoutSubviews
}

/// SwiftUI's `LayoutProperties`: what a layout tells its container about itself.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along (`nil` for layouts that are not stacks); a `Spacer`
    /// inside expands along it.
    public var stackOrientation: Axis?
    /// Properties of a layout that is not a stack.
    public init() { stackOrientation = nil }
}

extension Layout {
    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Default: throws the old cache away and makes a new one.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// Default: nil, so the guide takes its usual value from the container's size.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    /// Default: nil, so the guide takes its usual value from the container's size.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Uses the layout as a container view: `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// Lets layouts without a cache leave out `makeCache`.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// The subviews of a custom layout, in view order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]
    /// 0: subviews are numbered from zero in view order.
    public var startIndex: Int { elements.startIndex }
    /// The number of subviews.
    public var endIndex: Int { elements.endIndex }
    /// The subview at `index`, counted in view order.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    /// Equal when they hold the same subviews in the same order.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.elements == b.elements }
}

/// A proxy for one subview: ask its size, read its priority, place it.
public struct LayoutSubview: Equatable {
    let node: Node
    let placement: PlacementRecorder
    /// Position among the container's subviews, where `place` records the frame.
    let index: Int

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(node.sizeThatFits(proposal)) }

    /// The subview's `layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// The spacing the subview asks for on each edge (zero for a `Spacer`).
    public var spacing: ViewSpacing { node.viewSpacing }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, or its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.layoutValue(key) }

    /// Places the subview so that `anchor` lands on `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placement.placements[index] = (CGRect(origin: origin, size: size), proposal)
    }

    /// Equal when both stand for the same subview (by identity, not by size).
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// Collects where a layout's `placeSubviews` put each subview, and with which proposal, by
/// subview index.
final class PlacementRecorder {
    var placements: [(rect: CGRect, proposal: ProposedViewSize)?] = []
}

struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let children = context.resolve(content, at: 0)
        if let builtin = layout as? NodeLayout {
            nodes.append(builtin.makeNode(path: context.path, children: children))
        } else {
            nodes.append(CustomLayoutNode(path: context.path, layout: layout, children: children))
        }
    }
}

/// A user `Layout` after resolution.
final class CustomLayoutNode<L: Layout>: Node {
    let layout: L
    private var cache: L.Cache?
    private let recorder = PlacementRecorder()

    init(path: ViewPath, layout: L, children: [Node]) {
        self.layout = layout
        super.init(path: path, children: children)
    }

    override var kind: String? { ShapeNode.kindName(L.self) }

    /// Made once: the children do not change after resolution, and a layout asks for its
    /// subviews at every size query.
    private lazy var subviews = LayoutSubviews(elements: childArray.enumerated().map {
        LayoutSubview(node: $1, placement: recorder, index: $0)
    })

    private func withCache<T>(_ body: (inout L.Cache) -> T) -> T {
        var current = cache ?? layout.makeCache(subviews: subviews)
        let result = body(&current)
        cache = current
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = self.subviews
        return withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        let subviews = self.subviews
        recorder.placements = Array(repeating: nil, count: childArray.count)
        // SwiftUI hands `placeSubviews` the container's proposal, not its chosen size.
        withCache { layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &$0) }
        for (index, child) in childArray.enumerated() {
            if let placed = recorder.placements[index] {
                child.place(placed.rect, proposal: placed.proposal, context)
            } else {
                // A subview the layout did not place sits at the container's centre, as in SwiftUI.
                let childProposal = ProposedViewSize(frame.size)
                let size = child.sizeThatFits(childProposal)
                let rect = CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
                child.place(rect, proposal: childProposal, context)
            }
        }
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let subviews = self.subviews
        let bounds = CGRect(origin: .zero, size: size)
        return withCache { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: ProposedViewSize(size), subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: ProposedViewSize(size), subviews: subviews, cache: &cache)
        }
    }
}
