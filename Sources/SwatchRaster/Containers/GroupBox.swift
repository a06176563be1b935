/// SwiftUI's `GroupBox`: content on a rounded, filled panel with an optional label above it,
/// drawn by the current `GroupBoxStyle` (docs/ARCHITECTURE.md §5.20: approximated).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A group box with a label view above `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Draws through the environment's group box style.
    public var body: some View {
        GroupBoxStyleHost(label: AnyView(label), content: AnyView(content), hasLabel: !(label is EmptyView))
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group box titled with a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox {
    /// The iOS 13 spelling: the label first.
    @available(iOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { label })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box drawn from a style's configuration, for a style that wraps the current one.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// Draws a group box: SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The label and content of the box being drawn.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The box's look.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `GroupBoxStyle` gets: the label and the content, type-erased.
public struct GroupBoxStyleConfiguration {
    /// The box's label.
    public struct Label: View {
        let content: AnyView
        /// The label as the box was given it.
        public var body: some View { content }
    }
    /// The box's content.
    public struct Content: View {
        let content: AnyView
        /// The content as the box was given it.
        public var body: some View { content }
    }
    /// The label.
    public let label: GroupBoxStyleConfiguration.Label
    /// The content.
    public let content: GroupBoxStyleConfiguration.Content
}

/// iOS's group box look: the label in the headline font above the content, both leading-
/// aligned, on a `secondarySystemBackground` panel with continuous 8-pt corners, inset by the
/// default padding.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The system style.
    public init() {}
    /// The panel, the label and the content.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.secondarySystemBackground))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The system's group box style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The environment's group box style, as a function from configuration to view.
struct GroupBoxStyleBox {
    let makeBody: (GroupBoxStyleConfiguration) -> AnyView
    static var automatic: GroupBoxStyleBox { GroupBoxStyleBox { configuration in
        onMainActor(configuration) { AnyView(DefaultGroupBoxStyle().makeBody(configuration: $0)) }
    } }
}

private struct GroupBoxStyleKey: EnvironmentKey { static var defaultValue: GroupBoxStyleBox { .automatic } }

extension EnvironmentValues {
    var groupBoxStyleBox: GroupBoxStyleBox {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the group boxes inside this view with `style`.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyleBox, GroupBoxStyleBox { configuration in
            onMainActor((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) }
        })
    }
}

/// Reads the style from the environment and draws the box with it.
struct GroupBoxStyleHost: View {
    let label: AnyView
    let content: AnyView
    let hasLabel: Bool
    @Environment(\.groupBoxStyleBox) private var style

    var body: some View {
        style.makeBody(GroupBoxStyleConfiguration(label: .init(content: hasLabel ? label : AnyView(EmptyView())), content: .init(content: content)))
    }
}
