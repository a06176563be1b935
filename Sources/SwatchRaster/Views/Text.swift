/// A run of text, drawn with FreeType. Text modifiers return `Text` as in SwiftUI, so they
/// can be chained before view modifiers.
public struct Text: View, PrimitiveView, Equatable {
    let content: String
    var font: Font?
    /// The style set on this text (`foregroundColor`, `foregroundStyle`); nil inherits.
    var style: AnyShapeStyle?
    var weight: Font.Weight?
    var isItalic = false

    /// Text showing `content` verbatim.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// Text showing `content` exactly, without localization.
    public init(verbatim content: String) { self.content = content }

    /// Where text that does not fit is cut, replaced by "…".
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.style = color.map { AnyShapeStyle($0) }
        return text
    }

    /// This text painted with `style` (SwiftUI's newer spelling): a color, a gradient across
    /// the text's frame, a level such as `.secondary`, or the inherited foreground for
    /// `.foreground`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if ((style as? AnyShapeStyle)?.base ?? style) is ForegroundStyle { return self }
        var text = self
        text.style = AnyShapeStyle(style)
        return text
    }

    /// Texts are equal when they show the same string the same way. Styles that are not plain
    /// colors compare by their printed value (they hold only values).
    public static func == (a: Text, b: Text) -> Bool {
        a.content == b.content && a.font == b.font && a.weight == b.weight && a.isItalic == b.isItalic
            && sameStyle(a.style, b.style)
    }

    private static func sameStyle(_ a: AnyShapeStyle?, _ b: AnyShapeStyle?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            if let x = a.colorValue, let y = b.colorValue { return x == y }
            return String(reflecting: a.base) == String(reflecting: b.base)
        default: return false
        }
    }

    /// This text with another weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// This text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// This text in italic.
    public func italic() -> Text {
        var text = self
        text.isItalic = true
        return text
    }

    /// This text in italic, or not.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// Never called: the engine lays out and draws the text itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let environment = context.environment
        var resolvedFont = font ?? environment.font ?? .body
        if let weight { resolvedFont = resolvedFont.weight(weight) }
        if isItalic { resolvedFont = resolvedFont.italic() }
        let face: FontFace
        do {
            face = try context.graph.face(for: resolvedFont, source: environment.systemFontSource)
        } catch {
            context.diagnostics.record(error)
            return
        }
        let paint = StyleResolver.paint(self.style?.base, in: environment)
        let style = TextStyleAttributes(
            face: face, size: resolvedFont.pointSize,
            color: paint.representativeColor,
            gradient: paint.gradient,
            lineLimit: environment.lineLimit,
            alignment: environment.multilineTextAlignment.resolved(for: environment.layoutDirection),
            truncation: environment.truncationMode,
            isRedacted: environment.redactionReasons.contains(.placeholder))
        nodes.append(TextNode(path: context.path, string: content, style: style, layouts: context.graph.textLayouts))
    }
}
