/// SwiftUI's `LabeledContentStyle` and `.labeledContentStyle(_:)`: a custom style draws the
/// label and content its way; `.automatic` is the row `LabeledContent` always drew, and a
/// style's `LabeledContent(configuration)` draws that row (docs/ARCHITECTURE.md §5.17).

/// Draws a labeled content row: SwiftUI's `LabeledContentStyle`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The row's label and content.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The row's look.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `LabeledContentStyle` gets: the label and the content, type-erased.
public struct LabeledContentStyleConfiguration {
    /// The row's label.
    @MainActor @preconcurrency
    public struct Label: View {
        let content: AnyView
        /// The label as the row was given it; nothing under `labelsHidden()`.
        public var body: some View { ConfigurationLabel(content: content) }
    }
    /// The row's content.
    @MainActor @preconcurrency
    public struct Content: View {
        let content: AnyView
        /// The content as the row was given it.
        public var body: some View { content }
    }
    /// The label.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content.
    public let content: LabeledContentStyleConfiguration.Content
}

/// The system's row: label leading, content trailing in the secondary color.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The automatic style.
    public init() {}
    /// The default row.
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The system's row.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// A row drawn from a style's configuration, in the default look.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        fromConfiguration = true
    }
}

/// The environment's labeled-content style; nil draws the default row.
struct LabeledContentStyleBox {
    let makeBody: (LabeledContentStyleConfiguration) -> AnyView
}

private struct LabeledContentStyleKey: EnvironmentKey { static var defaultValue: LabeledContentStyleBox? { nil } }

extension EnvironmentValues {
    var labeledContentStyleBox: LabeledContentStyleBox? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labeled content rows inside this view with `style`.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyleBox, LabeledContentStyleBox { configuration in
            onMainActor((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) }
        })
    }
}
