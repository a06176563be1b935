@_implementationOnly import CUnibreak
import Foundation

/// Text cut into words, punctuation, whitespace and the rest, by the Unicode word-boundary
/// rules (UAX #29) through libunibreak: "don't" and "3.14" stay one token, as Apple's
/// tokenizer keeps them.
enum WordSegments {
    /// What a token is, from its characters.
    enum Kind: Equatable {
        case word, punctuation, whitespace, other
    }

    struct Segment {
        let range: Range<String.Index>
        let kind: Kind
    }

    private static let initialized: Bool = {
        init_wordbreak()
        return true
    }()

    /// The segments of `text` within `range`, in order, with none left out.
    static func segments(of text: String, in range: Range<String.Index>) -> [Segment] {
        _ = initialized
        let slice = text[range]
        let characters = Array(slice)
        guard !characters.isEmpty else { return [] }
        // Break opportunities are computed per code point; a Character's boundary is the one
        // after its last scalar.
        var scalars: [UInt32] = []
        var lastScalarOfCharacter: [Int] = []
        for character in characters {
            for scalar in character.unicodeScalars { scalars.append(scalar.value) }
            lastScalarOfCharacter.append(scalars.count - 1)
        }
        var breaks = [CChar](repeating: 0, count: scalars.count)
        scalars.withUnsafeBufferPointer { codePoints in
            breaks.withUnsafeMutableBufferPointer { out in
                set_wordbreaks_utf32(codePoints.baseAddress, codePoints.count, nil, out.baseAddress)
            }
        }
        var found: [Segment] = []
        var start = slice.startIndex
        var index = slice.startIndex
        for (offset, character) in characters.enumerated() {
            index = slice.index(after: index)
            let last = offset == characters.count - 1
            if last || breaks[lastScalarOfCharacter[offset]] == CChar(WORDBREAK_BREAK) {
                found.append(Segment(range: start..<index, kind: kind(of: text[start..<index])))
                start = index
            }
            _ = character
        }
        return found
    }

    /// A word has a letter or a digit; whitespace is all blank; punctuation is all marks.
    static func kind(of token: Substring) -> Kind {
        if token.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) { return .word }
        if token.allSatisfy(\.isWhitespace) { return .whitespace }
        if token.allSatisfy({ $0.isPunctuation || $0.isSymbol }) { return .punctuation }
        return .other
    }

    /// Sentences within `range`: each ends after `.`, `!`, `?` or `…` (with closing quotes or
    /// brackets) and the whitespace after it, or at a line break. A simplification of UAX #29's
    /// sentence rules, which libunibreak does not implement: an abbreviation's period ends a
    /// sentence here.
    static func sentences(of text: String, in range: Range<String.Index>) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        var sawTerminator = false
        while index < range.upperBound {
            let character = text[index]
            if sawTerminator, !character.isWhitespace, !"\"'”’)]".contains(character) {
                found.append(start..<index)
                start = index
                sawTerminator = false
            }
            if ".!?…".contains(character) { sawTerminator = true }
            index = text.index(after: index)
            if character.isNewline {
                found.append(start..<index)
                start = index
                sawTerminator = false
            }
        }
        if start < range.upperBound { found.append(start..<range.upperBound) }
        return found
    }

    /// Paragraphs within `range`: each ends after a line break.
    static func paragraphs(of text: String, in range: Range<String.Index>) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let character = text[index]
            index = text.index(after: index)
            if character.isNewline {
                found.append(start..<index)
                start = index
            }
        }
        if start < range.upperBound { found.append(start..<range.upperBound) }
        return found
    }
}
