/// SwiftUI's `TextEditorStyle` (iOS 17) and `.textEditorStyle(_:)`. On iOS `.automatic` and
/// `.plain` both draw the bare text view, which is what `TextEditor` draws (§5.20), so the
/// modifier leaves the picture unchanged. SwiftUI's configuration is opaque: a custom style's
/// `makeBody` has nothing of the editor to draw, so custom styles are accepted and not applied.

/// A way to draw text editors: SwiftUI's `TextEditorStyle`.
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The editor's properties (opaque, as in SwiftUI).
    typealias Configuration = TextEditorStyleConfiguration
    /// The editor's look.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `TextEditorStyle` gets; SwiftUI exposes no members.
public struct TextEditorStyleConfiguration {}

/// The platform's text editor: the bare text view.
@MainActor @preconcurrency
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The automatic style.
    public init() {}
    /// The automatic style's view: the editor itself, drawn by `TextEditor`.
    @MainActor @preconcurrency
    public struct Body: View {
        /// The view's body type.
        public typealias Body = EmptyView
        /// Empty: `TextEditor` draws the editor.
        public var body: EmptyView { EmptyView() }
    }
    /// The automatic look.
    public func makeBody(configuration: Configuration) -> AutomaticTextEditorStyle.Body { Body() }
}

/// A text editor without decoration (the iOS default look).
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The plain style.
    public init() {}
    /// The plain style's view: the editor itself, drawn by `TextEditor`.
    public typealias Body = EmptyView
    /// The plain look.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's text editor.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor without decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// Sets the style of text editors inside; every iOS style draws the bare editor here.
    nonisolated public func textEditorStyle(_ style: some TextEditorStyle) -> some View { self }
}
