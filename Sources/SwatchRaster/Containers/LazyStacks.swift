/// SwiftUI's `LazyVStack` (iOS 14): a `VStack` whose children are made as they scroll into
/// view. A still shows the initial offset with every child laid out, so it is a `VStack`;
/// `Section`s inside show their header, content and footer in order.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy column; `spacing` nil means the default.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The children in a `VStack`.
    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// SwiftUI's `LazyHStack` (iOS 14): an `HStack` in a still, as `LazyVStack` is a `VStack`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy row; `spacing` nil means the default.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The children in an `HStack`.
    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}
