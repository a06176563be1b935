// The widget structure that Apple declares in SwiftUI itself (not WidgetKit): `Widget`,
// `WidgetConfiguration`, `WidgetBundle` and its builder, and `containerBackground`. Like an
// `App`, a widget or bundle compiles and never runs: `@main` finds an inert `main()`, and a
// still renders a widget's entry view directly (docs/ARCHITECTURE.md §4.2). WidgetKit's
// configurations, timelines and families are in the `WidgetKit` module.

/// A widget's configuration (kind, provider, content view): SwiftUI's `WidgetConfiguration`.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The type of the configuration's content.
    associatedtype Body: WidgetConfiguration
    /// The configuration this is made of.
    var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

/// A home-screen or lock-screen widget: SwiftUI's `Widget`. Kept only for its type.
@MainActor @preconcurrency
public protocol Widget {
    /// The type of the widget's configuration.
    associatedtype Body: WidgetConfiguration
    /// Makes the widget.
    init()
    /// The widget's configuration.
    var body: Self.Body { get }
}

extension Widget {
    /// The `@main` entry point of a widget extension; launches nothing on Linux.
    public static func main() {}
}

/// The widgets of an extension: SwiftUI's `WidgetBundle`.
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The type of the bundle's widgets.
    associatedtype Body: Widget
    /// Makes the bundle.
    init()
    /// The widgets.
    @WidgetBundleBuilder var body: Self.Body { get }
}

extension WidgetBundle {
    /// The `@main` entry point of a widget extension; launches nothing on Linux.
    public static func main() {}
}

/// Several widgets built together; kept only for their types.
public struct _TupleWidget: Widget {
    /// Makes the group.
    nonisolated public init() {}
    /// Primitive.
    nonisolated public var body: Never { fatalError("_TupleWidget is primitive") }
}

/// One of two branches of widgets; kept only for its type.
public struct _ConditionalWidget<TrueContent: Widget, FalseContent: Widget>: Widget {
    /// Makes the group.
    nonisolated public init() {}
    /// Primitive.
    nonisolated public var body: Never { fatalError("_ConditionalWidget is primitive") }
}

/// The result builder of a `WidgetBundle`'s body: SwiftUI's `WidgetBundleBuilder`.
@resultBuilder
public struct WidgetBundleBuilder {
    /// Each widget passes through.
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }
    /// No widgets.
    public static func buildBlock() -> _TupleWidget { _TupleWidget() }
    /// One widget.
    public static func buildBlock<Content: Widget>(_ content: Content) -> Content { content }
    /// Several widgets.
    public static func buildBlock<each C: Widget>(_ content: repeat each C) -> _TupleWidget { _TupleWidget() }
    /// `if` without `else`.
    public static func buildOptional<W: Widget>(_ widget: W?) -> _TupleWidget { _TupleWidget() }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: Widget, F: Widget>(first: T) -> _ConditionalWidget<T, F> { _ConditionalWidget() }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: Widget, F: Widget>(second: F) -> _ConditionalWidget<T, F> { _ConditionalWidget() }
    /// `if #available` around a newer widget.
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _TupleWidget { _TupleWidget() }
}

/// The container whose background `containerBackground` sets: SwiftUI's
/// `ContainerBackgroundPlacement` (iOS 17). WidgetKit adds `.widget`.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    package let name: String
    package init(name: String) { self.name = name }
    /// A widget's background, as WidgetKit's `.widget`.
    package static let widgetName = "widget"
    /// The navigation stack's background (iOS 18); not drawn here.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// The split view's background (iOS 18); not drawn here.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
}

extension View {
    /// Fills `container`'s background with `style`. For a widget (`.widget`) the background
    /// is drawn behind the view, filling its frame, as the system draws a widget's container;
    /// other containers' backgrounds are not drawn (a still renders the view, not its container).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        ContainerBackgroundView(content: self, placement: container, background: Rectangle().fill(style), alignment: .center)
    }

    /// Draws `content` as `container`'s background: for a widget, behind the view, aligned by
    /// `alignment` in its frame; other containers' backgrounds are not drawn.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        ContainerBackgroundView(content: self, placement: container, background: content(), alignment: alignment)
    }
}

/// The view with its container background, drawn only for a widget.
struct ContainerBackgroundView<Content: View, Background: View>: View {
    let content: Content
    let placement: ContainerBackgroundPlacement
    let background: Background
    let alignment: Alignment

    var body: some View {
        if placement.name == ContainerBackgroundPlacement.widgetName {
            content.background(alignment: alignment) { background }
        } else {
            content
        }
    }
}
