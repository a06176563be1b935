/// Toolbar and navigation settings real files use. `toolbarTitleDisplayMode` draws: it is
/// iOS 17's name for `navigationBarTitleDisplayMode` (`.inlineLarge` is drawn large, the
/// nearest look the bar has). The others concern bar items, pushed screens or iPad columns,
/// which a still of the root screen does not show, so they leave the picture unchanged
/// (docs/ARCHITECTURE.md §4.2, §5.19).

/// How the toolbar shows the title (iOS 17).
public struct ToolbarTitleDisplayMode: Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// Inherited from the previous screen.
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .automatic) }
    /// A large title below the bar.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
    /// A large title inside the bar (drawn as `.large` here).
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
    /// A small title in the bar.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
}

/// What a toolbar is for, which sets its default items' arrangement.
public struct ToolbarRole: Sendable {
    private let name: String
    /// The system's choice.
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    /// A navigation stack's bar.
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    /// A browser's bar.
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    /// An editor's bar: the title leading.
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

/// A toolbar item the system adds by default.
public struct ToolbarDefaultItemKind: Sendable {
    private let name: String
    /// The split view's sidebar button.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title.
    public static let title = ToolbarDefaultItemKind(name: "title")
}

extension ToolbarItem where ID == String {
    /// An item with an identifier, for toolbars the user customizes; drawn as any item.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.itemID = id
        self.placement = placement
        self.content = content()
    }
}

extension View {
    /// Whether the bar draws this screen's title large or inline (iOS 17's name for
    /// `navigationBarTitleDisplayMode`).
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }
    /// What the toolbar is for; its items are not drawn in a still.
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }
    /// Removes a default toolbar item; not drawn in a still.
    nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
    /// A destination pushed while `item` is non-nil; a still draws the presenting screen, so
    /// it is never built.
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
}

extension NavigationLink {
    /// Whether the link replaces the detail column of a split view; an iPhone shows one column.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }

    /// iOS 13–16's programmatic link with the destination built by a closure; `isActive` is
    /// not read (a still shows the screen holding the link).
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// iOS 13–16's tag-and-selection link with the destination built by a closure; the
    /// selection is not read.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}
