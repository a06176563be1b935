/// SwiftUI's `ControlGroup` (iOS 15): related controls drawn as one unit. Outside a toolbar or
/// menu iOS draws the controls side by side on one rounded platter; here each control gets an
/// equal share of a `tertiarySystemFill` platter (radius 8, at least 34 pt tall) with hairline
/// separators between them, the buttons borderless in the tint. These metrics approximate the
/// system look and were not measured. The menu styles draw the group's label, the closed menu
/// (docs/ARCHITECTURE.md §5.19).
public struct ControlGroup<Content: View>: View {
    let content: Content
    /// The group's label, when it has one (the menu styles draw it).
    var label: AnyView?
    @Environment(\.controlGroupStyleBox) private var style

    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The group in the environment's style.
    public var body: some View {
        style.makeBody(ControlGroupStyleConfiguration(
            content: .init(content: AnyView(content)),
            label: .init(content: label ?? AnyView(EmptyView()))))
    }
}

/// A control group's content with its label: what `ControlGroup(content:label:)` holds.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    /// The controls (the label is drawn by menu styles only).
    public var body: some View { content }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// A group drawn from a style's configuration, for a style that wraps the default look.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        content = configuration.content
        label = AnyView(configuration.label)
    }
}

extension ControlGroup {
    /// A labelled group of the controls `content` builds.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        let built = LabeledControlGroupContent(content: content(), label: label())
        self.content = built
        self.label = AnyView(built.label)
    }

    /// A group titled with a localized key.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled with a string.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group titled with a localized key and a symbol.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, SwatchRaster.Label<Text, Image>> {
        self.init(content: content) { SwatchRaster.Label { Text(titleKey) } icon: { Image(systemName: systemImage) } }
    }

    /// A group titled with a string and a symbol.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, SwatchRaster.Label<Text, Image>> {
        self.init(content: content) { SwatchRaster.Label(title, systemImage: systemImage) }
    }
}

/// Draws a control group: SwiftUI's `ControlGroupStyle`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The group's content and label.
    typealias Configuration = ControlGroupStyleConfiguration
    /// The group's look.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ControlGroupStyle` gets.
public struct ControlGroupStyleConfiguration {
    /// The group's controls.
    @MainActor @preconcurrency
    public struct Content: View {
        let content: AnyView
        /// The controls as the group was given them.
        public var body: some View { content }
    }
    /// The group's label.
    @MainActor @preconcurrency
    public struct Label: View {
        let content: AnyView
        /// The label as the group was given it.
        public var body: some View { content }
    }
    /// The controls.
    public let content: ControlGroupStyleConfiguration.Content
    /// The label.
    public let label: ControlGroupStyleConfiguration.Label
}

/// The system's look: the controls on one platter.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The automatic style.
    public init() {}
    /// The platter of controls.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupPlatter(content: configuration.content) }
}

/// Navigation controls (back and forward); drawn as the platter.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation style.
    public init() {}
    /// The platter of controls.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupPlatter(content: configuration.content) }
}

/// A row of compact controls, as in a menu's palette; drawn as the platter.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// The palette style.
    public init() {}
    /// The platter of controls.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupPlatter(content: configuration.content) }
}

/// A menu of the controls: closed, its label drawn as a button.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// The menu style.
    public init() {}
    /// The label as a button.
    public func makeBody(configuration: Configuration) -> some View { Button(action: {}) { configuration.label } }
}

/// A compact menu of the controls: closed, its label drawn as a button.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// The compact menu style.
    public init() {}
    /// The label as a button.
    public func makeBody(configuration: Configuration) -> some View { Button(action: {}) { configuration.label } }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The system's look.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Navigation controls.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A palette row.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// The environment's control group style, as a function from configuration to view.
struct ControlGroupStyleBox {
    let makeBody: (ControlGroupStyleConfiguration) -> AnyView
    static var automatic: ControlGroupStyleBox { ControlGroupStyleBox { configuration in
        onMainActor(configuration) { AnyView(ControlGroupPlatter(content: $0.content)) }
    } }
}

private struct ControlGroupStyleKey: EnvironmentKey { static var defaultValue: ControlGroupStyleBox { .automatic } }

extension EnvironmentValues {
    var controlGroupStyleBox: ControlGroupStyleBox {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the control groups inside this view with `style`.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyleBox, ControlGroupStyleBox { configuration in
            onMainActor((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) }
        })
    }
}

/// The default look (see the file's comment).
struct ControlGroupPlatter: View {
    let content: ControlGroupStyleConfiguration.Content

    var body: some View {
        let controls = viewListElements(content.content)
        HStack(spacing: 0) {
            ForEach(Array(controls.indices), id: \.self) { index in
                if index > 0 {
                    Rectangle().fill(Color(.separator)).frame(width: 0.5).padding(.vertical, 8)
                }
                controls[index].view
                    .buttonStyle(.borderless)
                    .labelStyle(.iconOnly)
                    .frame(maxWidth: .infinity, minHeight: 34)
            }
        }
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(.tertiarySystemFill)))
    }
}
