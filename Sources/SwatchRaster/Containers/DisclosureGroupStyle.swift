/// SwiftUI's `DisclosureGroupStyle` (iOS 16) and `.disclosureGroupStyle(_:)`: a custom style
/// draws a group's label and content its own way; `.automatic` is the chevron row
/// `DisclosureGroup` always drew, and `DisclosureGroup(configuration)` inside a style draws it.

/// Draws a disclosure group: SwiftUI's `DisclosureGroupStyle`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The group's label, content and expansion.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The group's look.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `DisclosureGroupStyle` gets: the label and content, type-erased, and the expansion.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label.
    @MainActor @preconcurrency
    public struct Label: View {
        let content: AnyView
        /// The label's view.
        public typealias Body = AnyView
        /// The label as the group was given it.
        public var body: AnyView { content }
    }
    /// The group's content.
    @MainActor @preconcurrency
    public struct Content: View {
        let content: AnyView
        /// The content's view.
        public typealias Body = AnyView
        /// The content as the group was given it.
        public var body: AnyView { content }
    }
    /// The label.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content (shown when expanded).
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded; a still draws the binding's current value.
    @Binding public var isExpanded: Bool
}

/// The system's group: label, trailing chevron, and the content below when expanded.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The automatic style.
    public init() {}
    /// The view the automatic style draws.
    public typealias Body = DisclosureGroup<DisclosureGroupStyleConfiguration.Label, DisclosureGroupStyleConfiguration.Content>
    /// The default group.
    public func makeBody(configuration: Configuration) -> Body { DisclosureGroup(configuration) }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The system's disclosure group.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// A group drawn from a style's configuration, in the default look (the automatic style's
    /// body; SwiftUI has no public spelling for it).
    init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
        fromConfiguration = true
    }
}

/// The environment's disclosure group style; nil draws the default group.
struct DisclosureGroupStyleBox {
    let makeBody: (DisclosureGroupStyleConfiguration) -> AnyView
}

private struct DisclosureGroupStyleKey: EnvironmentKey { static var defaultValue: DisclosureGroupStyleBox? { nil } }

extension EnvironmentValues {
    var disclosureGroupStyleBox: DisclosureGroupStyleBox? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the disclosure groups inside this view with `style`.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyleBox, DisclosureGroupStyleBox { configuration in
            onMainActor((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) }
        })
    }
}
