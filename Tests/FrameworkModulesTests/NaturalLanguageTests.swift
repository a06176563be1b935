import Foundation
import NaturalLanguage
import XCTest

/// NaturalLanguage as LeitnerBox's review screen calls it (parts of speech of a card's
/// first line) and as apps count words: tokens by the Unicode word rules; tags that a
/// token's characters decide; nil where Apple's tagger needs a trained model.
final class NaturalLanguageTests: XCTestCase {
    func testWordsKeepContractionsAndDecimals() {
        let text = "Don't stop: 3.14 is pi, isn't it?"
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        let words = tokenizer.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) }
        XCTAssertEqual(words, ["Don't", "stop", "3.14", "is", "pi", "isn't", "it"])
        var numeric: [String] = []
        tokenizer.enumerateTokens(in: text.startIndex..<text.endIndex) { range, attributes in
            if attributes.contains(.numeric) { numeric.append(String(text[range])) }
            return true
        }
        XCTAssertEqual(numeric, [], "3.14 has a period, so it is not all digits")
    }

    /// LeitnerBox's `partOfspeech`, as written: words need the model, so their tags are nil
    /// and the app's list is empty; the number is tagged, since its characters decide.
    func testLexicalClassAsLeitnerBoxAsksForIt() {
        let text = "Question 12"
        let tagger = NLTagger(tagSchemes: [.lexicalClass])
        tagger.string = text
        var tags: [String] = []
        tagger.enumerateTags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .lexicalClass, options: [.omitPunctuation, .omitWhitespace]) { tag, _ in
            if let tag { tags.append(tag.rawValue) }
            return true
        }
        XCTAssertEqual(tags, ["Number"])
    }

    func testTokenTypesAndPunctuationKinds() {
        let text = "Hi, \"you\"!\nBye."
        let tagger = NLTagger(tagSchemes: [.tokenType, .lexicalClass])
        tagger.string = text
        let types = tagger.tags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .tokenType).map { $0.0?.rawValue ?? "nil" }
        XCTAssertEqual(types, ["Word", "Punctuation", "Whitespace", "Punctuation", "Word", "Punctuation", "Punctuation", "Whitespace", "Word", "Punctuation"])
        let classes = tagger.tags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .lexicalClass, options: [.omitWords]).map { $0.0 }
        XCTAssertEqual(classes, [.otherPunctuation, .whitespace, .openQuote, .closeQuote, .sentenceTerminator, .paragraphBreak, .sentenceTerminator])
        XCTAssertNil(tagger.tag(at: text.startIndex, unit: .word, scheme: .nameType).0, "names need a model")
        XCTAssertEqual(NLTagger.availableTagSchemes(for: .word, language: .english), [.tokenType, .lexicalClass])
    }

    func testSentencesAndParagraphs() {
        let text = "One. Two! Three?\nFour"
        let sentences = NLTokenizer(unit: .sentence)
        sentences.string = text
        XCTAssertEqual(sentences.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) }, ["One. ", "Two! ", "Three?\n", "Four"])
        let paragraphs = NLTokenizer(unit: .paragraph)
        paragraphs.string = text
        XCTAssertEqual(paragraphs.tokens(for: text.startIndex..<text.endIndex).count, 2)
        XCTAssertNil(NLLanguageRecognizer.dominantLanguage(for: text), "no language model here")
    }
}
