import SwatchRaster

/// A parsed JSON value that keeps what theme files need and Foundation's `JSONSerialization`
/// drops: the order of object keys (groups become pads in file order) and the line each value
/// starts on (errors name the place in the file). Strict RFC 8259; nesting and size are capped
/// so hostile files fail with an error instead of exhausting the stack.
struct JSONNode {
    indirect enum Value {
        case object([(key: String, node: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    let value: Value
    /// 1-based line of the value's first character.
    let line: Int
    /// For an object member, the line of its name (which can differ from `line`); else `line`.
    let keyLine: Int

    init(value: Value, line: Int, keyLine: Int? = nil) {
        self.value = value
        self.line = line
        self.keyLine = keyLine ?? line
    }

    /// The member named `key` of an object (the last one if repeated, as most parsers do).
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.node
    }

    var string: String? { if case .string(let s) = value { return s } else { return nil } }
    var number: Double? { if case .number(let n) = value { return n } else { return nil } }
    var members: [(key: String, node: JSONNode)]? { if case .object(let m) = value { return m } else { return nil } }
    var elements: [JSONNode]? { if case .array(let a) = value { return a } else { return nil } }

    /// The JSON type name, for "expected …, found …" messages.
    var typeName: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// Why a JSON text could not be parsed, with the line it happened on.
struct JSONSyntaxError: Error {
    let line: Int
    let message: String
}

/// A member name given twice in one object: RFC 8259 leaves the meaning open, hand-merged
/// token files produce it, and the parser keeps the later value, so it is reported.
struct JSONDuplicateKey: Equatable {
    /// The member's path from the root (`brand.primary`, `colors[0].idiom`).
    let path: String
    /// Line of the repeated name, and of its first occurrence.
    let line: Int
    let firstLine: Int
}

/// Recursive-descent parser over UTF-8 bytes.
struct JSONParser {
    /// Deeper nesting is refused (theme files are a few levels deep).
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// Names of the members being parsed, outermost first, for duplicate-key reports.
    private var path: [String] = []
    private var duplicates: [JSONDuplicateKey] = []

    /// Parses a whole document; the bytes must be valid UTF-8.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var ignored: [JSONDuplicateKey] = []
        return try parse(bytes, duplicates: &ignored)
    }

    /// Parses a whole document and reports repeated member names. An object keeps each name
    /// once, where it first appears, with the value it was given last (as JavaScript does).
    static func parse(_ bytes: [UInt8], duplicates: inout [JSONDuplicateKey]) throws(JSONSyntaxError) -> JSONNode {
        if let offset = UTF8Validation.firstInvalidOffset(bytes) {
            let line = bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw JSONSyntaxError(line: line, message: "invalid UTF-8 at byte \(offset)")
        }
        var parser = JSONParser(bytes: bytes)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }  // tolerate a BOM
        parser.skipWhitespace()
        let node = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        duplicates += parser.duplicates
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// `brand.primary`, `colors[0].idiom`: members joined by dots, array indices bracketed.
    private static func display(_ path: [String]) -> String {
        path.enumerated().map { offset, part in
            offset == 0 || part.hasPrefix("[") ? part : "." + part
        }.joined()
    }

    private func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(line: line, message: message) }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case 0x0A: line += 1; index += 1
            case 0x20, 0x09, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        let startLine = line
        guard let byte = current else { throw error("unexpected end of file") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(value: try object(depth: depth), line: startLine)
        case UInt8(ascii: "["): return JSONNode(value: try array(depth: depth), line: startLine)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), line: startLine)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(value: .bool(true), line: startLine)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(value: .bool(false), line: startLine)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(value: .null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try number()), line: startLine)
        default:
            throw error("unexpected character '\(Self.printable(byte))'")
        }
    }

    private static func printable(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : String(format: "\\x%02X", byte)
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let utf8 = Array(word.utf8)
        guard bytes[index...].starts(with: utf8) else { throw error("invalid literal (expected \(word))") }
        index += utf8.count
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        index += 1
        var members: [(key: String, node: JSONNode)] = []
        var positions: [String: Int] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a quoted member name") }
            let keyLine = line
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after member name \"\(key)\"") }
            index += 1
            skipWhitespace()
            path.append(key)
            let member = try value(depth: depth + 1)
            if let position = positions[key] {
                duplicates.append(JSONDuplicateKey(path: Self.display(path), line: keyLine, firstLine: members[position].node.keyLine))
                members[position] = (key, JSONNode(value: member.value, line: member.line, keyLine: members[position].node.keyLine))
            } else {
                positions[key] = members.count
                members.append((key, JSONNode(value: member.value, line: member.line, keyLine: keyLine)))
            }
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            case nil: throw error("unexpected end of file inside an object")
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            path.append("[\(elements.count)]")
            elements.append(try value(depth: depth + 1))
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            case nil: throw error("unexpected end of file inside an array")
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars) }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(index)
                index += 1
                scalars.append(try escape())
                runStart = index
            case 0x00...0x1F:
                throw error("control character in a string (escape it)")
            default:
                index += 1
            }
        }
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw error("unpaired surrogate escape") }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate escape") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate escape") }
            return scalar
        default:
            throw error("invalid escape '\\\(Self.printable(byte))'")
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape") }
        index += 4
        return value
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while let b = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { index += 1 }
            return index - from
        }
        let intStart = index
        guard digits() > 0 else { throw error("invalid number") }
        if bytes[intStart] == UInt8(ascii: "0") && index - intStart > 1 { throw error("invalid number (leading zero)") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number") }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw error("number out of range")
        }
        return value
    }
}

/// Finds the first byte that breaks UTF-8 (overlong forms, surrogates and values past
/// U+10FFFF included), so a file's invalid text is reported, not silently replaced.
enum UTF8Validation {
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int, minimum: UInt32
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07)
            default: return i
            }
            guard i + length <= n else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            i += length
        }
        return nil
    }
}
