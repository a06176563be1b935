/// SwiftUI's `Label`: a title with an icon, drawn by the current label style
/// (docs/ARCHITECTURE.md §5.19).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleBox) private var style
    /// Built by a style's `Label(configuration)`: drawn in the default look, not the style again.
    var fromConfiguration = false

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The current style's body for this title and icon.
    public var body: some View {
        (fromConfiguration ? LabelStyleBox.titleAndIcon : style).makeBody(LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled by a localized key (a literal picks this one, as in SwiftUI, so its
    /// Markdown and its translation apply) with a system symbol as its icon. Basic Car
    /// Maintenance keeps its tab titles as `LocalizedStringKey` values.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled by a localized key with an asset-catalog image as its icon.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a system symbol as its icon (`Image(systemName:)`), titled by a string
    /// as written (disfavored, as in SwiftUI, so that a literal is a key).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with an asset-catalog image as its icon, titled by a string as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// A style that arranges a label's title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The label's parts.
    typealias Configuration = LabelStyleConfiguration
    /// The label's look, built from its title and icon.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `LabelStyle` gets: the title and the icon, type-erased.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public struct Title: View {
        let content: AnyView
        /// The title as the label was given it.
        public var body: some View { content }
    }
    /// The label's icon, type-erased.
    public struct Icon: View {
        let content: AnyView
        /// The icon as the label was given it.
        public var body: some View { content }
    }
    /// The title.
    public var title: LabelStyleConfiguration.Title
    /// The icon.
    public var icon: LabelStyleConfiguration.Icon
}

/// The current label style in the environment.
struct LabelStyleBox {
    let makeBody: (LabelStyleConfiguration) -> AnyView
    static var titleAndIcon: LabelStyleBox { LabelStyleBox { onMainActor($0) { AnyView(TitleAndIconLabelStyle().makeBody(configuration: $0)) } } }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: LabelStyleBox { LabelStyleBox { AnyView(AutomaticLabel(configuration: $0)) } }
}

private struct InToolbarKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the view is a toolbar item in a bar, where the automatic label style shows
    /// only the icon (set by the navigation bar, ToolbarItems.swift).
    var isInToolbar: Bool {
        get { self[InToolbarKey.self] }
        set { self[InToolbarKey.self] = newValue }
    }
}

/// The automatic label style's look: the icon alone in a toolbar, as iOS shows
/// `Button("Settings", systemImage: "gear")` in a navigation bar, title and icon elsewhere.
struct AutomaticLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isInToolbar) private var isInToolbar

    var body: some View {
        if isInToolbar {
            configuration.icon
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
}

extension EnvironmentValues {
    var labelStyleBox: LabelStyleBox {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels inside this view with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyleBox, LabelStyleBox { AnyView(style.makeBody(configuration: $0)) })
    }
}

/// The icon, then the title, side by side.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}
    /// Icon and title in a row, 8 pt apart (approximation of iOS's label spacing).
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}
    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The context's default: title and icon, but only the icon in a toolbar.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}
    /// Title and icon, or the icon alone in a bar.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabel(configuration: configuration)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == DefaultLabelStyle {
    /// The context's default.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
