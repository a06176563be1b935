/// `NavigationSplitView`'s column options and styles. On iPhone the split view collapses to
/// one stack that shows the sidebar first; `preferredCompactColumn` picks another column to
/// show instead (Apple, `NavigationSplitView`: "the column to show when the split view
/// collapses"). Column visibility and styles only matter with room for several columns, so
/// they are accepted and change nothing on an iPhone-sized still (docs/ARCHITECTURE.md §5.19).

/// Which columns a split view shows where it has room.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    private let name: String
    /// Only the detail column.
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "detailOnly") }
    /// The content and detail columns.
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "doubleColumn") }
    /// Every column.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "all") }
    /// The system's choice.
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "automatic") }
}

/// A column of a split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String
    /// The leading column.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    /// The middle column of a three-column view.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    /// The trailing column.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}

extension NavigationSplitView {
    /// A three-column split view whose visibility is bound; all but the compact column are
    /// hidden on iPhone.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// A three-column split view showing `preferredCompactColumn` when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        let content = content()
        let detail = detail()
        self.init(sidebar: sidebar, content: { content }, detail: { detail })
        compactColumn = Self.column(preferredCompactColumn.wrappedValue, content: AnyView(content), detail: AnyView(detail))
    }

    /// A three-column split view with bound visibility, showing `preferredCompactColumn` when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, content: content, detail: detail)
    }

    /// The view for `column`, or nil for the sidebar (the default).
    static func column(_ column: NavigationSplitViewColumn, content: AnyView?, detail: AnyView) -> AnyView? {
        if column == .detail { return detail }
        if column == .content { return content ?? detail }
        return nil
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view whose visibility is bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }

    /// A two-column split view showing `preferredCompactColumn` when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        let detail = detail()
        self.init(sidebar: sidebar, detail: { detail })
        compactColumn = Self.column(preferredCompactColumn.wrappedValue, content: nil, detail: AnyView(detail))
    }

    /// A two-column split view with bound visibility, showing `preferredCompactColumn` when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, detail: detail)
    }
}

/// How a split view lays out its columns where it has room: SwiftUI's `NavigationSplitViewStyle`.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// What the style gets (nothing public, as in SwiftUI).
    typealias Configuration = NavigationSplitViewStyleConfiguration
    /// The split view's look.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a split view style gets; it has no public members in SwiftUI either.
public struct NavigationSplitViewStyleConfiguration {}

/// The system's split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
    /// The style; on iPhone the collapsed stack.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The detail column shrinks to make room for the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
    /// The style; on iPhone the collapsed stack.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The detail column keeps its size; the leading columns cover it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
    /// The style; on iPhone the collapsed stack.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The system's style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns share the width.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail keeps its size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// The style of split views inside; an iPhone-sized still draws the collapsed stack in every style.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
