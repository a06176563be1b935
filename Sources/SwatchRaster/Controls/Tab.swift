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

/// A group of tabs under a heading: SwiftUI's `TabSection`. An iPhone's tab bar shows the
/// section's tabs as ordinary tabs, so here the section is its tabs.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent where SelectionValue == Content.TabValue {
    /// The selection type of the tabs inside.
    public typealias TabValue = SelectionValue
    let content: Content

    /// Primitive: its body is itself.
    public var body: TabSection<Header, Content, Footer, SelectionValue> { self }
    /// The tabs inside.
    public var _tabViews: [_TabItem] { content._tabViews }
}

extension TabSection {
    /// Tabs under a custom header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) where Footer == EmptyView {
        self.content = content()
    }
    /// Tabs without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) where Header == EmptyView, Footer == EmptyView {
        self.content = content()
    }
    /// Tabs under a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        self.content = content()
    }
    /// Tabs under a title key.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        self.content = content()
    }
}

/// Type-erased tab content: SwiftUI's `AnyTabContent`.
public struct AnyTabContent<SelectionValue: Hashable>: TabContent {
    /// The selection type.
    public typealias TabValue = SelectionValue
    let views: [_TabItem]
    /// Erases `tabContent`'s type, keeping its tabs.
    public init<T: TabContent>(_ tabContent: T) where T.TabValue == SelectionValue {
        views = tabContent._tabViews
    }
    /// Primitive: its body is itself.
    public var body: AnyTabContent<SelectionValue> { self }
    /// The tabs kept.
    public var _tabViews: [_TabItem] { views }
}

/// Several tabs written one after another in a `TabContentBuilder` block.
public struct _TupleTabContent<TabValue: Hashable>: TabContent {
    let views: [_TabItem]
    /// Primitive: its body is itself.
    public var body: _TupleTabContent<TabValue> { self }
    /// The tabs in order.
    public var _tabViews: [_TabItem] { views }
}

/// Tabs present or not (`if` without `else`), or one of two branches.
public struct _ConditionalTabContent<TabValue: Hashable, TrueContent, FalseContent>: TabContent {
    let views: [_TabItem]
    /// Primitive: its body is itself.
    public var body: _ConditionalTabContent<TabValue, TrueContent, FalseContent> { self }
    /// The tabs of the branch taken.
    public var _tabViews: [_TabItem] { views }
}

/// The result builder of `TabView`'s iOS 18 initializers: SwiftUI's `TabContentBuilder`.
/// It collects the tabs in order; `if` and `if #available` keep the branch taken.
@MainActor @resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// Each tab passes through.
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    /// One tab.
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    /// Several tabs, in order.
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> _TupleTabContent<TabValue> {
        var views: [_TabItem] = []
        for part in repeat each content { views.append(contentsOf: part._tabViews) }
        return _TupleTabContent(views: views)
    }
    /// `if` without `else`: the tabs, or none.
    public static func buildOptional<C: TabContent>(_ content: C?) -> _ConditionalTabContent<TabValue, C, EmptyView> where C.TabValue == TabValue {
        _ConditionalTabContent(views: content?._tabViews ?? [])
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalTabContent<TabValue, T, F> where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalTabContent(views: first._tabViews)
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalTabContent<TabValue, T, F> where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalTabContent(views: second._tabViews)
    }
    /// `if #available`: the tabs, type-erased.
    public static func buildLimitedAvailability<T: TabContent>(_ content: T) -> AnyTabContent<TabValue> where T.TabValue == TabValue {
        AnyTabContent(content)
    }

    /// The view a `TabView` lists its tabs from: each tab's content with its bar item and tag.
    public struct Content<C: TabContent>: View, PrimitiveView, ViewListSource {
        let views: [_TabItem]
        /// Never called: `TabView` lists the tabs and draws the selected one.
        public var body: Never { primitiveBody() }
        func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
            for (index, tab) in views.enumerated() {
                context.resolve(tab.content, at: .index(index), into: &nodes)
            }
        }
        func appendElements(to list: inout [ViewListElement]) {
            for tab in views {
                list.append(ViewListElement(view: tab.content, tag: tab.value, tabItem: tab.label, badge: tab.badge))
            }
        }
    }
}

extension TabView {
    /// Tabs made of `Tab`s, selected by `selection` against each tab's value (iOS 18).
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {
        let tabs = TabContentBuilder<SelectionValue>.Content<C>(views: content()._tabViews)
        self.init(selection: Optional(selection), content: { tabs })
    }

    /// Tabs made of `Tab`s without selection: the first is shown (iOS 18).
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C.TabValue == Never {
        let tabs = TabContentBuilder<Never>.Content<C>(views: content()._tabViews)
        self.init(selection: nil, content: { tabs })
    }
}

extension TabContent {
    /// A count badge on the tab's bar item; zero shows none, as in SwiftUI.
    public func badge(_ count: Int) -> AnyTabContent<TabValue> {
        badge(count == 0 ? nil : Text("\(count)"))
    }
    /// A text badge on the tab's bar item; `nil` shows none.
    public func badge(_ label: Text?) -> AnyTabContent<TabValue> {
        AnyTabContent(views: _tabViews.map { tab in
            var tab = tab
            tab.badge = label
            return tab
        })
    }
    /// A badge from a key.
    public func badge(_ key: LocalizedStringKey) -> AnyTabContent<TabValue> {
        badge(Text(key))
    }
    /// A badge from a string.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S) -> AnyTabContent<TabValue> {
        badge(Text(label))
    }
    /// The identifier tab customization stores; a still has no customization.
    public func customizationID(_ id: String) -> Self { self }
}

extension AnyTabContent {
    init(views: [_TabItem]) { self.views = views }
}
