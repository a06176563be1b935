import Foundation

/// SwiftUI's iOS 18 document launch experience: `DocumentLaunchView` (a view) and
/// `DocumentGroupLaunchScene` (a scene). A still draws the view plainly: its background (a
/// view, or a style filling the bounds; `.background` by default) with the title in the large
/// bold title font and the actions below it, centered. iOS's launch screen (the document
/// browser sheet rising from the bottom, the title card and the accessory views positioned by
/// `DocumentLaunchGeometryProxy`) is not reproduced: the accessory views and the document
/// browser are not drawn, and `onDocumentOpen` is never called.

/// Where the launch title sits, for positioning accessory views around it.
public struct DocumentLaunchGeometryProxy: Sendable {
    /// The launch view's frame.
    public var frame: CGRect
    /// The title view's frame.
    public var titleViewFrame: CGRect
}

/// The standard launch actions: a "Create Document" button, drawn prominent.
public struct DefaultDocumentGroupLaunchActions: View {
    /// The standard actions.
    public init() {}
    /// The create button; tapping is inert in a still.
    public var body: some View {
        Button("Create Document") {}.buttonStyle(.borderedProminent)
    }
}

/// A view that opens documents: background, title and actions.
public struct DocumentLaunchView<Actions: View, DocumentView: View>: View {
    let title: Text?
    let actions: Actions
    let background: AnyView

    init(title: Text?, actions: Actions, background: AnyView) {
        self.title = title
        self.actions = actions
        self.background = background
    }

    /// The background with the title and actions centered over it.
    public var body: some View {
        ZStack {
            background
            VStack(spacing: 20) {
                if let title { title.font(.largeTitle.bold()).multilineTextAlignment(.center) }
                actions
            }
            .padding()
        }
    }

    /// A launch view with an optional title, actions and a background view and accessory views behind and over the title (not drawn).
    public init(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: title, actions: actions(), background: AnyView(background()))
    }

    /// A launch view with an optional title, actions and a background style and accessory views behind and over the title (not drawn).
    public init<B: ShapeStyle>(_ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)))
    }

    /// A launch view with an optional title and actions over the standard background and accessory views behind and over the title (not drawn).
    public init(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(.background)))
    }

    /// A launch view with an optional title, actions and a background view and an accessory view behind the title (not drawn).
    public init(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: title, actions: actions(), background: AnyView(background()))
    }

    /// A launch view with an optional title, actions and a background style and an accessory view behind the title (not drawn).
    public init<B: ShapeStyle>(_ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)))
    }

    /// A launch view with an optional title and actions over the standard background and an accessory view behind the title (not drawn).
    public init(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(.background)))
    }

    /// A launch view with an optional title, actions and a background view and an accessory view over the title (not drawn).
    public init(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: title, actions: actions(), background: AnyView(background()))
    }

    /// A launch view with an optional title, actions and a background style and an accessory view over the title (not drawn).
    public init<B: ShapeStyle>(_ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)))
    }

    /// A launch view with an optional title and actions over the standard background and an accessory view over the title (not drawn).
    public init(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(.background)))
    }

    /// A launch view with an optional title, actions and a background view.
    public init(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View) {
        self.init(title: title, actions: actions(), background: AnyView(background()))
    }

    /// A launch view with an optional title, actions and a background style.
    public init<B: ShapeStyle>(_ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)))
    }

    /// A launch view with an optional title and actions over the standard background.
    public init(_ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: title, actions: actions(), background: AnyView(Rectangle().fill(.background)))
    }

    /// A launch view with a string title, actions and a background view and accessory views behind and over the title (not drawn).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()))
    }

    /// A launch view with a string title, actions and a background style and accessory views behind and over the title (not drawn).
    @_disfavoredOverload
    public init<B: ShapeStyle>(_ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)))
    }

    /// A launch view with a string title and actions over the standard background and accessory views behind and over the title (not drawn).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(.background)))
    }

    /// A launch view with a string title, actions and a background view and an accessory view behind the title (not drawn).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()))
    }

    /// A launch view with a string title, actions and a background style and an accessory view behind the title (not drawn).
    @_disfavoredOverload
    public init<B: ShapeStyle>(_ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)))
    }

    /// A launch view with a string title and actions over the standard background and an accessory view behind the title (not drawn).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(.background)))
    }

    /// A launch view with a string title, actions and a background view and an accessory view over the title (not drawn).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()))
    }

    /// A launch view with a string title, actions and a background style and an accessory view over the title (not drawn).
    @_disfavoredOverload
    public init<B: ShapeStyle>(_ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)))
    }

    /// A launch view with a string title and actions over the standard background and an accessory view over the title (not drawn).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(.background)))
    }

    /// A launch view with a string title, actions and a background view.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View) {
        self.init(title: Text(title), actions: actions(), background: AnyView(background()))
    }

    /// A launch view with a string title, actions and a background style.
    @_disfavoredOverload
    public init<B: ShapeStyle>(_ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(backgroundStyle)))
    }

    /// A launch view with a string title and actions over the standard background.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView) {
        self.init(title: Text(title), actions: actions(), background: AnyView(Rectangle().fill(.background)))
    }
}

/// The launch scene of a document-based app (iOS 18). A still never runs a scene; its
/// content is drawn by rendering a `DocumentLaunchView` instead (§4.2).
@MainActor @preconcurrency
public struct DocumentGroupLaunchScene<Actions: View>: Scene {
    let title: Text?

    /// No content of its own.
    nonisolated public var body: Never { fatalError("DocumentGroupLaunchScene is a primitive scene") }

    /// A launch scene with an optional title, actions and a background view and accessory views behind and over the title (not drawn).
    public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder background: () -> some View, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = title
    }

    /// A launch scene with an optional title, actions and a background style and accessory views behind and over the title (not drawn).
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = title
    }

    /// A launch scene with an optional title, actions and a background view and an accessory view behind the title (not drawn).
    public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder background: () -> some View, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = title
    }

    /// A launch scene with an optional title, actions and a background style and an accessory view behind the title (not drawn).
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = title
    }

    /// A launch scene with an optional title, actions and a background view and an accessory view over the title (not drawn).
    public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder background: () -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = title
    }

    /// A launch scene with an optional title, actions and a background style and an accessory view over the title (not drawn).
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = title
    }

    /// A launch scene with an optional title, actions and a background view.
    public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder background: () -> some View) {
        self.title = title
    }

    /// A launch scene with an optional title, actions and a background style.
    public init<B: ShapeStyle>(_ title: Text? = nil, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }) {
        self.title = title
    }

    /// A launch scene with a string title, actions and a background view and accessory views behind and over the title (not drawn).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder background: () -> some View, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = Text(title)
    }

    /// A launch scene with a string title, actions and a background style and accessory views behind and over the title (not drawn).
    @_disfavoredOverload
    public init<B: ShapeStyle>(_ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = Text(title)
    }

    /// A launch scene with a string title, actions and a background view and an accessory view behind the title (not drawn).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder background: () -> some View, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = Text(title)
    }

    /// A launch scene with a string title, actions and a background style and an accessory view behind the title (not drawn).
    @_disfavoredOverload
    public init<B: ShapeStyle>(_ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = Text(title)
    }

    /// A launch scene with a string title, actions and a background view and an accessory view over the title (not drawn).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder background: () -> some View, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = Text(title)
    }

    /// A launch scene with a string title, actions and a background style and an accessory view over the title (not drawn).
    @_disfavoredOverload
    public init<B: ShapeStyle>(_ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View) {
        self.title = Text(title)
    }

    /// A launch scene with a string title, actions and a background view.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }, @ViewBuilder background: () -> some View) {
        self.title = Text(title)
    }

    /// A launch scene with a string title, actions and a background style.
    @_disfavoredOverload
    public init<B: ShapeStyle>(_ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }) {
        self.title = Text(title)
    }
}
