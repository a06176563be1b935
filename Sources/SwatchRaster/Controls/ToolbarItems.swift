/// Toolbar items as the navigation bar draws them: `toolbar { }` in both its forms,
/// `toolbar(id:content:)` and iOS 13's `navigationBarItems`, carried up to the enclosing
/// navigation container with the screen's title (Navigation.swift) and drawn in its bar
/// (docs/ARCHITECTURE.md §5.19).

/// Which part of the bar an item goes to on iPhone.
enum ToolbarSlot: Equatable {
    case leading, trailing, principal, bottom, hidden

    /// iOS's mapping: cancellation and navigation actions lead, the principal item takes the
    /// title's place, bottom-bar and status items go to the bottom toolbar, keyboard items
    /// show only over a keyboard and secondary actions only in an overflow menu (not drawn);
    /// everything else, `.automatic` included, trails.
    init(_ placement: ToolbarItemPlacement) {
        switch placement.name {
        case "navigationBarLeading", "topBarLeading", "cancellationAction", "navigation": self = .leading
        case "principal": self = .principal
        case "bottomBar", "status": self = .bottom
        case "keyboard", "secondaryAction": self = .hidden
        default: self = .trailing
        }
    }
}

/// One item on its way to the bar. Two values are equal when they have the same placement
/// and describe the same view, which is what the settle loop needs to stop (§6.3): the view
/// itself is kept to be drawn.
struct ToolbarItemValue: Equatable {
    let slot: ToolbarSlot
    /// Confirmation actions are drawn semibold, as iOS draws "Done" and "Add".
    let emphasized: Bool
    var view: AnyView
    let key: String

    init(placement: ToolbarItemPlacement, view: some View) {
        slot = ToolbarSlot(placement)
        emphasized = placement.name == "confirmationAction"
        self.view = AnyView(view)
        key = "\(placement.name):\(String(describing: view))"
    }

    static func == (lhs: ToolbarItemValue, rhs: ToolbarItemValue) -> Bool {
        lhs.slot == rhs.slot && lhs.emphasized == rhs.emphasized && lhs.key == rhs.key
    }
}

/// Content that holds toolbar items directly (the builder's primitives).
@MainActor
protocol ToolbarItemSource {
    func appendItems(to items: inout [ToolbarItemValue])
}

/// The items of any toolbar content: primitives list theirs; a type of the user's own is
/// asked for its `body`.
@MainActor
func toolbarItems(_ content: any ToolbarContent) -> [ToolbarItemValue] {
    var items: [ToolbarItemValue] = []
    appendToolbarItems(content, to: &items)
    return items
}

@MainActor
private func appendToolbarItems(_ content: any ToolbarContent, to items: inout [ToolbarItemValue], depth: Int = 0) {
    if let source = content as? ToolbarItemSource {
        source.appendItems(to: &items)
        return
    }
    guard depth < 64 else { return }
    func body<C: ToolbarContent>(_ content: C) -> (any ToolbarContent)? {
        C.Body.self == Never.self ? nil : content.body
    }
    if let inner = body(content) { appendToolbarItems(inner, to: &items, depth: depth + 1) }
}

extension ToolbarItem: ToolbarItemSource {
    func appendItems(to items: inout [ToolbarItemValue]) {
        items.append(ToolbarItemValue(placement: placement, view: content))
    }
}

extension ToolbarItemGroup: ToolbarItemSource {
    /// Each view of the group is an item of its own, as UIKit lays out bar button items.
    func appendItems(to items: inout [ToolbarItemValue]) {
        for element in viewListElements(content) {
            items.append(ToolbarItemValue(placement: placement, view: element.view))
        }
    }
}

extension TupleToolbarContent: ToolbarItemSource {
    func appendItems(to items: inout [ToolbarItemValue]) {
        for child in Mirror(reflecting: value).children {
            if let content = child.value as? any ToolbarContent {
                items += toolbarItems(content)
            }
        }
    }
}

extension _ConditionalToolbarContent: ToolbarItemSource {
    func appendItems(to items: inout [ToolbarItemValue]) {
        items += toolbarItems(content)
    }
}

extension _OptionalToolbarContent: ToolbarItemSource {
    func appendItems(to items: inout [ToolbarItemValue]) {
        if let content { items += toolbarItems(content) }
    }
}

extension _AnyToolbarContent: ToolbarItemSource {
    func appendItems(to items: inout [ToolbarItemValue]) {
        items += toolbarItems(content)
    }
}

extension _CustomizedToolbarContent: ToolbarItemSource {
    func appendItems(to items: inout [ToolbarItemValue]) {
        items += toolbarItems(base)
    }
}

/// A bar item drawn in the environment of the view that declared it, as SwiftUI resolves a
/// toolbar's items where the `toolbar` modifier stands (so an `EditButton` there reads that
/// view's edit mode).
struct ToolbarItemInEnvironment: View, PrimitiveView {
    let content: AnyView
    let environment: EnvironmentValues
    var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        var inner = context
        let bar = context.environment
        inner.environment = environment
        // The bar's own drawing settings win over the declaring view's: its font, image scale
        // and the weight of confirmation actions.
        inner.environment.font = bar.font
        inner.environment.imageScale = bar.imageScale
        inner.environment.textAttributes = bar.textAttributes.filled(from: environment.textAttributes)
        inner.environment.isInListRow = false
        inner.environment.isInToolbar = true
        inner.resolve(content, at: 0, into: &nodes)
    }
}

extension View {
    /// Toolbar items given as views: each is an item at the automatic placement, which
    /// trails on iPhone.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        addingToolbarItems(viewListElements(content()).map { ToolbarItemValue(placement: .automatic, view: $0.view) })
    }

    /// Toolbar items given as `ToolbarItem`s and groups, each at its placement.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        addingToolbarItems(toolbarItems(content()))
    }

    /// A toolbar the user can customize, saved under `id`; a still shows its default items.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        addingToolbarItems(toolbarItems(content()))
    }

    /// The iOS 13 navigation bar buttons.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        addingToolbarItems([ToolbarItemValue(placement: .navigationBarLeading, view: leading),
                            ToolbarItemValue(placement: .navigationBarTrailing, view: trailing)])
    }

    /// A leading navigation bar button (iOS 13).
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarLeading placement")
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        addingToolbarItems([ToolbarItemValue(placement: .navigationBarLeading, view: leading)])
    }

    /// A trailing navigation bar button (iOS 13).
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(content:) with navigationBarTrailing placement")
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        addingToolbarItems([ToolbarItemValue(placement: .navigationBarTrailing, view: trailing)])
    }

    /// This view with `items` added to its screen's toolbar, each drawn in this view's
    /// environment.
    nonisolated func addingToolbarItems(_ items: [ToolbarItemValue]) -> NodeModifier<Self> {
        wrapNodes { node, index, context in
            // Once per modifier, however many nodes the content makes.
            guard index == 0, !items.isEmpty else { return node }
            let environment = context.environment
            let placed = items.map { $0.drawn(in: environment) }
            return PreferenceTransformNode<NavigationTitleKey>(path: context.path.appending("toolbar"), child: node) { value, _ in
                value.toolbarItems += placed
            }
        }
    }
}

extension ToolbarItemValue {
    /// This item drawn in `environment`, the environment of the view that declared it, so
    /// that an `EditButton` reads that view's edit mode.
    func drawn(in environment: EnvironmentValues) -> ToolbarItemValue {
        var item = self
        item.view = AnyView(ToolbarItemInEnvironment(content: view, environment: environment))
        return item
    }
}

extension Group: ToolbarContent where Content: ToolbarContent {
    /// A group of the toolbar items `content` builds.
    public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }
    /// Never asked for: the group's items join the toolbar's directly.
    public var body: Never { fatalError("Group's toolbar items are read directly") }
}

extension Group: ToolbarItemSource where Content: ToolbarContent {
    func appendItems(to items: inout [ToolbarItemValue]) {
        items += toolbarItems(content)
    }
}
