/// `MenuStyle`'s configuration and the built-in styles' bodies. A still never opens a menu and
/// every iOS style draws the closed menu as its label, so `.menuStyle(_:)` leaves the picture
/// unchanged; each built-in style's body is `Menu(configuration)`, the menu as given.

/// What a `MenuStyle` gets: the menu's label and content, type-erased.
public struct MenuStyleConfiguration {
    /// The menu's label.
    @MainActor @preconcurrency
    public struct Label: View {
        let content: AnyView
        /// The label's view.
        public typealias Body = AnyView
        /// The label as the menu was given it.
        public var body: AnyView { content }
    }
    /// The menu's items (never built in a still).
    @MainActor @preconcurrency
    public struct Content: View {
        let content: AnyView
        /// The content's view.
        public typealias Body = AnyView
        /// The items as the menu was given them.
        public var body: AnyView { content }
    }
    let label: Label
    let content: Content
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A menu drawn from a style's configuration, in the default look.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension DefaultMenuStyle {
    /// The menu as given.
    public typealias Body = Menu<MenuStyleConfiguration.Label, MenuStyleConfiguration.Content>
    /// The menu, drawn as its closed label.
    public func makeBody(configuration: Configuration) -> Body { Menu(configuration) }
}

extension ButtonMenuStyle {
    /// The menu as given.
    public typealias Body = Menu<MenuStyleConfiguration.Label, MenuStyleConfiguration.Content>
    /// The menu, drawn as its closed label.
    public func makeBody(configuration: Configuration) -> Body { Menu(configuration) }
}

extension BorderlessButtonMenuStyle {
    /// The menu as given.
    public typealias Body = Menu<MenuStyleConfiguration.Label, MenuStyleConfiguration.Content>
    /// The menu, drawn as its closed label.
    public func makeBody(configuration: Configuration) -> Body { Menu(configuration) }
}
