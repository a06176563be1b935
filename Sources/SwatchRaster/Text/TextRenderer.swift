import Foundation

/// SwiftUI's `TextRenderer` (iOS 17): a value that draws a text view's laid-out lines itself,
/// through a `GraphicsContext`, instead of the text view's own drawing. The text keeps its
/// layout (size, wrapping, alignment); only how its glyphs are painted changes, so a renderer
/// that highlights, strikes or fades runs draws over exactly the glyphs SwiftUI would place
/// (docs/ARCHITECTURE.md §7.2).
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, whose origin is the text view's top-leading corner.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The size of the text for `proposal`; by default the text's own.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// Extra room around the text that the drawing may use (a shadow, a glow).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size: a renderer changes the drawing, not the layout.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    /// No padding.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// SwiftUI's `TextProxy`: what a renderer's `sizeThatFits(proposal:text:)` may ask of the text.
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The size the text view needs for `proposal`, laid out as it would be without a renderer.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// SwiftUI's `TextAttribute`: a value attached to part of a text that a renderer can find
/// again on the runs it draws (`run[MyAttribute.self]`).
public protocol TextAttribute: Hashable {}

extension Text {
    /// This text with `value` attached, for a `TextRenderer` to read; an inner attribute of the
    /// same type wins, as in SwiftUI.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        styled { attributes in
            var custom = attributes.custom ?? CustomTextAttributes()
            custom.values[ObjectIdentifier(T.self)] = AnyHashable(value)
            attributes.custom = custom
        }
    }
}

extension View {
    /// Draws the text views inside with `renderer` instead of their own drawing.
    nonisolated public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        environment(\.textRenderer, AnyTextRenderer(renderer))
    }
}

/// The custom attributes of a run, by their type. A whole set is one text attribute, so an
/// outer `customAttribute` fills in only the types an inner one did not set.
struct CustomTextAttributes: Hashable {
    var values: [ObjectIdentifier: AnyHashable] = [:]

    /// `inner`'s values, then `outer`'s for the types `inner` lacks.
    static func merged(_ inner: CustomTextAttributes?, _ outer: CustomTextAttributes?) -> CustomTextAttributes? {
        guard let inner else { return outer }
        guard let outer else { return inner }
        return CustomTextAttributes(values: inner.values.merging(outer.values) { mine, _ in mine })
    }
}

/// A renderer with its type erased, as the environment keeps it.
struct AnyTextRenderer {
    let draw: (Text.Layout, inout GraphicsContext) -> Void
    let sizeThatFits: (ProposedViewSize, TextProxy) -> CGSize

    init<T: TextRenderer>(_ renderer: T) {
        draw = { layout, context in renderer.draw(layout: layout, in: &context) }
        sizeThatFits = { proposal, proxy in renderer.sizeThatFits(proposal: proposal, text: proxy) }
    }
}

private struct TextRendererKey: EnvironmentKey { static var defaultValue: AnyTextRenderer? { nil } }

extension EnvironmentValues {
    /// The renderer `textRenderer(_:)` set for the text views inside.
    var textRenderer: AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}
