/// SwiftUI's `TabViewStyle` and `IndexViewStyle`. The default styles draw the tab bar
/// (TabView.swift); `.page` draws the selected page filling the view with UIPageControl's
/// dots over its bottom edge, the still frame of a paging scroll view (docs/ARCHITECTURE.md
/// §5.19). The dot metrics are approximations: 8 pt dots 8 pt apart, centred in a 26 pt
/// strip at the bottom; the current page white, the others white at 35 % (so, as on iOS,
/// they vanish on a white page unless `.indexViewStyle(.page(backgroundDisplayMode: .always))`
/// puts a dark capsule behind them).

/// How a `TabView` presents its tabs: SwiftUI's `TabViewStyle`.
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// The engine's reading of a tab view style.
enum TabViewStyleKind: Equatable, Sendable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// Styles the engine knows how to draw.
protocol KnownTabViewStyle {
    nonisolated var tabViewStyleKind: TabViewStyleKind { get }
}

/// The platform's style: a tab bar at the bottom on iPhone.
public struct DefaultTabViewStyle: TabViewStyle, KnownTabViewStyle {
    /// The default style.
    public init() {}
    nonisolated var tabViewStyleKind: TabViewStyleKind { .tabBar }
}

/// A tab bar only, never a sidebar (iOS 18): the tab bar on iPhone.
public struct TabBarOnlyTabViewStyle: TabViewStyle, KnownTabViewStyle {
    /// The tab-bar style.
    public init() {}
    nonisolated var tabViewStyleKind: TabViewStyleKind { .tabBar }
}

/// A tab bar that can become a sidebar on iPad (iOS 18): the tab bar on iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, KnownTabViewStyle {
    /// The adaptable style.
    public init() {}
    nonisolated var tabViewStyleKind: TabViewStyleKind { .tabBar }
}

/// Pages swiped sideways with a row of dots: SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle, KnownTabViewStyle {
    /// When the dots are shown.
    public struct IndexDisplayMode: Sendable, Equatable {
        let name: String
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = IndexDisplayMode(name: "always")
        /// Never shown.
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    /// The paging style, its dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    nonisolated var tabViewStyleKind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that adapts to a sidebar where there is room.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page index (the dots of a paging tab view) is drawn: SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// The dots of a paging view, with or without a capsule behind them.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots is drawn.
    public struct BackgroundDisplayMode: Sendable, Equatable {
        let name: String
        /// Only while touched: never in a still.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Only while touched: never in a still.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always drawn.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never drawn.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// The dots, the capsule drawn as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots without a capsule.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Dots, the capsule drawn as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewStyleKindKey: EnvironmentKey { static var defaultValue: TabViewStyleKind { .tabBar } }
private struct PageIndexBackgroundKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The style `.tabViewStyle(_:)` chose for tab views inside.
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
    /// Whether page dots get a capsule behind them (`backgroundDisplayMode: .always`).
    var pageIndexBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of tab views inside this view.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, (style as? KnownTabViewStyle)?.tabViewStyleKind ?? .tabBar)
    }

    /// Sets the style of page indexes (the dots of a paging tab view) inside this view.
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode == .always)
    }
}

/// A paging tab view's still: the selected page filling the space, the dots over its bottom.
struct PagedTabs: View {
    let tabs: [ViewListElement]
    let selected: Int
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    @Environment(\.pageIndexBackground) private var dotsBackground

    var body: some View {
        ZStack(alignment: .bottom) {
            if tabs.indices.contains(selected) {
                tabs[selected].view.frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                Color.clear
            }
            if showsDots {
                PageDots(count: tabs.count, selected: selected, background: dotsBackground)
            }
        }
    }

    private var showsDots: Bool {
        switch indexDisplayMode {
        case .never: return false
        case .always: return !tabs.isEmpty
        default: return tabs.count > 1
        }
    }
}

/// UIPageControl's row of dots (approximation, see the file's comment).
struct PageDots: View {
    let count: Int
    let selected: Int
    let background: Bool

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == selected ? 1 : 0.35))
                    .frame(width: 8, height: 8)
            }
        }
        .padding(.horizontal, 10)
        .frame(height: 26)
        .background {
            if background { Capsule().fill(Color.black.opacity(0.25)) }
        }
    }
}
