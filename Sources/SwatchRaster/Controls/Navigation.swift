/// Navigation containers as an iPhone draws their root screen: `NavigationStack`,
/// `NavigationView` and `NavigationSplitView` (collapsed to its sidebar), with the title set
/// by `.navigationTitle` drawn large or inline (docs/ARCHITECTURE.md §5.19).

/// The title and display mode a screen asks for, carried up to its navigation container
/// as a preference.
struct NavigationTitleValue: Equatable {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    /// The screen's background when a grouped `List` or `Form` fills it: drawn under the bar
    /// and into the safe areas too.
    var background: SystemColor?
    /// The search field `.searchable` asks for.
    var search: SearchFieldValue?
    /// The screen's toolbar items, in tree order (ToolbarItems.swift).
    var toolbarItems: [ToolbarItemValue] = []
}

/// A screen's search field: the text it holds and its prompt.
struct SearchFieldValue: Equatable {
    var text: String
    var prompt: Text?
}

/// Collects `.navigationTitle` and `.navigationBarTitleDisplayMode`: the first view in tree
/// order that sets each wins.
struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: NavigationTitleValue { NavigationTitleValue() }
    static func reduce(value: inout NavigationTitleValue, nextValue: () -> NavigationTitleValue) {
        let next = nextValue()
        if value.title == nil { value.title = next.title }
        if value.displayMode == nil { value.displayMode = next.displayMode }
        if value.background == nil { value.background = next.background }
        if value.search == nil { value.search = next.search }
        value.toolbarItems += next.toolbarItems
    }
}

extension View {
    /// The title the enclosing navigation container shows for this screen.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        transformPreference(NavigationTitleKey.self) { $0.title = title }
    }
    /// The title the enclosing navigation container shows for this screen.
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }
    /// An editable title (iOS 16); drawn as its current value.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }
    /// Whether the navigation bar draws this screen's title large or inline.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        transformPreference(NavigationTitleKey.self) { $0.displayMode = displayMode }
    }
    /// Where values pushed on a navigation path lead; a still draws the root, so the
    /// destination is never built.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    /// A destination presented while `isPresented` is true; never built in a still.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
}

/// A type-erased list of pushed values, as `NavigationStack(path:)` binds it.
public struct NavigationPath: Equatable {
    /// The pushed values; `encoded` holds each one's JSON when it was pushed as `Codable`
    /// (NavigationPath+Codable.swift).
    var elements: [AnyHashable] = []
    var encoded: [NavigationPath.EncodedElement?] = []
    /// An empty path.
    public init() {}
    /// A path holding `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
        encoded = Array(repeating: nil, count: self.elements.count)
    }
    /// How many values are pushed.
    public var count: Int { elements.count }
    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
        encoded.append(nil)
    }
    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
        encoded.removeLast(k)
    }
}

/// A stack of screens; a still shows its root with the root's navigation bar. Pushed values
/// are not drawn (their destinations are never built).
public struct NavigationStack<Data, Root: View>: View {
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }
    /// A stack bound to a type-erased path.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }
    /// A stack bound to a typed path.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    /// The bar, then the root filling the rest.
    public var body: some View { NavigationBarContainer(content: root) }
}

/// The older navigation container; on iPhone, a stack.
public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The bar, then the content.
    public var body: some View { NavigationBarContainer(content: content) }
}

/// Columns on iPad; collapsed to one stack on iPhone, which shows the sidebar column first
/// (the compact column defaults to the sidebar — Apple, `NavigationSplitView`, "collapses
/// into a single stack"; `preferredCompactColumn`).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    /// The column a `preferredCompactColumn` binding asked for, when not the sidebar
    /// (NavigationSplitViewOptions.swift).
    var compactColumn: AnyView?
    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
    /// The compact column's screen (the sidebar unless asked otherwise), with its bar.
    public var body: some View {
        if let compactColumn {
            NavigationBarContainer(content: compactColumn)
        } else {
            NavigationBarContainer(content: sidebar)
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}

/// The container's drawing: the navigation bar for the title its content asked for, then
/// the content filling the rest (centred in it, as SwiftUI centres a small root). The title
/// comes up as a preference and is read through `@State`, so a screen with a title lays out
/// twice (docs/ARCHITECTURE.md §6.3).
struct NavigationBarContainer<Content: View>: View {
    let content: Content
    @State private var title = NavigationTitleValue()

    var body: some View {
        VStack(spacing: 0) {
            NavigationBarView(value: title)
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
                .environment(\.navigationBarAbove, title.title == nil ? .inline : title.displayMode != .inline ? .largeTitle : .inline)
        }
        // The bar starts where the status bar ends, which on a Dynamic Island iPhone is above
        // the safe area's top (`NavigationBarView.statusBarOverlap`).
        .padding(.top, -NavigationBarView.statusBarOverlap)
        .background {
            if let background = title.background { Color(background).ignoresSafeArea() }
        }
        .onPreferenceChange(NavigationTitleKey.self) { title = $0 }
        // A title inside does not reach an outer container.
        .transformPreference(NavigationTitleKey.self) { $0 = NavigationTitleValue() }
    }
}

/// The bar: 44 pt (UINavigationBar's height on iPhone), plus 52 pt for a large title
/// (Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12": "large titles add
/// 52 points"). A large title is 34 pt bold (the largeTitle style, emphasized), 16 pt from
/// the leading edge, its line box ending 8 pt above the bar's bottom (approximation); an
/// inline title is 17 pt semibold (headline), centred in the 44 pt bar. The bar is
/// transparent, as at a scroll edge on iOS 15+. Toolbar items sit in the 44 pt row,
/// leading and trailing items 16 pt from the edges in the body font (`NavigationBarItems`).
struct NavigationBarView: View {
    let value: NavigationTitleValue
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52

    /// How far the bar starts above the safe area's top: on iPhones with a Dynamic Island
    /// (safe area 59 pt or more) the status bar is 54 pt and the bar begins there, 5 pt above
    /// (issue 39, measured on iPhone 15 @3x screenshots of iOS 17: the bar's buttons centred
    /// at 76 = 54 + 22, the large title's cap 55.67 and baseline 79.67 below 54 —
    /// pointfreeco/swift-composable-architecture's SyncUps tutorial images). Elsewhere the
    /// safe area's top is the status bar's bottom.
    static var statusBarOverlap: CGFloat {
        (RenderScreen.device?.safeAreaInsets.top ?? 0) >= 59 ? 5 : 0
    }

    var body: some View {
        VStack(spacing: 0) {
            titleBar
            if let search = value.search { SearchFieldView(value: search) }
        }
    }

    @ViewBuilder private var titleBar: some View {
        let title = value.title
        let principal = value.toolbarItems.filter { $0.slot == .principal }
        if let title, value.displayMode != .inline {
            VStack(spacing: 0) {
                NavigationBarItems(items: value.toolbarItems) { principalView(principal) }
                    .frame(height: Self.barHeight)
                title.font(.largeTitle.bold())
                    .lineLimit(1)
                    .padding(.leading, 16)
                    .padding(.bottom, 8)
                    .frame(maxWidth: .infinity, minHeight: Self.largeTitleHeight, maxHeight: Self.largeTitleHeight, alignment: .bottomLeading)
            }
        } else {
            NavigationBarItems(items: value.toolbarItems) {
                if principal.isEmpty {
                    title?.font(.headline).lineLimit(1)
                } else {
                    principalView(principal)
                }
            }
            .frame(height: Self.barHeight)
        }
    }

    /// The `.principal` items, which take the inline title's place in the bar's centre.
    @ViewBuilder private func principalView(_ items: [ToolbarItemValue]) -> some View {
        if !items.isEmpty {
            HStack(spacing: NavigationBarItemMetrics.spacing) {
                ForEach(items.indices, id: \.self) { items[$0].view }
            }
            .font(.headline)
        }
    }
}

/// Where bar items sit.
enum NavigationBarItemMetrics {
    /// The bar's layout margins: 16 pt on phones up to 402 pt wide, 20 pt on 414 pt and wider
    /// (measured: "Edit" ends 16.67 pt from the edge of a 393 pt iPhone 15 in TCA's SyncUps
    /// images; "Add" 21.33 pt and "Edit" 21.33 pt from the edges of a 440 pt iPhone 16 Pro
    /// Max in Lu-sdd/swift_todolist@3a5477f's screenshots, about 1.3 pt of it side bearing).
    static var margin: CGFloat { (RenderScreen.device?.size.width ?? 0) >= 414 ? 20 : 16 }
    /// Between two items on one side: the ink gap between the two resizable symbols of a
    /// `ToolbarItemGroup` on an iPhone 15 (nilotic/SwiftUI-Study-Sessions@2464a6d, the
    /// toolbar session's screenshot: 24.0 pt).
    static let spacing: CGFloat = 24
}

/// The bar's 44 pt row: `centre` (the inline title or principal item) in the middle, the
/// leading items from the leading edge and the trailing items ending at the trailing edge,
/// at the bar's margins (`NavigationBarItemMetrics`), vertically centred (measured on pointfreeco/swift-composable-architecture's
/// SyncUps tutorial images, iPhone 15 at 3x: "Edit" ends 16.67 pt from the trailing edge with
/// its cap height centred on 76 = 54 + 22; "Dismiss" starts 17.67 pt in, "D" having about
/// 1.5 pt of side bearing). Items are in the body font, buttons in the tint; confirmation
/// actions are semibold, as "Add" is there. Bottom-bar, keyboard and secondary items are
/// not drawn (ARCHITECTURE §5.19).
struct NavigationBarItems<Centre: View>: View {
    let items: [ToolbarItemValue]
    @ViewBuilder let centre: () -> Centre

    var body: some View {
        let leading = items.filter { $0.slot == .leading }
        let trailing = items.filter { $0.slot == .trailing }
        ZStack {
            centre()
            HStack(spacing: 0) {
                side(leading)
                Spacer(minLength: 0)
                side(trailing)
            }
            .padding(.horizontal, NavigationBarItemMetrics.margin)
        }
        .frame(maxWidth: .infinity)
    }

    private func side(_ items: [ToolbarItemValue]) -> some View {
        HStack(spacing: NavigationBarItemMetrics.spacing) {
            ForEach(items.indices, id: \.self) { index in
                items[index].view
                    .fontWeight(items[index].emphasized ? .semibold : nil)
            }
        }
        // Bar buttons draw symbols one size up: TCA's "plus" is 17.67 pt of ink at the body
        // size, as `.imageScale(.large)` draws it.
        .imageScale(.large)
        .font(.body)
        .lineLimit(1)
        .fixedSize()
    }
}

/// Whether the view is a row of a `List` (set by the list; a `NavigationLink` there draws a
/// row with a chevron).
private struct ListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var isInListRow: Bool {
        get { self[ListRowKey.self] }
        set { self[ListRowKey.self] = newValue }
    }
}

/// A link that pushes a destination: in a list row, the label with a trailing chevron;
/// elsewhere, a tinted label like a borderless button.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.resolvedControlTint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    /// A link to `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link to the view `destination` builds (iOS 16 spelling).
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// The row or the tinted label.
    public var body: some View {
        if isInListRow {
            HStack {
                label
                Spacer()
                // chevron.forward in tertiaryLabel, about 7 × 12 pt (approximation).
                ChevronShape(weight: 2).fill(Color(.tertiaryLabel)).frame(width: 7, height: 12)
            }
        } else {
            label.foregroundColor(isEnabled ? tint : ControlColors.disabledLabel)
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` to `destination`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.init(destination: destination) { Text(title) } }
    /// A link titled by a localized key to `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(destination: destination) { Text(titleKey) } }
    /// A link titled `title` to the view `destination` builds.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.label = Text(title) }
    /// A link titled by a localized key to the view `destination` builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.label = Text(titleKey) }
    /// iOS 13–16's programmatic form; `isActive` is not read (see `init(destination:isActive:label:)`).
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) { self.label = Text(title) }
    /// iOS 13–16's programmatic form with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) { self.label = Text(titleKey) }
    /// iOS 13–16's programmatic form with a built destination.
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) { self.label = Text(title) }
    /// iOS 13–16's programmatic form with a localized title and a built destination.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) { self.label = Text(titleKey) }
    /// iOS 13–16's tag-and-selection form with a title (SwiftTermApp's home screen); the
    /// selection is not read.
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) { self.label = Text(title) }
    /// iOS 13–16's tag-and-selection form with a localized title.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) { self.label = Text(titleKey) }
}

extension NavigationLink {
    /// iOS 13–16's programmatic link (deprecated in iOS 16, still common in real files).
    /// `isActive` is not read: a still image shows the screen holding the link, never the
    /// pushed destination, whatever the binding says.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    /// iOS 13–16's tag-and-selection link; like `isActive`, the selection is not read.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (matched by `navigationDestination(for:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.label = Text(title) }
}

/// The navigation bar above a view, if any: where a grouped list's first section starts
/// depends on it (`ListMetrics.firstSectionTop`).
enum NavigationBarAbove: Hashable, Sendable { case none, inline, largeTitle }

private struct NavigationBarAboveKey: EnvironmentKey { static var defaultValue: NavigationBarAbove { .none } }

extension EnvironmentValues {
    /// The navigation bar the content sits under (set by the navigation containers).
    var navigationBarAbove: NavigationBarAbove {
        get { self[NavigationBarAboveKey.self] }
        set { self[NavigationBarAboveKey.self] = newValue }
    }
}
