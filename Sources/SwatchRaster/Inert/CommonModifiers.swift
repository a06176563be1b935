/// Everyday modifiers that real view files use and a still shows at rest
/// (docs/ARCHITECTURE.md §4.2): hover, context menus, and two deprecated styles.
extension View {
    /// Keeps the view's place in layout and draws nothing, as SwiftUI's `hidden()` does.
    nonisolated public func hidden() -> some View { opacity(0) }
    /// The iOS 13 accent color of controls here: the same as `tint(_:)`.
    @available(iOS, deprecated: 100000.0, renamed: "tint(_:)")
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
    /// Runs `action` when the pointer enters or leaves; there is no pointer in a still.
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    /// A menu shown on long press; never shown in a still.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    /// A menu with a custom preview, shown on long press; never shown in a still.
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
    /// The iOS 13 navigation view style; `NavigationView` draws as a stack on iPhone in any style.
    @available(iOS, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// How a `NavigationView` arranges its columns: SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle {}

/// The system's choice.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// One column at a time, as on iPhone.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// Columns side by side, where there is room.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The system's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}
