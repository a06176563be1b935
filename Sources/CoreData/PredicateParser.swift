import Foundation

/// Why a format could not be parsed.
struct PredicateFormatError: Error, CustomStringConvertible {
    let description: String
}

/// A recursive-descent parser for the format language, consuming arguments in order.
struct PredicateParser {
    enum Token: Equatable {
        case word(String)         // keywords, key paths, SELF, @count
        case string(String)
        case number(Double)
        case specifier(String)    // %@, %K, %d…
        case variable(String)     // $NAME
        case symbol(String)       // == != < <= > >= && || ! ( ) { } , [cd]
    }

    private var tokens: [Token] = []
    private var position = 0
    private var arguments: [Any]
    private var argumentIndex = 0

    init(format: String, arguments: [Any]) throws {
        self.arguments = arguments
        tokens = try PredicateParser.tokenize(format)
    }

    mutating func parse() throws -> PredicateNode {
        let node = try parseOr()
        guard position == tokens.count else { throw PredicateFormatError(description: "unexpected \(tokens[position]) at token \(position + 1)") }
        return node
    }

    // MARK: Grammar

    private mutating func parseOr() throws -> PredicateNode {
        var parts = [try parseAnd()]
        while acceptKeyword("OR") || accept(.symbol("||")) { parts.append(try parseAnd()) }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var parts = [try parseNot()]
        while acceptKeyword("AND") || accept(.symbol("&&")) { parts.append(try parseNot()) }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func parseNot() throws -> PredicateNode {
        if acceptKeyword("NOT") || accept(.symbol("!")) { return .not(try parseNot()) }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws -> PredicateNode {
        if accept(.symbol("(")) {
            let inner = try parseOr()
            guard accept(.symbol(")")) else { throw PredicateFormatError(description: "missing ')'") }
            return inner
        }
        if acceptKeyword("TRUEPREDICATE") { return .constant(true) }
        if acceptKeyword("FALSEPREDICATE") { return .constant(false) }
        var quantifier = PredicateNode.Quantifier.none
        if acceptKeyword("ANY") || acceptKeyword("SOME") { quantifier = .any }
        else if acceptKeyword("ALL") { quantifier = .all }
        else if acceptKeyword("NONE") { quantifier = .noneOf }
        let lhs = try parseExpression()
        var negate = false
        if acceptKeyword("NOT") { negate = true } // `a NOT IN {…}`, `NOT CONTAINS`
        let op = try parseOperator()
        let options = try parseOptions()
        let rhs = try parseExpression()
        let node = PredicateNode.comparison(lhs, op, rhs, options: options, quantifier: quantifier)
        return negate ? .not(node) : node
    }

    private mutating func parseOperator() throws -> PredicateOperator {
        guard position < tokens.count else { throw PredicateFormatError(description: "missing operator") }
        let token = tokens[position]
        position += 1
        switch token {
        case .symbol("=="), .symbol("="): return .equal
        case .symbol("!="), .symbol("<>"): return .notEqual
        case .symbol("<"): return .less
        case .symbol("<="), .symbol("=<"): return .lessOrEqual
        case .symbol(">"): return .greater
        case .symbol(">="), .symbol("=>"): return .greaterOrEqual
        case .word(let word):
            switch word.uppercased() {
            case "CONTAINS": return .contains
            case "BEGINSWITH": return .beginsWith
            case "ENDSWITH": return .endsWith
            case "LIKE": return .like
            case "MATCHES": return .matches
            case "IN": return .isIn
            case "BETWEEN": return .between
            default: break
            }
        default: break
        }
        throw PredicateFormatError(description: "unknown operator \(token)")
    }

    private mutating func parseOptions() throws -> PredicateNode.StringOptions {
        guard position < tokens.count, case .symbol(let text) = tokens[position], text.hasPrefix("[") else { return [] }
        position += 1
        var options: PredicateNode.StringOptions = []
        for letter in text.dropFirst().dropLast() {
            switch letter {
            case "c", "C": options.insert(.caseInsensitive)
            case "d", "D": options.insert(.diacriticInsensitive)
            case "n", "N", "l", "L": break // normalized, locale-sensitive: nothing to do here
            default: throw PredicateFormatError(description: "unknown option \(letter)")
            }
        }
        return options
    }

    private mutating func parseExpression() throws -> PredicateExpression {
        guard position < tokens.count else { throw PredicateFormatError(description: "missing expression") }
        let token = tokens[position]
        position += 1
        switch token {
        case .string(let text): return .constant(text)
        case .number(let number): return .constant(number)
        case .variable(let name): return .variable(name)
        case .specifier(let specifier):
            guard argumentIndex < arguments.count else { throw PredicateFormatError(description: "too few arguments for \(specifier)") }
            let argument = arguments[argumentIndex]
            argumentIndex += 1
            if specifier == "%K" {
                guard let key = KeyValue(argument).text else { throw PredicateFormatError(description: "%K needs a string") }
                return .keyPath(key)
            }
            return .constant(argument is NSNull ? nil : argument)
        case .symbol("{"):
            var items: [PredicateExpression] = []
            if accept(.symbol("}")) { return .aggregate(items) }
            repeat { items.append(try parseExpression()) } while accept(.symbol(","))
            guard accept(.symbol("}")) else { throw PredicateFormatError(description: "missing '}'") }
            return .aggregate(items)
        case .symbol("("):
            let inner = try parseExpression()
            guard accept(.symbol(")")) else { throw PredicateFormatError(description: "missing ')'") }
            return inner
        case .word(let word):
            switch word.uppercased() {
            case "YES", "TRUE": return .constant(true)
            case "NO", "FALSE": return .constant(false)
            case "NIL", "NULL": return .constant(nil)
            default: return .keyPath(word)
            }
        default:
            throw PredicateFormatError(description: "unexpected \(token)")
        }
    }

    // MARK: Tokens

    private mutating func accept(_ token: Token) -> Bool {
        guard position < tokens.count, tokens[position] == token else { return false }
        position += 1
        return true
    }

    private mutating func acceptKeyword(_ keyword: String) -> Bool {
        guard position < tokens.count, case .word(let word) = tokens[position], word.uppercased() == keyword else { return false }
        position += 1
        return true
    }

    static func tokenize(_ format: String) throws -> [Token] {
        var tokens: [Token] = []
        let characters = Array(format)
        var index = 0
        func peek(_ offset: Int = 0) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character == "'" || character == "\"" {
                var text = ""
                index += 1
                while let next = peek(), next != character {
                    if next == "\\", let escaped = peek(1) { text.append(escaped); index += 2; continue }
                    text.append(next)
                    index += 1
                }
                guard peek() == character else { throw PredicateFormatError(description: "unterminated string") }
                index += 1
                tokens.append(.string(text))
                continue
            }
            if character == "%" {
                var specifier = "%"
                index += 1
                while let next = peek(), next == "l" || next == "h" || next == "q" { specifier.append(next); index += 1 }
                guard let kind = peek() else { throw PredicateFormatError(description: "dangling %") }
                specifier.append(kind)
                index += 1
                guard "@KdiufgxXcse".contains(kind) else { throw PredicateFormatError(description: "unknown specifier \(specifier)") }
                tokens.append(.specifier(kind == "K" ? "%K" : specifier))
                continue
            }
            if character == "$" {
                var name = ""
                index += 1
                while let next = peek(), next.isLetter || next.isNumber || next == "_" { name.append(next); index += 1 }
                tokens.append(.variable(name))
                continue
            }
            if character.isNumber || (character == "-" && peek(1)?.isNumber == true && !(tokens.last.map(PredicateParser.endsOperand) ?? false)) {
                var text = String(character)
                index += 1
                while let next = peek(), next.isNumber || next == "." || next == "e" || next == "E" { text.append(next); index += 1 }
                guard let number = Double(text) else { throw PredicateFormatError(description: "bad number \(text)") }
                tokens.append(.number(number))
                continue
            }
            if character.isLetter || character == "_" || character == "@" || character == "#" {
                var word = ""
                while let next = peek(), next.isLetter || next.isNumber || next == "_" || next == "." || next == "@" || next == "#" {
                    word.append(next)
                    index += 1
                }
                tokens.append(.word(word))
                continue
            }
            if character == "[" {
                var text = "["
                index += 1
                while let next = peek(), next != "]" { text.append(next); index += 1 }
                guard peek() == "]" else { throw PredicateFormatError(description: "missing ']'") }
                index += 1
                tokens.append(.symbol(text + "]"))
                continue
            }
            let two = peek(1).map { String([character, $0]) } ?? ""
            if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(two) {
                tokens.append(.symbol(two))
                index += 2
                continue
            }
            if "=<>!(){},".contains(character) {
                tokens.append(.symbol(String(character)))
                index += 1
                continue
            }
            throw PredicateFormatError(description: "unexpected character '\(character)'")
        }
        return tokens
    }

    /// Whether a token ends an operand, so a following `-` is subtraction, not a sign.
    private static func endsOperand(_ token: Token) -> Bool {
        switch token {
        case .word, .string, .number, .specifier, .variable: return true
        case .symbol(let symbol): return symbol == ")" || symbol == "}"
        }
    }
}
