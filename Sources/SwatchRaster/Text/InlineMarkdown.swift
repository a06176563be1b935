import Foundation

/// The inline Markdown SwiftUI interprets in a `LocalizedStringKey` and in
/// `AttributedString(markdown:)` (docs/ARCHITECTURE.md §7.15): `**strong**`/`__strong__`,
/// `*emphasis*`/`_emphasis_`, `` `code` ``, `~~strikethrough~~`, `[links](url)` and
/// backslash escapes. Block syntax (headings, lists, quotes) is left as typed, as Text does
/// on iOS.
///
/// Why our own parser: Foundation on Linux has neither `AttributedString(markdown:)` nor
/// `InlinePresentationIntent`, and swift-markdown is not available to this package; the
/// inline subset is small. Emphasis follows CommonMark's delimiter-run rules (left/right
/// flanking, `_` not inside words, the longest match pairing first), without its "multiple of
/// three" refinement.
enum InlineMarkdown {
    /// What Markdown gives one stretch of characters.
    struct Style: Hashable {
        var strong = false
        var emphasis = false
        var code = false
        var strikethrough = false
        var link: URL?
    }

    /// Stands for an interpolated value while a key's format is parsed: a Unicode
    /// noncharacter, which never occurs in text, taken as a letter by the flanking rules.
    static let placeholder = Character(Unicode.Scalar(UInt32(0xFDD0))!)

    /// Whether `text` has any character that could start Markdown; most keys do not, and
    /// skip the parser.
    static func mayContainMarkup(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x60 || $0 == 0x7E || $0 == 0x5B || $0 == 0x5C }
    }

    /// `text` split into runs with their Markdown style, markup removed; adjacent runs of one
    /// style are joined.
    static func parse(_ text: String) -> [(String, Style)] {
        guard mayContainMarkup(text) else { return [(text, Style())] }
        var items = tokenize(Array(text), base: Style())
        resolveEmphasis(&items)
        var runs: [(String, Style)] = []
        for item in items {
            let string = item.delimiter.map { String(repeating: $0, count: item.count) } ?? item.text
            guard !string.isEmpty else { continue }
            if let last = runs.last, last.1 == item.style {
                runs[runs.count - 1].0 += string
            } else {
                runs.append((string, item.style))
            }
        }
        return runs.isEmpty ? [("", Style())] : runs
    }

    // MARK: Tokens

    /// Literal text, or a run of `*`, `_` or `~` that may open or close emphasis.
    private struct Item {
        var text = ""
        var delimiter: Character?
        var count = 0
        var canOpen = false
        var canClose = false
        var style: Style
    }

    private static func isPunctuation(_ c: Character) -> Bool {
        c != placeholder && (c.isPunctuation || c.isSymbol)
    }

    private static func isASCIIPunctuation(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        return (0x21...0x2F).contains(ascii) || (0x3A...0x40).contains(ascii) || (0x5B...0x60).contains(ascii) || (0x7B...0x7E).contains(ascii)
    }

    private static func tokenize(_ chars: [Character], base: Style) -> [Item] {
        var items: [Item] = []
        var text = ""
        func flush() {
            if !text.isEmpty { items.append(Item(text: text, style: base)) }
            text = ""
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, isASCIIPunctuation(chars[i + 1]) {
                text.append(chars[i + 1])
                i += 2
            } else if c == "`" {
                let run = runLength(chars, i)
                if let close = codeSpanEnd(chars, from: i + run, length: run) {
                    flush()
                    var code = String(chars[(i + run)..<close]).replacingOccurrences(of: "\n", with: " ")
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    var style = base
                    style.code = true
                    items.append(Item(text: code, style: style))
                    i = close + run
                } else {
                    text += String(repeating: "`", count: run)
                    i += run
                }
            } else if c == "[", let link = parseLink(chars, at: i) {
                flush()
                var style = base
                style.link = link.url
                var inner = tokenize(Array(chars[(i + 1)..<link.textEnd]), base: style)
                resolveEmphasis(&inner)
                items += inner.map { item in
                    // Resolved already: what is left of a delimiter is literal inside the link.
                    var item = item
                    item.canOpen = false
                    item.canClose = false
                    return item
                }
                i = link.end
            } else if c == "*" || c == "_" || c == "~" {
                flush()
                let run = runLength(chars, i)
                let before: Character = i > 0 ? chars[i - 1] : " "
                let after: Character = i + run < chars.count ? chars[i + run] : " "
                let left = !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
                let right = !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
                var item = Item(delimiter: c, count: run, style: base)
                if c == "_" {
                    item.canOpen = left && (!right || isPunctuation(before))
                    item.canClose = right && (!left || isPunctuation(after))
                } else {
                    item.canOpen = left
                    item.canClose = right
                }
                // GFM strikethrough takes runs of one or two tildes only.
                if c == "~", run > 2 { item.canOpen = false; item.canClose = false }
                items.append(item)
                i += run
            } else {
                text.append(c)
                i += 1
            }
        }
        flush()
        return items
    }

    private static func runLength(_ chars: [Character], _ start: Int) -> Int {
        var end = start
        while end < chars.count, chars[end] == chars[start] { end += 1 }
        return end - start
    }

    /// The index of the backtick run of exactly `length` that closes a code span, if any.
    private static func codeSpanEnd(_ chars: [Character], from start: Int, length: Int) -> Int? {
        var i = start
        while i < chars.count {
            if chars[i] == "`" {
                let run = runLength(chars, i)
                if run == length { return i }
                i += run
            } else {
                i += 1
            }
        }
        return nil
    }

    /// `[text](destination "title")` starting at `start`: where the text ends, where the link
    /// ends and its URL; nil when the brackets or parentheses do not form a link.
    private static func parseLink(_ chars: [Character], at start: Int) -> (textEnd: Int, end: Int, url: URL?)? {
        var depth = 0
        var i = start
        var textEnd: Int?
        while i < chars.count {
            let c = chars[i]
            if c == "\\" { i += 2; continue }
            if c == "`" {
                let run = runLength(chars, i)
                i = (codeSpanEnd(chars, from: i + run, length: run).map { $0 + run }) ?? i + run
                continue
            }
            if c == "[" { depth += 1 }
            if c == "]" {
                depth -= 1
                if depth == 0 { textEnd = i; break }
            }
            i += 1
        }
        guard let textEnd, textEnd + 1 < chars.count, chars[textEnd + 1] == "(" else { return nil }
        var j = textEnd + 2
        while j < chars.count, chars[j] == " " { j += 1 }
        var destination = ""
        if j < chars.count, chars[j] == "<" {
            j += 1
            while j < chars.count, chars[j] != ">" { if chars[j] == "\n" { return nil }; destination.append(chars[j]); j += 1 }
            guard j < chars.count else { return nil }
            j += 1
        } else {
            var parens = 0
            while j < chars.count, !chars[j].isWhitespace {
                if chars[j] == "(" { parens += 1 }
                if chars[j] == ")" { if parens == 0 { break }; parens -= 1 }
                if chars[j] == "\\", j + 1 < chars.count, isASCIIPunctuation(chars[j + 1]) { j += 1 }
                destination.append(chars[j])
                j += 1
            }
        }
        while j < chars.count, chars[j] == " " { j += 1 }
        if j < chars.count, chars[j] == "\"" || chars[j] == "'" {
            let quote = chars[j]
            j += 1
            while j < chars.count, chars[j] != quote { j += 1 }
            guard j < chars.count else { return nil }
            j += 1
            while j < chars.count, chars[j] == " " { j += 1 }
        }
        guard j < chars.count, chars[j] == ")" else { return nil }
        return (textEnd, j + 1, URL(string: destination))
    }

    // MARK: Emphasis

    /// Pairs openers with closers (CommonMark's "process emphasis"): each closer, left to right,
    /// takes the nearest earlier opener of its character; two characters of each make strong
    /// (strikethrough for `~`, whose runs must be of equal length), one makes emphasis. Every
    /// item between the pair takes the style, and delimiters between lose their power.
    private static func resolveEmphasis(_ items: inout [Item]) {
        var closer = 0
        while closer < items.count {
            guard let char = items[closer].delimiter, items[closer].canClose, items[closer].count > 0 else {
                closer += 1
                continue
            }
            var opener = closer - 1
            while opener >= 0 {
                let item = items[opener]
                if item.delimiter == char, item.canOpen, item.count > 0,
                   char != "~" || item.count == items[closer].count {
                    break
                }
                opener -= 1
            }
            guard opener >= 0 else {
                closer += 1
                continue
            }
            let used = char == "~" ? items[closer].count : (items[opener].count >= 2 && items[closer].count >= 2 ? 2 : 1)
            for k in (opener + 1)..<closer {
                switch (char, used) {
                case ("~", _): items[k].style.strikethrough = true
                case (_, 2): items[k].style.strong = true
                default: items[k].style.emphasis = true
                }
                if items[k].delimiter != nil { items[k].canOpen = false; items[k].canClose = false }
            }
            items[opener].count -= used
            items[closer].count -= used
            if items[closer].count == 0 { closer += 1 }
        }
    }
}

extension InlineMarkdown.Style {
    /// The run styling SwiftUI gives each Markdown mark: bold, italic, the monospaced design,
    /// a solid strikethrough in the text's color, and links in the tint (`.tint`, the accent
    /// color unless `.tint(_:)` is set), not underlined, as iOS draws them (§7.15).
    var textAttributes: TextAttributes {
        var attributes = TextAttributes()
        if strong { attributes.weight = .bold }
        if emphasis { attributes.italic = true }
        if code { attributes.monospaced = true }
        if strikethrough { attributes.strikethrough = Text.Decoration(isActive: true, pattern: .solid, color: nil) }
        if link != nil { attributes.style = TextPaintStyle(style: AnyShapeStyle(TintShapeStyle())) }
        return attributes
    }
}
