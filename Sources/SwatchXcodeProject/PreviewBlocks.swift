import Foundation

/// The previews declared in a Swift file, with the lines they span: each `#Preview` macro and
/// each type that conforms to `PreviewProvider`. Real apps carry stale previews whose own body
/// no longer compiles (a view's initializer gained a parameter); knowing their lines lets a
/// build leave out that preview alone instead of its whole file (docs/ARCHITECTURE.md §2.11).
///
/// This is a scan of the text, not a parse: comments, string literals (plain, multi-line and
/// raw) and character positions are tracked so that braces inside them do not count, which is
/// all that finding a declaration's closing brace needs.
public struct PreviewBlock: Equatable, Sendable {
    /// `#Preview`'s name argument when it has a string literal first, else the provider type's
    /// name, else "Preview".
    public let name: String
    /// The 1-based lines from the declaration's first line (its attributes included) to its
    /// closing brace.
    public let lines: ClosedRange<Int>
}

public enum PreviewBlocks {
    /// The previews of `source`, in order.
    public static func find(in source: String) -> [PreviewBlock] {
        let scan = CodeScan(source)
        var blocks: [PreviewBlock] = []
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#Preview"), scan.isCode(line: number, column: line.count - trimmed.count),
               trimmed.dropFirst(8).first.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true {
                let name = previewName(String(trimmed.dropFirst(8)))
                if let end = scan.closingLine(ofBraceAfter: number) {
                    blocks.append(PreviewBlock(name: name, lines: number...end))
                }
                continue
            }
            if let provider = providerName(String(trimmed)), scan.isCode(line: number, column: line.count - trimmed.count) {
                var first = number
                while first > 1, lines[first - 2].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("@") { first -= 1 }
                if let end = scan.closingLine(ofBraceAfter: number) {
                    blocks.append(PreviewBlock(name: provider, lines: first...end))
                }
            }
        }
        return blocks
    }

    /// How many previews `source` declares.
    public static func count(in source: String) -> Int { find(in: source).count }

    /// `source` with the lines of `ranges` made empty, so that the line numbers of everything
    /// else stay as the compiler reported them.
    public static func blanking(_ ranges: [ClosedRange<Int>], in source: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for range in ranges {
            for number in range where number >= 1 && number <= lines.count { lines[number - 1] = "" }
        }
        return lines.joined(separator: "\n")
    }

    /// The name in `#Preview("Name") {` or "Preview".
    private static func previewName(_ rest: String) -> String {
        let trimmed = rest.drop { $0 == " " }
        guard trimmed.hasPrefix("(\"") else { return "Preview" }
        let body = trimmed.dropFirst(2)
        guard let end = body.firstIndex(of: "\"") else { return "Preview" }
        return String(body[..<end])
    }

    /// The type's name when `line` declares a type conforming to `PreviewProvider`
    /// (`struct X_Previews: PreviewProvider {`, `struct X : View, PreviewProvider`).
    private static func providerName(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, ["public", "internal", "fileprivate", "private", "final", "@MainActor"].contains(first) {
            words = words.dropFirst()
        }
        guard let keyword = words.first, ["struct", "class", "enum"].contains(keyword), words.count >= 2 else { return nil }
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let header = line[colon...].prefix { $0 != "{" }
        let conformances = header.dropFirst().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard conformances.contains(where: { $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") }) else { return nil }
        let name = words.dropFirst().first!.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}

/// Which characters of a Swift file are code (not in a comment or string literal), and where
/// braces close.
struct CodeScan {
    /// Per line, per column (in Characters): true where the character is code.
    private var code: [[Bool]] = []
    /// The code characters of each line, for brace matching: (line, character).
    private var braces: [(line: Int, open: Bool)] = []

    init(_ source: String) {
        enum State { case code, lineComment, blockComment(Int), string(hashes: Int, multiline: Bool) }
        var state = State.code
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        // Interpolations `\( … )` inside strings are code; track their paren depth on a stack.
        var interpolation: [(depth: Int, hashes: Int, multiline: Bool)] = []
        var parens = 0
        for (index, line) in lines.enumerated() {
            let chars = Array(line)
            var flags = [Bool](repeating: false, count: chars.count)
            if case .lineComment = state { state = .code }
            var i = 0
            while i < chars.count {
                let c = chars[i]
                let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
                switch state {
                case .lineComment:
                    i = chars.count
                    continue
                case .blockComment(let depth):
                    if c == "*", next == "/" { state = depth == 1 ? .code : .blockComment(depth - 1); i += 2; continue }
                    if c == "/", next == "*" { state = .blockComment(depth + 1); i += 2; continue }
                    i += 1
                case .string(let hashes, let multiline):
                    if c == "\\" {
                        // An escape; with the string's hashes after it, `\#(` opens an interpolation.
                        let marks = chars[(i + 1)...].prefix { $0 == "#" }.count
                        if marks == hashes, i + 1 + marks < chars.count, chars[i + 1 + marks] == "(" {
                            interpolation.append((parens, hashes, multiline))
                            parens += 1
                            state = .code
                            i += 2 + marks
                            continue
                        }
                        i += 2
                        continue
                    }
                    if c == "\"" {
                        let quotes = multiline ? 3 : 1
                        let closing = chars[i...].prefix(quotes).allSatisfy { $0 == "\"" } && chars[i...].count >= quotes
                        if closing {
                            let after = i + quotes
                            let marks = chars[after...].prefix { $0 == "#" }.count
                            if marks >= hashes { state = .code; i = after + hashes; continue }
                        }
                    }
                    i += 1
                case .code:
                    if c == "/", next == "/" { state = .lineComment; i = chars.count; continue }
                    if c == "/", next == "*" { state = .blockComment(1); i += 2; continue }
                    if c == "#" || c == "\"" {
                        let hashes = chars[i...].prefix { $0 == "#" }.count
                        let quoteAt = i + hashes
                        if quoteAt < chars.count, chars[quoteAt] == "\"" {
                            let multiline = quoteAt + 2 < chars.count && chars[quoteAt + 1] == "\"" && chars[quoteAt + 2] == "\""
                            state = .string(hashes: hashes, multiline: multiline)
                            i = quoteAt + (multiline ? 3 : 1)
                            continue
                        }
                    }
                    flags[i] = true
                    if c == "(" { parens += 1 }
                    if c == ")" {
                        parens -= 1
                        if let top = interpolation.last, top.depth == parens {
                            interpolation.removeLast()
                            flags[i] = false
                            state = .string(hashes: top.hashes, multiline: top.multiline)
                        }
                    }
                    if c == "{" { braces.append((index + 1, true)) }
                    if c == "}" { braces.append((index + 1, false)) }
                    i += 1
                }
            }
            code.append(flags)
        }
    }

    /// Whether the character at 1-based `line`, 0-based `column` is code.
    func isCode(line: Int, column: Int) -> Bool {
        guard line >= 1, line <= code.count, column >= 0, column < code[line - 1].count else { return false }
        return code[line - 1][column]
    }

    /// The line of the brace that closes the first `{` on or after `line`.
    func closingLine(ofBraceAfter line: Int) -> Int? {
        guard let start = braces.firstIndex(where: { $0.line >= line && $0.open }) else { return nil }
        var depth = 0
        for brace in braces[start...] {
            depth += brace.open ? 1 : -1
            if depth == 0 { return brace.line }
        }
        return nil
    }
}
