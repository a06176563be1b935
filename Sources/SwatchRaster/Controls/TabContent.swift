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
