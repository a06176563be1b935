import Foundation

// Apple's predicate format language, the part apps write: comparisons (`==`, `!=`, `<`,
// `<=`, `>`, `>=`, `BETWEEN`, `IN`), string operators (`CONTAINS`, `BEGINSWITH`,
// `ENDSWITH`, `LIKE`, `MATCHES`) with `[c]`, `[d]` and `[cd]`, `AND`/`OR`/`NOT` (and
// `&&`, `||`, `!`), `ANY`/`ALL`/`NONE`/`SOME`, the arguments `%@`, `%K`, `%d`, `%i`, `%ld`,
// `%lld`, `%u`, `%f`, `%lf`, `%g`, literals (`'text'`, numbers, `YES`/`NO`/`TRUE`/`FALSE`,
// `nil`/`NULL`, `{a, b}`), `$VARIABLE`s, `SELF`, and dotted key paths with `@count`.

/// A parsed predicate, evaluated against an object.
indirect enum PredicateNode {
    case constant(Bool)
    case not(PredicateNode)
    case and([PredicateNode])
    case or([PredicateNode])
    case comparison(PredicateExpression, PredicateOperator, PredicateExpression, options: StringOptions, quantifier: Quantifier)
    case block((Any?, [String: Any]?) -> Bool)

    /// `[c]` case-insensitive, `[d]` diacritic-insensitive.
    struct StringOptions: OptionSet {
        let rawValue: Int
        static let caseInsensitive = StringOptions(rawValue: 1)
        static let diacriticInsensitive = StringOptions(rawValue: 2)
    }

    enum Quantifier { case none, any, all, noneOf }

    func evaluate(_ object: Any?, variables: [String: Any]) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(object, variables: variables)
        case .and(let parts): return parts.allSatisfy { $0.evaluate(object, variables: variables) }
        case .or(let parts): return parts.contains { $0.evaluate(object, variables: variables) }
        case .block(let block): return block(object, variables)
        case .comparison(let lhs, let op, let rhs, let options, let quantifier):
            let left = lhs.value(object, variables: variables)
            let right = rhs.value(object, variables: variables)
            // A to-many key path on the left (`items.name == 'x'`) is compared element by element.
            let elements = flattenOptional(left).flatMap(collectionElements)
            switch quantifier {
            case .any: return (elements ?? [left as Any]).contains { op.holds($0, right, options) }
            case .all: return (elements ?? [left as Any]).allSatisfy { op.holds($0, right, options) }
            case .noneOf: return !(elements ?? [left as Any]).contains { op.holds($0, right, options) }
            case .none:
                if let elements, !op.takesCollectionOnLeft, !(rhs.isAggregate) {
                    return elements.contains { op.holds($0, right, options) }
                }
                return op.holds(left, right, options)
            }
        }
    }

    func substituting(_ variables: [String: Any]) -> PredicateNode {
        switch self {
        case .constant, .block: return self
        case .not(let inner): return .not(inner.substituting(variables))
        case .and(let parts): return .and(parts.map { $0.substituting(variables) })
        case .or(let parts): return .or(parts.map { $0.substituting(variables) })
        case .comparison(let lhs, let op, let rhs, let options, let quantifier):
            return .comparison(lhs.substituting(variables), op, rhs.substituting(variables), options: options, quantifier: quantifier)
        }
    }
}

/// One side of a comparison.
indirect enum PredicateExpression {
    case keyPath(String)
    case constant(Any?)
    case variable(String)
    case aggregate([PredicateExpression])

    var isAggregate: Bool { if case .aggregate = self { return true }; return false }

    func value(_ object: Any?, variables: [String: Any]) -> Any? {
        switch self {
        case .keyPath(let path): return CoreData.value(atKeyPath: path, of: object)
        case .constant(let value): return value
        case .variable(let name): return variables[name]
        case .aggregate(let items): return items.map { $0.value(object, variables: variables) as Any }
        }
    }

    func substituting(_ variables: [String: Any]) -> PredicateExpression {
        switch self {
        case .variable(let name): return variables[name].map { .constant($0) } ?? self
        case .aggregate(let items): return .aggregate(items.map { $0.substituting(variables) })
        default: return self
        }
    }
}

/// A comparison operator.
enum PredicateOperator {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case contains, beginsWith, endsWith, like, matches, isIn, between

    /// CONTAINS tests a collection on the left for a member; IN looks at the right.
    var takesCollectionOnLeft: Bool { self == .contains }

    func holds(_ left: Any?, _ right: Any?, _ options: PredicateNode.StringOptions) -> Bool {
        func fold(_ text: String) -> String {
            var folding: String.CompareOptions = []
            if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
            if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
            return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
        }
        let leftText = KeyValue(left).text.map(fold)
        let rightText = KeyValue(right).text.map(fold)
        func ordered(_ test: (ComparisonResult) -> Bool) -> Bool {
            if case .null = KeyValue(left) { return false }
            if case .null = KeyValue(right) { return false }
            if case .string = KeyValue(left), let leftText, let rightText {
                return test(leftText < rightText ? .orderedAscending : (leftText > rightText ? .orderedDescending : .orderedSame))
            }
            return compareKeyValues(left, right).map(test) ?? false
        }
        switch self {
        case .equal, .notEqual:
            var same = keyValuesEqual(left, right)
            if case .string = KeyValue(left), case .string = KeyValue(right) { same = leftText == rightText }
            return (self == .equal) == same
        case .less: return ordered { $0 == .orderedAscending }
        case .lessOrEqual: return ordered { $0 != .orderedDescending }
        case .greater: return ordered { $0 == .orderedDescending }
        case .greaterOrEqual: return ordered { $0 != .orderedAscending }
        case .contains:
            if let items = flattenOptional(left).flatMap(collectionElements) {
                return items.contains { PredicateOperator.equal.holds($0, right, options) }
            }
            guard let leftText, let rightText else { return false }
            return rightText.isEmpty || leftText.contains(rightText)
        case .beginsWith:
            guard let leftText, let rightText else { return false }
            return leftText.hasPrefix(rightText)
        case .endsWith:
            guard let leftText, let rightText else { return false }
            return leftText.hasSuffix(rightText)
        case .like:
            guard let leftText, let rightText else { return false }
            let pattern = "^" + NSRegularExpression.escapedPattern(for: rightText)
                .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".") + "$"
            return leftText.range(of: pattern, options: .regularExpression) != nil
        case .matches:
            guard let leftText = KeyValue(left).text, let pattern = KeyValue(right).text else { return false }
            var regexOptions: NSRegularExpression.Options = []
            if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
            guard let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: regexOptions) else { return false }
            return regex.firstMatch(in: leftText, range: NSRange(leftText.startIndex..., in: leftText)) != nil
        case .isIn:
            if let items = flattenOptional(right).flatMap(collectionElements) {
                return items.contains { PredicateOperator.equal.holds(left, $0, options) }
            }
            guard let leftText, let rightText else { return false }
            return rightText.contains(leftText)
        case .between:
            guard let bounds = flattenOptional(right).flatMap(collectionElements), bounds.count == 2 else { return false }
            return PredicateOperator.greaterOrEqual.holds(left, bounds[0], options) && PredicateOperator.lessOrEqual.holds(left, bounds[1], options)
        }
    }
}

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
