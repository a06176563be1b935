/// What a tagger can tell about tokens.
public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
    /// The scheme's name.
    public let rawValue: String
    /// A scheme named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A scheme named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Word, punctuation, whitespace or other.
    public static let tokenType = NLTagScheme("TokenType")
    /// Part of speech (noun, verb…) for words; punctuation and whitespace kinds for the rest.
    public static let lexicalClass = NLTagScheme("LexicalClass")
    /// Names of people, places and organizations.
    public static let nameType = NLTagScheme("NameType")
    /// Names where there are any, else the lexical class.
    public static let nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
    /// Each word's stem.
    public static let lemma = NLTagScheme("Lemma")
    /// Each token's language.
    public static let language = NLTagScheme("Language")
    /// Each token's script.
    public static let script = NLTagScheme("Script")
    /// A sentence's or paragraph's sentiment, -1 to 1.
    public static let sentimentScore = NLTagScheme("SentimentScore")
}

/// One tag: a kind of token, a part of speech or a kind of name.
public struct NLTag: RawRepresentable, Hashable, Sendable {
    /// The tag's name ("Noun").
    public let rawValue: String
    /// A tag named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A tag named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A word.
    public static let word = NLTag("Word")
    /// Punctuation.
    public static let punctuation = NLTag("Punctuation")
    /// Whitespace.
    public static let whitespace = NLTag("Whitespace")
    /// Anything else.
    public static let other = NLTag("Other")
    /// A noun.
    public static let noun = NLTag("Noun")
    /// A verb.
    public static let verb = NLTag("Verb")
    /// An adjective.
    public static let adjective = NLTag("Adjective")
    /// An adverb.
    public static let adverb = NLTag("Adverb")
    /// A pronoun.
    public static let pronoun = NLTag("Pronoun")
    /// A determiner.
    public static let determiner = NLTag("Determiner")
    /// A particle.
    public static let particle = NLTag("Particle")
    /// A preposition.
    public static let preposition = NLTag("Preposition")
    /// A number.
    public static let number = NLTag("Number")
    /// A conjunction.
    public static let conjunction = NLTag("Conjunction")
    /// An interjection.
    public static let interjection = NLTag("Interjection")
    /// A classifier.
    public static let classifier = NLTag("Classifier")
    /// An idiom.
    public static let idiom = NLTag("Idiom")
    /// Another kind of word.
    public static let otherWord = NLTag("OtherWord")
    /// A sentence's final punctuation.
    public static let sentenceTerminator = NLTag("SentenceTerminator")
    /// An opening quote.
    public static let openQuote = NLTag("OpenQuote")
    /// A closing quote.
    public static let closeQuote = NLTag("CloseQuote")
    /// An opening parenthesis.
    public static let openParenthesis = NLTag("OpenParenthesis")
    /// A closing parenthesis.
    public static let closeParenthesis = NLTag("CloseParenthesis")
    /// A hyphen or joiner inside a word.
    public static let wordJoiner = NLTag("WordJoiner")
    /// A dash.
    public static let dash = NLTag("Dash")
    /// Other punctuation.
    public static let otherPunctuation = NLTag("OtherPunctuation")
    /// A paragraph break.
    public static let paragraphBreak = NLTag("ParagraphBreak")
    /// Other whitespace.
    public static let otherWhitespace = NLTag("OtherWhitespace")
    /// A person's name.
    public static let personalName = NLTag("PersonalName")
    /// A place's name.
    public static let placeName = NLTag("PlaceName")
    /// An organization's name.
    public static let organizationName = NLTag("OrganizationName")
}
