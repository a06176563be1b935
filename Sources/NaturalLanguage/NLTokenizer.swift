/// Cuts text into words, sentences or paragraphs. Words follow the Unicode word-boundary
/// rules (libunibreak); only tokens with a letter or a digit are words, as Apple's tokenizer
/// skips punctuation and whitespace.
public final class NLTokenizer {
    /// The unit of the tokens.
    public let unit: NLTokenUnit
    /// The text to cut.
    public var string: String?

    /// A tokenizer of `unit`.
    public init(unit: NLTokenUnit) { self.unit = unit }

    /// Sets the language; the word rules here are the same for every language.
    public func setLanguage(_ language: NLLanguage) {}

    /// What a token is.
    public struct Attributes: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The token is all digits.
        public static let numeric = Attributes(rawValue: 1 << 0)
        /// The token has symbols.
        public static let symbolic = Attributes(rawValue: 1 << 1)
        /// The token has emoji.
        public static let emoji = Attributes(rawValue: 1 << 2)
    }

    /// The tokens within `range`, in order.
    public func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
        guard let string else { return [] }
        switch unit {
        case .word: return WordSegments.segments(of: string, in: range).filter { $0.kind == .word }.map(\.range)
        case .sentence: return WordSegments.sentences(of: string, in: range)
        case .paragraph: return WordSegments.paragraphs(of: string, in: range)
        case .document: return range.isEmpty ? [] : [range]
        }
    }

    /// The token at `characterIndex`.
    public func tokenRange(at characterIndex: String.Index) -> Range<String.Index> {
        guard let string else { return characterIndex..<characterIndex }
        return tokens(for: string.startIndex..<string.endIndex).first { $0.contains(characterIndex) } ?? characterIndex..<characterIndex
    }

    /// Calls `block` with each token within `range` and its attributes, until it returns false.
    public func enumerateTokens(in range: Range<String.Index>, using block: (Range<String.Index>, NLTokenizer.Attributes) -> Bool) {
        guard let string else { return }
        for token in tokens(for: range) {
            var attributes: Attributes = []
            let text = string[token]
            if !text.isEmpty, text.allSatisfy(\.isNumber) { attributes.insert(.numeric) }
            if text.contains(where: \.isSymbol) { attributes.insert(.symbolic) }
            if text.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { attributes.insert(.emoji) }
            guard block(token, attributes) else { return }
        }
    }
}
