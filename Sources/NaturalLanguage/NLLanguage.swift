/// A language, by its BCP 47 code.
public struct NLLanguage: RawRepresentable, Hashable, Sendable {
    /// The BCP 47 code ("en", "zh-Hans").
    public let rawValue: String
    /// A language of code `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A language of code `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No language could be told.
    public static let undetermined = NLLanguage("und")
    /// English.
    public static let english = NLLanguage("en")
    /// French.
    public static let french = NLLanguage("fr")
    /// German.
    public static let german = NLLanguage("de")
    /// Spanish.
    public static let spanish = NLLanguage("es")
    /// Italian.
    public static let italian = NLLanguage("it")
    /// Portuguese.
    public static let portuguese = NLLanguage("pt")
    /// Dutch.
    public static let dutch = NLLanguage("nl")
    /// Russian.
    public static let russian = NLLanguage("ru")
    /// Japanese.
    public static let japanese = NLLanguage("ja")
    /// Korean.
    public static let korean = NLLanguage("ko")
    /// Simplified Chinese.
    public static let simplifiedChinese = NLLanguage("zh-Hans")
    /// Traditional Chinese.
    public static let traditionalChinese = NLLanguage("zh-Hant")
    /// Arabic.
    public static let arabic = NLLanguage("ar")
    /// Persian.
    public static let persian = NLLanguage("fa")
    /// Hebrew.
    public static let hebrew = NLLanguage("he")
    /// Turkish.
    public static let turkish = NLLanguage("tr")
    /// Hindi.
    public static let hindi = NLLanguage("hi")
}

/// The unit a tokenizer or tagger works in.
public enum NLTokenUnit: Int, Sendable {
    /// Words (and the punctuation and whitespace between them).
    case word = 0
    /// Sentences.
    case sentence = 1
    /// Paragraphs.
    case paragraph = 2
    /// The whole text.
    case document = 3
}

/// Tells which language a text is in. Apple's recognizer is a trained model, which this
/// machine does not have: every text is `undetermined`, and no hypothesis is made up.
public final class NLLanguageRecognizer {
    /// A recognizer with nothing processed.
    public init() {}
    /// Takes in `string`.
    public func processString(_ string: String) {}
    /// The language, if one could be told: never here.
    public var dominantLanguage: NLLanguage? { nil }
    /// Languages and their likelihoods: none here.
    public func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] { [:] }
    /// Languages to prefer; kept.
    public var languageConstraints: [NLLanguage] = []
    /// Expected likelihoods; kept.
    public var languageHints: [NLLanguage: Double] = [:]
    /// Forgets what was processed.
    public func reset() {}
    /// The dominant language of `string`: never told here.
    public static func dominantLanguage(for string: String) -> NLLanguage? { nil }
}
