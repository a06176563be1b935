import Foundation

/// Apps use a little Objective-C for wiring: `@objc` on a method that a button or a
/// notification calls through `#selector(…)`, `@objc dynamic` on an observed property,
/// `@IBOutlet` on a view, `@NSManaged` on the properties of a Core Data class. Swift on Linux
/// has no Objective-C runtime and rejects each of them ("Objective-C interoperability is
/// disabled"), so the file and every preview in it would be left out.
///
/// A still never calls what a selector names (no button is tapped, no notification posted),
/// so the package gets a copy of such a file with the smallest change that builds, the same
/// way `PlatformConditions` copies `#if os(iOS)` files (docs/ARCHITECTURE.md §2.11):
/// - `@objc`, `@objc(name)` and `@objcMembers` are removed (`dynamic` stays: Linux accepts it);
/// - `@IBOutlet` is removed (on Linux it demands an Objective-C class);
/// - `#selector(expr)` becomes `Selector("expr")`, the engine's name-only `Selector`;
/// - `#keyPath(Type.property)` becomes the key-value coding string `"property"`;
/// - an `@NSManaged` property becomes a computed one over the managed object's values
///   (`_managedValue(forKey:)`, `setValue(_:forKey:)`), and an `@NSManaged` to-many accessor
///   (`addToItems(_:)` and its siblings) gets a body calling the CoreData module's helpers. A
///   property wrapper cannot stand in: Xcode's "+CoreDataProperties.swift" files declare these
///   in extensions, where wrappers are not allowed.
/// Each change stays on its line, so compiler errors and preview lines keep their numbers.
/// Comments and string literals are never touched.
public enum ObjectiveCWiring {
    /// What was changed in one file, for the command's report: each kind with its count.
    public struct Changes: Equatable, Sendable, CustomStringConvertible {
        /// `@objc`, `@objc(name)` and `@objcMembers` attributes removed.
        public var objcAttributes = 0
        /// `@IBOutlet` attributes removed.
        public var outlets = 0
        /// `#selector(…)` expressions written as `Selector("…")`.
        public var selectors = 0
        /// `@NSManaged` properties and accessors given bodies over the managed object.
        public var managed = 0
        /// `#keyPath(…)` expressions written as their string.
        public var keyPaths = 0

        /// Whether anything changed.
        public var isEmpty: Bool { objcAttributes + outlets + selectors + managed + keyPaths == 0 }

        /// "@objc ×2 removed, #selector ×1 as Selector(\"…\")", in a fixed order.
        public var description: String {
            var parts: [String] = []
            if objcAttributes > 0 { parts.append("@objc ×\(objcAttributes) removed") }
            if outlets > 0 { parts.append("@IBOutlet ×\(outlets) removed") }
            if selectors > 0 { parts.append("#selector ×\(selectors) as Selector(\"…\")") }
            if managed > 0 { parts.append("@NSManaged ×\(managed) over the managed object's values") }
            if keyPaths > 0 { parts.append("#keyPath ×\(keyPaths) as its string") }
            return parts.joined(separator: ", ")
        }
    }

    /// `source` with its Objective-C wiring rewritten, and what changed; nil when it has none.
    public static func rewrite(_ source: String) -> (text: String, changes: Changes)? {
        // Cheap test first: most files have none of these.
        guard source.contains("@objc") || source.contains("#selector") || source.contains("@NSManaged")
                || source.contains("@IBOutlet") || source.contains("#keyPath") else { return nil }
        let scan = CodeScan(source)
        var changes = Changes()
        var lines: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            lines.append(rewrite(line: Array(line), number: index + 1, scan: scan, changes: &changes))
        }
        return changes.isEmpty ? nil : (lines.joined(separator: "\n"), changes)
    }

    /// The rest of an `@NSManaged` line (`public var title: String?`, `public func
    /// addToItems(_ value: Item)`) as a declaration with a body over the managed object's
    /// values; nil when it is neither form.
    static func managedDeclaration(_ rest: String) -> String? {
        let modifiers = #"((?:(?:public|internal|private|fileprivate|open|final|dynamic|nonisolated|override)\s+)*)"#
        let property = try! NSRegularExpression(pattern: #"^\s*"# + modifiers + #"var\s+(\w+)\s*:\s*(.+?)\s*(//.*)?$"#)
        let function = try! NSRegularExpression(pattern: #"^\s*"# + modifiers + #"func\s+(addTo|removeFrom|insertInto|replace)(\w+)\s*\((.*)\)\s*(//.*)?$"#)
        let range = NSRange(rest.startIndex..., in: rest)
        func group(_ match: NSTextCheckingResult, _ index: Int) -> String {
            Range(match.range(at: index), in: rest).map { String(rest[$0]) } ?? ""
        }
        if let match = property.firstMatch(in: rest, range: range) {
            let mods = group(match, 1).replacingOccurrences(of: "dynamic ", with: "")
            let name = group(match, 2), type = group(match, 3), comment = group(match, 4)
            let key = "\"\(name)\""
            return "\(mods)var \(name): \(type) { get { _managedValue(forKey: \(key)) } set { setValue(newValue, forKey: \(key)) } }"
                + (comment.isEmpty ? "" : " " + comment)
        }
        guard let match = function.firstMatch(in: rest, range: range) else { return nil }
        let mods = group(match, 1), verb = group(match, 2), suffix = group(match, 3), parameters = group(match, 4), comment = group(match, 5)
        let key = "\"" + suffix.prefix(1).lowercased() + suffix.dropFirst() + "\""
        // The first parameter's inner name and type: `_ value: Item`, `_ values: NSSet`, `at idx: Int`.
        let first = parameters.split(separator: ",").first.map(String.init) ?? ""
        let words = first.replacingOccurrences(of: ":", with: " : ").split(separator: " ").map(String.init)
        let colon = words.firstIndex(of: ":") ?? words.count
        let inner = colon >= 1 ? words[colon - 1] : "value"
        let type = colon + 1 < words.count ? words[colon + 1] : ""
        let elements = type == "NSOrderedSet" ? "\(inner).array" : (type == "NSSet" ? "\(inner).allObjects" : "[\(inner)]")
        let index = parameters.range(of: #"at\s+(\w+)\s*:\s*Int\b"#, options: .regularExpression)
            .map { String(parameters[$0]).split(whereSeparator: { $0 == " " || $0 == ":" })[1] }
        var body = ""
        switch (verb, index) {
        case ("addTo", nil): body = "_addObjects(\(elements), toManyKey: \(key))"
        case ("removeFrom", nil): body = "_removeObjects(\(elements), fromManyKey: \(key))"
        case ("insertInto", let at?) where type != "[" && !parameters.contains("NSIndexSet"): body = "_insertObject(\(inner), at: \(at), inOrderedKey: \(key))"
        case ("removeFrom", let at?) where !parameters.contains("NSIndexSet"): body = "_removeObject(at: \(at), fromOrderedKey: \(key))"
        default: body = ""  // index-set and replace forms: a still does not call them
        }
        return "\(mods)func \(verb)\(suffix)(\(parameters)) { \(body) }" + (comment.isEmpty ? "" : " " + comment)
    }

    /// One line, rewritten where its code (not its comments or strings) holds wiring.
    private static func rewrite(line chars: [Character], number: Int, scan: CodeScan, changes: inout Changes) -> String {
        var out = ""
        var i = 0
        func word(at start: Int) -> String {
            var end = start
            while end < chars.count, chars[end].isLetter || chars[end].isNumber || chars[end] == "_" { end += 1 }
            return String(chars[start..<end])
        }
        func skipSpaces(from start: Int) -> Int {
            var end = start
            while end < chars.count, chars[end] == " " || chars[end] == "\t" { end += 1 }
            return end
        }
        /// The index just after the parenthesis that closes the one at `open`, on this line.
        func closing(from open: Int) -> Int? {
            var depth = 0
            var at = open
            while at < chars.count {
                if scan.isCode(line: number, column: at) {
                    if chars[at] == "(" { depth += 1 }
                    if chars[at] == ")" { depth -= 1; if depth == 0 { return at + 1 } }
                }
                at += 1
            }
            return nil
        }
        while i < chars.count {
            let c = chars[i]
            guard c == "@" || c == "#", scan.isCode(line: number, column: i) else {
                out.append(c)
                i += 1
                continue
            }
            let name = word(at: i + 1)
            switch (c, name) {
            case ("@", "objc"), ("@", "objcMembers"):
                var end = i + 1 + name.count
                if name == "objc", end < chars.count, chars[end] == "(", let close = closing(from: end) { end = close }
                i = skipSpaces(from: end)
                changes.objcAttributes += 1
            case ("@", "IBOutlet"):
                i = skipSpaces(from: i + 1 + name.count)
                changes.outlets += 1
            case ("@", "NSManaged"):
                let rest = String(chars[(i + 1 + name.count)...])
                guard let body = managedDeclaration(rest) else {
                    out.append(c)
                    i += 1
                    continue
                }
                out += body
                i = chars.count
                changes.managed += 1
            case ("#", "keyPath"):
                // `#keyPath(BikeRide.startTime)` is the key-value coding path "startTime":
                // the leading type names go, the property path stays.
                let open = skipSpaces(from: i + 1 + name.count)
                guard open < chars.count, chars[open] == "(", let close = closing(from: open) else {
                    out.append(c)
                    i += 1
                    continue
                }
                let inner = String(chars[(open + 1)..<(close - 1)]).trimmingCharacters(in: .whitespaces)
                let parts = inner.split(separator: ".")
                let path = parts.drop { $0.first?.isUppercase == true && parts.count > 1 }.joined(separator: ".")
                out += "\"\(path.isEmpty ? inner : path)\""
                i = close
                changes.keyPaths += 1
            case ("#", "selector"):
                let open = skipSpaces(from: i + 1 + name.count)
                guard open < chars.count, chars[open] == "(", let close = closing(from: open) else {
                    out.append(c)
                    i += 1
                    continue
                }
                let inner = String(chars[(open + 1)..<(close - 1)]).trimmingCharacters(in: .whitespaces)
                let escaped = inner.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                out += "Selector(\"\(escaped)\")"
                i = close
                changes.selectors += 1
            default:
                out.append(c)
                i += 1
            }
        }
        return out
    }
}
