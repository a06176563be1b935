/// `.menuStyle(_:)`: on iOS every menu style draws its label as a button until the menu is
/// opened, which a still never does, so the style is accepted and leaves the picture
/// unchanged (docs/ARCHITECTURE.md §5.19).

/// A way to present a menu; the engine draws every style as the menu's closed label.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The menu's label and content.
    typealias Configuration = MenuStyleConfiguration
    /// The menu's look (see `MenuStyleConfiguration.swift`).
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The platform's default menu style.
public struct DefaultMenuStyle: MenuStyle {
    /// The default style.
    public init() {}
}

/// A menu drawn as a bordered button (iOS 16).
public struct ButtonMenuStyle: MenuStyle {
    /// The button style.
    public init() {}
}

/// A menu drawn as a borderless button (deprecated by Apple, still common).
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless button style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// The style of menus inside this view; a closed menu draws the same in every style.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
