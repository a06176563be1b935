/// iOS 18's tab API: `TabView { Tab("Home", systemImage: "house") { HomeView() } }`.
///
/// Each `Tab` becomes the same list child the older `.tabItem { Label(…) }.tag(value)` form
/// makes (its content, its bar item, its value as the tag), so `TabView` draws both forms
/// alike: the selected tab (or the first) above the tab bar (docs/ARCHITECTURE.md §5.19).
/// `ForEach` of tabs is not supported: the engine's `ForEach` holds views only.

/// Content of a `TabView` built from `Tab`s: SwiftUI's `TabContent` (iOS 18).
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the values that select tabs.
    associatedtype TabValue: Hashable where TabValue == Body.TabValue
    /// The type of the content's body.
    associatedtype Body: TabContent
    /// The tabs this content is made of.
    @TabContentBuilder<TabValue> var body: Body { get }
    /// The tabs, in order, as `TabView` lists them. Primitive tab content supplies them;
    /// other content forwards to its body.
    var _tabViews: [_TabItem] { get }
}

extension TabContent {
    /// The tabs of the body.
    public var _tabViews: [_TabItem] { body._tabViews }
}

/// One tab as `TabView` lists it: its content, its bar item, the value that selects it and
/// its badge — what the older `.tabItem`, `.tag` and `.badge` modifiers attach to a child.
public struct _TabItem {
    let content: AnyView
    let label: AnyView
    let value: AnyHashable?
    var badge: Text?
}

/// The label SwiftUI draws for a tab from its title and image: an icon over the title.
public struct DefaultTabLabel: View {
    let title: Text?
    let icon: Image?

    /// The title and icon as a `Label`, which the tab bar draws icon over title.
    public var body: some View {
        Label {
            if let title { title }
        } icon: {
            if let icon { icon }
        }
    }
}

/// What a tab is for, beyond showing content: SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab; drawn like any other tab here.
    public static var search: TabRole { TabRole(name: "search") }
}

/// One tab of a `TabView`: SwiftUI's `Tab` (iOS 18). Drawn as its content when selected
/// (or first), with its label as the bar item.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    /// The value that selects this tab.
    public typealias TabValue = Value
    let value: Value?
    let content: Content
    let label: Label

    init(storedValue: Value?, content: Content, label: Label) {
        self.value = storedValue
        self.content = content
        self.label = label
    }

    /// A tab is primitive: its body is itself.
    public var body: Tab<Value, Content, Label> { self }

    /// The content with its bar item and, when it has one, its value as the tag.
    public var _tabViews: [_TabItem] {
        [_TabItem(content: AnyView(content), label: AnyView(label), value: value.map { AnyHashable($0) }, badge: nil)]
    }
}

// Apple's initializer families, one helper each: a value selects the tab (`value:`), an
// optional selection takes the non-optional value (`Value == T?`), or there is no selection
// (`Value == Never`). Titles are a key (`LocalizedStringKey`) or any string (disfavored, as in
// SwiftUI); the image is an asset (`image:`) or an SF Symbol (`systemImage:`). Roles are kept
// for source compatibility and draw nothing of their own.

@MainActor
private func tabLabel(_ title: Text?, image: String? = nil, systemImage: String? = nil) -> DefaultTabLabel {
    DefaultTabLabel(title: title, icon: image.map { Image($0) } ?? systemImage.map { Image(systemName: $0) })
}

extension Tab where Label == DefaultTabLabel {
    /// A titled tab with an asset image, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(title), image: image))
    }
    /// A titled tab with an asset image and a role, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(title), image: image))
    }
    /// A titled tab with an asset image, selected by `value` through an optional selection.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(title), image: image))
    }
    /// A titled tab with an asset image and a role, selected through an optional selection.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(title), image: image))
    }
    /// A tab titled by a key with an asset image, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(titleKey), image: image))
    }
    /// A tab titled by a key with an asset image and a role, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(titleKey), image: image))
    }
    /// A tab titled by a key with an asset image, selected through an optional selection.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(titleKey), image: image))
    }
    /// A tab titled by a key with an asset image and a role, through an optional selection.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(titleKey), image: image))
    }
    /// A titled tab with an SF Symbol, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(title), systemImage: systemImage))
    }
    /// A titled tab with an SF Symbol and a role, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(title), systemImage: systemImage))
    }
    /// A titled tab with an SF Symbol, selected through an optional selection.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(title), systemImage: systemImage))
    }
    /// A titled tab with an SF Symbol and a role, selected through an optional selection.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Hashable>(_ title: S, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(title), systemImage: systemImage))
    }
    /// A tab titled by a key with an SF Symbol, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(titleKey), systemImage: systemImage))
    }
    /// A tab titled by a key with an SF Symbol and a role, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(titleKey), systemImage: systemImage))
    }
    /// A tab titled by a key with an SF Symbol, selected through an optional selection.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(titleKey), systemImage: systemImage))
    }
    /// A tab titled by a key with an SF Symbol and a role, through an optional selection.
    public init<T: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(storedValue: value, content: content(), label: tabLabel(Text(titleKey), systemImage: systemImage))
    }
    /// A tab with a role and the role's default label (none drawn here), selected by `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(storedValue: value, content: content(), label: tabLabel(nil))
    }
    /// A tab with a role, selected through an optional selection.
    public init<V: Hashable>(value: V, role: TabRole?, @ViewBuilder content: () -> Content) where Value == V? {
        self.init(storedValue: value, content: content(), label: tabLabel(nil))
    }
}

extension Tab {
    /// A tab without a bar label, selected by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(storedValue: value, content: content(), label: EmptyView())
    }
    /// A tab without a bar label, selected through an optional selection.
    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content) where Value == V?, Label == EmptyView {
        self.init(storedValue: value, content: content(), label: EmptyView())
    }
    /// A tab with a custom bar label, selected by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(storedValue: value, content: content(), label: label())
    }
    /// A tab with a custom bar label and a role, selected by `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(storedValue: value, content: content(), label: label())
    }
    /// A tab with a custom bar label, selected through an optional selection.
    public init<V: Hashable>(value: V, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == V? {
        self.init(storedValue: value, content: content(), label: label())
    }
    /// A tab with a custom bar label and a role, selected through an optional selection.
    public init<V: Hashable>(value: V, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == V? {
        self.init(storedValue: value, content: content(), label: label())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A titled tab with an asset image, in a `TabView` without selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(storedValue: nil, content: content(), label: tabLabel(Text(title), image: image))
    }
    /// A titled tab with an asset image and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(storedValue: nil, content: content(), label: tabLabel(Text(title), image: image))
    }
    /// A tab titled by a key with an asset image.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(storedValue: nil, content: content(), label: tabLabel(Text(titleKey), image: image))
    }
    /// A tab titled by a key with an asset image and a role.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(storedValue: nil, content: content(), label: tabLabel(Text(titleKey), image: image))
    }
    /// A titled tab with an SF Symbol, in a `TabView` without selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(storedValue: nil, content: content(), label: tabLabel(Text(title), systemImage: systemImage))
    }
    /// A titled tab with an SF Symbol and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(storedValue: nil, content: content(), label: tabLabel(Text(title), systemImage: systemImage))
    }
    /// A tab titled by a key with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(storedValue: nil, content: content(), label: tabLabel(Text(titleKey), systemImage: systemImage))
    }
    /// A tab titled by a key with an SF Symbol and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(storedValue: nil, content: content(), label: tabLabel(Text(titleKey), systemImage: systemImage))
    }
    /// A tab with a role's default label (none drawn here).
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(storedValue: nil, content: content(), label: tabLabel(nil))
    }
}

extension Tab where Value == Never {
    /// A tab without a bar label.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(storedValue: nil, content: content(), label: EmptyView())
    }
    /// A tab with a custom bar label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(storedValue: nil, content: content(), label: label())
    }
    /// A tab with a custom bar label and a role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(storedValue: nil, content: content(), label: label())
    }
}
