import Foundation

/// Text drawn with FreeType: one or more runs, each with its own content and styling
/// (`Text("a") + Text("b").bold()`). Text modifiers return `Text` as in SwiftUI, so they can
/// be chained before view modifiers; on a concatenation they style every run that does not
/// set the same attribute itself.
public struct Text: View, PrimitiveView, Equatable {
    struct Run: Equatable {
        var content: Content
        var attributes = TextAttributes()
    }
    var runs: [Run]

    /// Text showing `content` as written. Disfavoured, as in SwiftUI, so that a string
    /// literal picks the `LocalizedStringKey` initializer while a `String` value lands here.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(content: .verbatim(String(content)))] }

    /// Text showing `content` exactly, without localization or formatting.
    public init(verbatim content: String) { runs = [Run(content: .verbatim(content))] }

    /// Text for a localized string key: looked up in `tableName` of `bundle` (the main bundle
    /// by default), with its interpolated values formatted for the environment's locale.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(content: .key(key, tableName: tableName, bundle: bundle))]
    }

    /// Text of a localized string resource (iOS 16): its table and bundle give the text, as
    /// `String(localized:)` does. A string literal still picks the `LocalizedStringKey`
    /// initializer.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        runs = [Run(content: .verbatim(String(localized: resource)))]
    }

    init(content: Content) { runs = [Run(content: content)] }

    /// Where text that does not fit is cut, replaced by "…".
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// The two texts one after the other, each keeping its own styling; lines break across them.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.runs += rhs.runs
        return text
    }

    /// Applies `change` to the attributes of every run that has not set that attribute.
    func styled(_ change: (inout TextAttributes) -> Void) -> Text {
        var outer = TextAttributes()
        change(&outer)
        var text = self
        for index in text.runs.indices { text.runs[index].attributes = text.runs[index].attributes.filled(from: outer) }
        return text
    }

    /// Never called: the engine lays out and draws the text itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let environment = context.environment
        var styled: [StyledRun] = []
        var leading: CGFloat = 0
        var firstFont: Font?
        do {
            for run in runs {
                for (string, inner) in run.content.pieces(in: environment) {
                    let attributes = inner.filled(from: run.attributes).filled(from: environment.textAttributes)
                    let piece = try StyledRun(string, attributes: attributes, context: context)
                    // Characters the face lacks are drawn by a face that has them (§7.2); a
                    // symbol run is the icon font's own.
                    styled += attributes.isSymbol == true ? [piece] : piece.splitByFallback()
                    let font = attributes.font ?? environment.font ?? .body
                    if firstFont == nil { firstFont = font }
                    leading = max(leading, font.stackLeading(at: environment.dynamicTypeSize, face: piece.face))
                }
            }
        } catch {
            context.diagnostics.record(error)
            return
        }
        if styled.isEmpty {
            // An empty text still has a line height: the body face with no characters.
            do {
                styled.append(try StyledRun("", attributes: environment.textAttributes, context: context))
            } catch {
                context.diagnostics.record(error)
                return
            }
        }
        var style = TextStyleAttributes(
            face: styled[0].metrics, size: styled[0].size, lineLimit: environment.lineLimit, minimumLines: environment.lineLimitMinimum,
            alignment: environment.multilineTextAlignment.resolved(for: environment.layoutDirection), truncation: environment.truncationMode,
            lineSpacing: environment.lineSpacing, minimumScaleFactor: environment.minimumScaleFactor,
            isRedacted: environment.redactionReasons.contains(.placeholder),
            rightToLeft: environment.layoutDirection == .rightToLeft)
        if let renderer = environment.textRenderer {
            style.renderer = renderer
            style.environment = environment
        }
        style.paragraphLeading = (firstFont ?? environment.font ?? .body).paragraphLeading(at: environment.dynamicTypeSize, face: styled[0].face,
                                                            lineHeight: styled[0].lineHeight(scale: 1))
        // The gap above this text when it follows another text in a stack: its leading,
        // rounded up to the pixel grid (Text/TextSpacing.swift).
        let scale = environment.displayScale > 0 ? environment.displayScale : 1
        let stackLeading = leading > 0 ? (leading * scale - 1e-9).rounded(.up) / scale : 0
        nodes.append(TextNode(path: context.path, runs: styled, style: style, layouts: context.graph.textLayouts,
                              stackLeading: stackLeading))
    }

    /// Equal when the runs hold equal content and styling.
    public static func == (lhs: Text, rhs: Text) -> Bool { lhs.runs == rhs.runs }
}

extension StyledRun {
    /// Resolves one run's attributes against the environment: the font (style, weight,
    /// design, width, italic) to a face, the size for the Dynamic Type size, the colors.
    init(_ string: String, attributes: TextAttributes, context: ResolveContext) throws {
        let environment = context.environment
        var font = attributes.font ?? environment.font ?? .body
        if let weight = attributes.weight { font = font.weight(weight) }
        if attributes.italic == true { font = font.italic() }
        if let design = attributes.design { font.design = design }
        if let width = attributes.width { font.width = width }
        if attributes.monospaced == true { font.isMonospaced = true }
        if attributes.monospacedDigit == true { font.hasMonospacedDigits = true }
        // A symbol run (`Text(Image(systemName:))`) takes the icon font's face at the run's size.
        let face = try (attributes.isSymbol == true ? MaterialIcons.face : nil)
            ?? context.graph.face(for: font, source: environment.systemFontSource)
        // The run's own paint (a style, else a color), else the environment's foreground style.
        let paint = StyleResolver.paint(attributes.style?.style.base ?? attributes.color, in: environment)
        let color = paint.representativeColor
        var text = string
        switch attributes.textCase ?? environment.textCase {
        case .uppercase: text = string.uppercased(with: environment.locale)
        case .lowercase: text = string.lowercased(with: environment.locale)
        case nil: break
        }
        func line(_ decoration: Text.Decoration?) -> StyledRun.Line? {
            guard let decoration, decoration.isActive else { return nil }
            return StyledRun.Line(color: decoration.color?.resolve(in: environment) ?? color, dashes: decoration.pattern.dashes)
        }
        let size = font.pointSize(at: environment.dynamicTypeSize)
        // SF's own tracking for its size is part of the font on iOS, so `.tracking(_:)` and
        // `.kerning(_:)` add to it.
        let tracking = (attributes.tracking ?? 0)
            + (attributes.isSymbol == true ? 0 : SystemFontTracking.tracking(font: font, face: face, size: size))
        self.init(
            text: text, face: face, size: size, color: color,
            spacing: (attributes.kerning ?? 0) + tracking, baselineOffset: attributes.baselineOffset ?? 0,
            tabularDigits: font.hasMonospacedDigits, leading: font.leading ?? .standard,
            underline: line(attributes.underline), strikethrough: line(attributes.strikethrough),
            background: attributes.background?.resolve(in: environment), gradient: paint.gradient)
        custom = attributes.custom?.values ?? [:]
    }
}
