/// SwiftUI's `LazyVGrid` (iOS 14): cells in columns described by `GridItem`s, growing
/// downwards. Drawn in full: a still has no laziness.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `columns`; `spacing` is the gap between rows (nil: 8 points).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: the engine lays out the grid itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let children = context.with { $0.sectionHost = .grid }.resolve(content, at: 0)
        nodes.append(LazyGridNode(path: context.path, flowAxis: .vertical, items: columns,
                                  alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, children: children))
    }
}

/// SwiftUI's `LazyHGrid` (iOS 14): cells in rows described by `GridItem`s, growing to the right.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `rows`; `spacing` is the gap between columns (nil: 8 points).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: the engine lays out the grid itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let children = context.with { $0.sectionHost = .grid }.resolve(content, at: 0)
        nodes.append(LazyGridNode(path: context.path, flowAxis: .horizontal, items: rows,
                                  alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, children: children))
    }
}
