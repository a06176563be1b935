import Foundation

// Foundation on Linux (swift-foundation, Swift 6.3) has no `AttributedString(markdown:)`, no
// `MarkdownParsingOptions` and no `InlinePresentationIntent`: code written on a Mac that builds
// text from Markdown would not compile. These declarations supply Apple's names and
// signatures (Foundation documentation, `AttributedString.init(markdown:options:baseURL:)` and
// `MarkdownParsingOptions.init(allowsExtendedAttributes:interpretedSyntax:failurePolicy:languageCode:)`),
// backed by the engine's inline parser (docs/ARCHITECTURE.md §7.15). They add to Foundation's
// API rather than shadow it: none of them exists in this toolchain's Foundation.

/// Inline styles Markdown gives a run of text (Foundation's `InlinePresentationIntent`), which
/// `Text` draws: strong as bold, emphasized as italic, code in the monospaced design,
/// strikethrough with a line through it.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    /// The bits, with Foundation's values.
    public let rawValue: UInt
    /// An intent from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `*text*`: italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// `**text**`: bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// `` `text` ``: monospaced.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// `~~text~~`: struck through.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A line break inside a paragraph that renders as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
}

extension AttributeScopes.SwiftUIAttributes {
    /// The Markdown inline style of a run (`run.inlinePresentationIntent`), as Foundation's
    /// attribute of that name on Apple platforms.
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        /// Its options.
        public typealias Value = InlinePresentationIntent
        /// Foundation's key name.
        public static let name = "NSInlinePresentationIntent"
    }
}

extension AttributedString {
    /// How `init(markdown:options:baseURL:)` reads its source, with Foundation's options.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown is interpreted.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// All of Markdown. Here: the inline syntax, with paragraphs and line breaks
            /// joined as by `.inlineOnly` (no block structure is produced on Linux, §7.15).
            case full
            /// Inline syntax only; line breaks inside the source become spaces.
            case inlineOnly
            /// Inline syntax only, every space and line break kept (what `Text` uses for a
            /// string literal).
            case inlineOnlyPreservingWhitespace
        }
        /// What happens to source that cannot be parsed.
        public enum FailurePolicy: Hashable, Sendable {
            /// Throw an error.
            case throwError
            /// Return what could be parsed.
            case returnPartiallyParsedIfPossible
        }
        /// Whether `^[text](attribute: value)` extensions are read (ignored here: the text is kept).
        public var allowsExtendedAttributes: Bool
        /// Which syntax is interpreted.
        public var interpretedSyntax: InterpretedSyntax
        /// What happens on failure (the inline parser never fails).
        public var failurePolicy: FailurePolicy
        /// The document's BCP-47 language.
        public var languageCode: String?

        /// Options with Foundation's defaults.
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// An attributed string from Markdown, with `inlinePresentationIntent` and `link` on its
    /// runs, which `Text` draws (§7.15). Throws only to keep Apple's signature: the inline
    /// parser takes any input. A relative link resolves against `baseURL`.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        var source = markdown
        if options.interpretedSyntax != .inlineOnlyPreservingWhitespace {
            // A paragraph's line breaks render as spaces; blank lines between paragraphs too.
            source = source.split(separator: "\n", omittingEmptySubsequences: true)
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
        var result = AttributedString()
        for (text, style) in InlineMarkdown.parse(source) {
            var run = AttributedString(text)
            var intent: InlinePresentationIntent = []
            if style.strong { intent.insert(.stronglyEmphasized) }
            if style.emphasis { intent.insert(.emphasized) }
            if style.code { intent.insert(.code) }
            if style.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let link = style.link { run.link = baseURL.flatMap { URL(string: link.relativeString, relativeTo: $0)?.absoluteURL } ?? link }
            result += run
        }
        self = result
    }
}
