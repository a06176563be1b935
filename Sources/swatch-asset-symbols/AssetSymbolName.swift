/// The Swift name Xcode gives an asset: words split at anything that is not a letter or
/// digit, joined in lower camel case, with a `Color` suffix dropped from color sets and an
/// `Image` suffix from image sets. Observed in Xcode's GeneratedAssetSymbols.swift:
/// "AccentColor" → `accent`, "LaunchImage" → `launch`, "Blue Theme" → `blueTheme`,
/// "bg-guang" → `bgGuang`, "portal_card_1" → `portalCard1`, "1" → `_1`.
enum AssetSymbolName {
    static func make(_ assetName: String, droppingSuffix suffix: String?) -> String {
        var words: [String] = []
        var current = ""
        for character in assetName {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        if let suffix, let last = words.last, last.count > suffix.count, last.hasSuffix(suffix) {
            words[words.count - 1] = String(last.dropLast(suffix.count))
        } else if let suffix, words.count > 1, words.last == suffix {
            words.removeLast()
        }
        guard let first = words.first else { return "_" }
        var name = lowercasedLeadingWord(first)
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if name.first?.isNumber == true { name = "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// The first word with its leading capitals lowered: "Brand" → "brand", "URLIcon" →
    /// "urlIcon" (the last capital before a lowercase letter starts the next word).
    private static func lowercasedLeadingWord(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper > 1, upper < characters.count, characters[upper].isLowercase { upper -= 1 }
        return String(characters[..<upper]).lowercased() + String(characters[upper...])
    }

    /// Words that need backticks as identifiers.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "throw", "throws", "true", "try",
    ]
}
