/// SwiftUI's `TabView` as iPhone draws it: the selected tab's view above a 49 pt tab bar of
/// equal-width items, icon over title, the selected item tinted (docs/ARCHITECTURE.md §5.19).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @Environment(\.resolvedControlTint) private var tint
    @Environment(\.tabViewStyleKind) private var style
    @Environment(\.tabViewAccessory) private var accessory

    /// Tabs selected by the binding, matched against each tab's `.tag`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The selected tab filling the space above the bar.
    public var body: some View {
        let tabs = viewListElements(content)
        let selected = selection.flatMap { binding in tabs.firstIndex { $0.tag == AnyHashable(binding.wrappedValue) } } ?? 0
        if case .page(let indexDisplayMode) = style {
            // `.tabViewStyle(.page)` (TabViewStyle.swift): the page with its dots, no bar.
            PagedTabs(tabs: tabs, selected: selected, indexDisplayMode: indexDisplayMode)
        } else {
            tabBarBody(tabs: tabs, selected: selected)
        }
    }

    /// The selected tab above the tab bar.
    private func tabBarBody(tabs: [ViewListElement], selected: Int) -> some View {
        VStack(spacing: 0) {
            Group {
                if tabs.indices.contains(selected) {
                    tabs[selected].view.frame(maxWidth: .infinity, maxHeight: .infinity)
                } else {
                    Color.clear
                }
            }
            // The accessory is this tab view's only: a tab view inside a tab has none.
            .environment(\.tabViewAccessory, nil)
            if let accessory { TabViewAccessory(box: accessory) }
            TabBar(tabs: tabs, selected: selected, tint: tint)
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs without a selection binding: the first is shown.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// The bar: 49 pt of items above the home indicator's inset (measured: the bar's top is
/// 83 = 49 + 34 pt above the bottom of a 393 pt iPhone 16 and a 430 pt iPhone 15 Pro Max —
/// roshan061020/HeadLines@c09a96c, Yazan98/Gitly@61d474a), `systemBackground` under a
/// `separator` hairline (UITabBar's standard appearance; approximation of its blur). Items:
/// `TabItemLabelStyle`, selected in the tint, others black at 40 % opacity (measured: exactly
/// (153, 153, 153) over white in Gitly's screenshot, 146 over the bar's material).
struct TabBar: View {
    let tabs: [ViewListElement]
    let selected: Int
    let tint: Color
    static let height: CGFloat = 49

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(tabs.indices), id: \.self) { index in
                ZStack {
                    TabItemLabel(item: tabs[index].tabItem)
                        .labelStyle(TabItemLabelStyle())
                        // iOS's tab bar shows its symbols filled (Apple's `symbolVariant(_:)`
                        // documentation: a tab view applies `.fill` in iOS).
                        .symbolVariant(.fill)
                        .foregroundColor(index == selected ? tint : Color.primary.opacity(0.4))
                        .overlay(alignment: .topTrailing) {
                            if let badge = tabs[index].badge { TabBadge(text: badge) }
                        }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .frame(height: Self.height)
        .background(Color(.systemBackground))
        .overlay(alignment: .top) { Rectangle().fill(Color(.separator)).frame(height: 0.5) }
    }
}

/// A tab item as the bar shows it. iOS makes a `UITabBarItem` from the item's first image and
/// first text, whatever else the builder holds, so `.tabItem { Image(…); Text(…) }` lays out
/// like `.tabItem { Label(…) }`: the icon above the title, never the two stacked on top of
/// each other. A single view (a `Label`) is drawn as it is, through the label style.
struct TabItemLabel: View {
    let item: AnyView?

    var body: some View {
        let parts = item.map { viewListElements($0) } ?? []
        if parts.count > 1 {
            let iconIndex = parts.firstIndex { $0.view.wraps(Image.self) } ?? parts.firstIndex { !$0.view.wraps(Text.self) } ?? 0
            let icon = parts[iconIndex]
            let title = parts.indices.first { $0 != iconIndex }.map { parts[$0] }
            Label {
                title?.view
            } icon: {
                icon.view
            }
        } else {
            item
        }
    }
}

extension AnyView {
    /// Whether the wrapped view is a `kind`, looking through environment and tag wrappers.
    func wraps<V: View>(_ kind: V.Type) -> Bool {
        var current: any View = view
        for _ in 0..<64 {
            if current is V { return true }
            guard let wrapper = current as? ViewListMetadata else { return false }
            current = wrapper.wrappedView
        }
        return false
    }
}

/// A tab item's label: the icon over the title, placed in the bar's 49 pt as measured on
/// iOS 17 and 18 screenshots (HeadLines' iPhone 16 and Gitly's iPhone 15 Pro Max at 3x): the
/// filled symbols' ink about 24 pt tall (23.3–24.7) and centred 18.67 pt below the bar's top,
/// the 10 pt title's baseline 45 pt below it (7 pt cap height; the gap from icon to title
/// about 7 pt follows). The title's weight was not measured.
struct TabItemLabelStyle: LabelStyle {
    /// The symbols' point size: Material's filled pictures, drawn 1.3 times the set's size
    /// (§7.9), are then about 24 pt tall, as iOS's are.
    static let iconSize: CGFloat = 26
    static let iconCentre: CGFloat = 18.67
    static let titleBaseline: CGFloat = 45

    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .top) {
            configuration.icon.font(.system(size: Self.iconSize))
                .frame(height: Self.iconCentre * 2)
            configuration.title.font(.system(size: 10, weight: .medium))
                .alignmentGuide(.top) { $0[.lastTextBaseline] - Self.titleBaseline }
        }
        .frame(height: TabBar.height, alignment: .top)
    }
}

/// A red capsule with the badge text in white 13 pt, at the icon's top-trailing corner
/// (approximation of UITabBarItem's badge).
struct TabBadge: View {
    let text: Text
    var body: some View {
        text.font(.system(size: 13))
            .foregroundColor(.white)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Color.red, in: Capsule())
            .offset(x: 10, y: 2)
    }
}

/// A tab's content with its tab item; drawn as the content.
struct TabItemView<Content: View, Item: View>: View, PrimitiveView, ViewListMetadata {
    let content: Content
    let item: Item
    var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) { context.resolveHere(content, into: &nodes) }
    var wrappedView: any View { content }
    func record(into element: inout ViewListElement) {
        if element.tabItem == nil { element.tabItem = AnyView(item) }
    }
}

/// A view with a badge; drawn as the view (a tab bar or a list row shows the badge).
struct BadgeView<Content: View>: View, PrimitiveView, ViewListMetadata {
    let content: Content
    let badge: Text?
    var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) { context.resolveHere(content, into: &nodes) }
    var wrappedView: any View { content }
    func record(into element: inout ViewListElement) {
        if element.badge == nil { element.badge = badge }
    }
}

extension View {
    /// The item this view's tab shows in the tab bar.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, item: label())
    }
    /// A count badge; zero shows none, as in SwiftUI.
    nonisolated public func badge(_ count: Int) -> some View {
        BadgeView(content: self, badge: count == 0 ? nil : Text("\(count)"))
    }
    /// A text badge; `nil` shows none.
    nonisolated public func badge(_ label: Text?) -> some View {
        BadgeView(content: self, badge: label)
    }
    /// A string badge; `nil` shows none.
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgeView(content: self, badge: label.map { Text($0) })
    }
}
