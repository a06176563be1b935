/// SwiftUI's `AnyLayout` (iOS 16): a type-erased layout, so one container can switch between
/// layouts (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) while its
/// children keep their identity and `@State`: the container's view type does not change.
public struct AnyLayout: Layout, NodeLayout {
    /// The wrapped layout's cache, type-erased.
    public struct Cache {
        var value: Any
    }

    private let box: any ErasedLayout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        box = (layout as? AnyLayout)?.box ?? LayoutBox(layout: layout)
    }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews, &cache.value)
    }

    /// The wrapped layout's horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
    }

    func makeNode(path: ViewPath, children: [Node]) -> Node {
        box.makeNode(path: path, children: children)
    }
}

/// The operations `AnyLayout` forwards, with the cache as `Any`.
private protocol ErasedLayout {
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
    func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
    func makeNode(path: ViewPath, children: [Node]) -> Node
}

private struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    /// Runs `body` on the typed cache; a cache of another type (the layout was switched) is
    /// remade first.
    private func withCache<T>(_ subviews: LayoutSubviews, _ cache: inout Any, _ body: (inout L.Cache) -> T) -> T {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withCache(subviews, &cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withCache(subviews, &cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withCache(subviews, &cache) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(subviews, &cache) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(subviews, &cache) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func makeNode(path: ViewPath, children: [Node]) -> Node {
        if let builtin = layout as? NodeLayout { return builtin.makeNode(path: path, children: children) }
        return CustomLayoutNode(path: path, layout: layout, children: children)
    }
}
