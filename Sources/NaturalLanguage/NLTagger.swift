/// Tags the tokens of a text. What a token's characters decide is tagged as Apple's tagger
/// tags it: its token type, and in the lexical class the kinds of punctuation, whitespace
/// and numbers. Parts of speech, names, lemmas and sentiment come from trained models, which
/// this machine does not have: those tags are nil, as Apple's are for a language whose model
/// is not installed, and nothing is guessed.
public final class NLTagger {
    /// What to leave out or join while enumerating.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leave out words.
        public static let omitWords = Options(rawValue: 1 << 0)
        /// Leave out punctuation.
        public static let omitPunctuation = Options(rawValue: 1 << 1)
        /// Leave out whitespace.
        public static let omitWhitespace = Options(rawValue: 1 << 2)
        /// Leave out everything else.
        public static let omitOther = Options(rawValue: 1 << 3)
        /// Join the words of a name into one token.
        public static let joinNames = Options(rawValue: 1 << 4)
        /// Join contractions into one token.
        public static let joinContractions = Options(rawValue: 1 << 5)
    }

    /// The schemes the tagger was made for.
    public let tagSchemes: [NLTagScheme]
    /// The text to tag.
    public var string: String?

    /// A tagger for `tagSchemes`.
    public init(tagSchemes: [NLTagScheme]) { self.tagSchemes = tagSchemes }

    /// The schemes available for `unit` in `language`: those that need no trained model.
    public class func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] {
        unit == .word ? [.tokenType, .lexicalClass] : []
    }

    /// Sets the language of `range`; the rules here are the same for every language.
    public func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {}

    /// The language of the text: never told here (no model).
    public var dominantLanguage: NLLanguage? { nil }

    /// Calls `block` with each token of `unit` within `range` and its tag in `scheme`,
    /// skipping what `options` omits, until it returns false.
    public func enumerateTags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: NLTagger.Options = [],
                              using block: (NLTag?, Range<String.Index>) -> Bool) {
        for (tag, token) in tags(in: range, unit: unit, scheme: scheme, options: options) {
            guard block(tag, token) else { return }
        }
    }

    /// Each token of `unit` within `range` with its tag in `scheme`.
    public func tags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: NLTagger.Options = []) -> [(NLTag?, Range<String.Index>)] {
        guard let string else { return [] }
        guard unit == .word else {
            let tokenizer = NLTokenizer(unit: unit)
            tokenizer.string = string
            return tokenizer.tokens(for: range).map { (nil, $0) }
        }
        var previous: WordSegments.Kind?
        return WordSegments.segments(of: string, in: range).compactMap { segment -> (NLTag?, Range<String.Index>)? in
            defer { previous = segment.kind }
            // A straight quote opens after whitespace or at the start, and closes after a word
            // or punctuation.
            if segment.kind == .punctuation, ["\"", "'"].contains(string[segment.range]), scheme == .lexicalClass || scheme == .nameTypeOrLexicalClass {
                guard !options.contains(.omitPunctuation) else { return nil }
                return (previous == nil || previous == .whitespace ? .openQuote : .closeQuote, segment.range)
            }
            switch segment.kind {
            case .word where options.contains(.omitWords): return nil
            case .punctuation where options.contains(.omitPunctuation): return nil
            case .whitespace where options.contains(.omitWhitespace): return nil
            case .other where options.contains(.omitOther): return nil
            default: return (Self.tag(string[segment.range], kind: segment.kind, scheme: scheme), segment.range)
            }
        }
    }

    /// The tag of the token of `unit` at `characterIndex`, and the token's range.
    public func tag(at characterIndex: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
        guard let string else { return (nil, characterIndex..<characterIndex) }
        return tags(in: string.startIndex..<string.endIndex, unit: unit, scheme: scheme).first { $0.1.contains(characterIndex) }
            ?? (nil, characterIndex..<characterIndex)
    }

    /// The tag a token's characters decide in `scheme`, or nil when a model would.
    static func tag(_ token: Substring, kind: WordSegments.Kind, scheme: NLTagScheme) -> NLTag? {
        switch scheme {
        case .tokenType:
            switch kind {
            case .word: return .word
            case .punctuation: return .punctuation
            case .whitespace: return .whitespace
            case .other: return .other
            }
        case .lexicalClass, .nameTypeOrLexicalClass:
            switch kind {
            case .word: return token.allSatisfy(\.isNumber) || Double(token) != nil ? .number : nil
            case .whitespace: return token.contains(where: \.isNewline) ? .paragraphBreak : .whitespace
            case .punctuation: return punctuationTag(token)
            case .other: return .otherWord
            }
        default:
            return nil
        }
    }

    private static func punctuationTag(_ token: Substring) -> NLTag {
        guard token.count == 1, let character = token.first else { return .otherPunctuation }
        switch character {
        case ".", "!", "?", "…": return .sentenceTerminator
        case "“", "«", "‘": return .openQuote
        case "”", "»", "’": return .closeQuote
        case "(", "[", "{": return .openParenthesis
        case ")", "]", "}": return .closeParenthesis
        case "-", "‐": return .wordJoiner
        case "–", "—": return .dash
        default: return .otherPunctuation
        }
    }
}
