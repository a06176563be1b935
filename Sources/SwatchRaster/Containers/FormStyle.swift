/// SwiftUI's `FormStyle` and `.formStyle(_:)`. On iPhone the automatic and grouped styles
/// are the same inset grouped list a `Form` always drew; `.columns` stacks the rows without
/// scrolling or grouping (an approximation: Apple documents it as a non-scrolling form with
/// labels beside values, a Mac-first look); a custom style gets the form's rows and draws
/// them its way (docs/ARCHITECTURE.md §5.17).

/// Draws a form: SwiftUI's `FormStyle`.
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// What the style gets: the form's content.
    typealias Configuration = FormStyleConfiguration
    /// The form's look.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `FormStyle` gets: the form's rows and sections, type-erased.
public struct FormStyleConfiguration {
    /// The form's rows and sections as the form was given them.
    @MainActor @preconcurrency
    public struct Content: View {
        let content: AnyView
        /// The rows, drawn where the style puts them.
        public var body: some View { content }
    }
    /// The rows and sections.
    public let content: FormStyleConfiguration.Content
}

/// The platform's form style: on iOS the grouped one.
public struct AutomaticFormStyle: FormStyle {
    /// The default style.
    public init() {}
    /// The rows as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        List<Never, FormStyleConfiguration.Content>(content: configuration.content, forcedStyle: .insetGrouped)
    }
}

/// Rows in rounded groups on the grouped background: iOS's `Form`.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
    /// The rows as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        List<Never, FormStyleConfiguration.Content>(content: configuration.content, forcedStyle: .insetGrouped)
    }
}

/// A form that does not scroll, its rows one under another (approximation on iPhone: a
/// leading-aligned stack with 8 points between rows inside the default padding).
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
    /// The rows stacked, top-leading.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) { configuration.content }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rows in rounded groups.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Rows stacked without scrolling.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// A form drawn from a style's configuration, for a style that wraps the form: drawn
    /// grouped, the look the style wraps.
    public init(_ configuration: FormStyleConfiguration) {
        self.content = configuration.content
        self.fromConfiguration = true
    }
}

/// The environment's form style, as a function from configuration to view; nil draws the
/// grouped list directly.
struct FormStyleBox {
    let makeBody: (FormStyleConfiguration) -> AnyView
}

private struct FormStyleKey: EnvironmentKey { static var defaultValue: FormStyleBox? { nil } }

extension EnvironmentValues {
    var formStyleBox: FormStyleBox? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the forms inside this view with `style`.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyleBox, FormStyleBox { configuration in
            onMainActor((style, configuration)) { AnyView($0.0.makeBody(configuration: $0.1)) }
        })
    }
}

/// Reads the form style and draws the form's content with it.
struct FormStyleHost<Content: View>: View {
    let content: Content
    @Environment(\.formStyleBox) private var style

    var body: some View {
        if let style {
            // The style's own `Form(configuration)` draws grouped, not with this style again.
            style.makeBody(FormStyleConfiguration(content: .init(content: AnyView(content))))
                .environment(\.formStyleBox, nil)
        } else {
            List<Never, Content>(content: content, forcedStyle: .insetGrouped)
        }
    }
}
