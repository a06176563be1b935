/// An SF Symbols name read by SF's naming grammar: a base name, then optional suffixes in
/// the catalogue's order — `.slash`, an enclosure (`.circle`, `.square`, `.rectangle`),
/// `.badge.X` and `.fill` ("bell.slash.fill", "xmark.circle.fill", "folder.badge.plus").
/// The default set has one picture per base name; the suffixes are composed from it
/// (ARCHITECTURE §7.9), so names never listed in `SymbolTable` still draw what they say.
struct SymbolName: Hashable, Sendable {
    /// The shape drawn around the base picture.
    enum Enclosure: String, Hashable, Sendable { case circle, square, rectangle }

    /// What draws the base picture.
    enum Base: Hashable, Sendable {
        /// A Material Icons ligature name.
        case material(String)
        /// One ASCII letter or digit, or two digits, drawn in the system font ("1.circle",
        /// "a.square", "01.circle.fill").
        case character(String)
        /// Several icons placed in the em box, each at its own level (SymbolComposites).
        case parts([SymbolPart])
    }

    var base: Base
    var enclosure: Enclosure?
    var isFilled = false
    var isSlashed = false
    /// A small second symbol at the bottom trailing corner ("person.badge.plus").
    var badge: String?

    /// The recipe for `name`, or nil when neither the table nor the grammar can draw it.
    /// `layered` (every mode but monochrome) prefers composing a name with an enclosure or
    /// a badge over the set's single icon for it, so its parts can take their own colors:
    /// "xmark.circle.fill" in palette is a white cross on a blue disc, not one blue icon.
    static func resolve(_ name: String, layered: Bool = false) -> SymbolName? {
        // Several objects: composed where their colors can differ, or where the set has no
        // single icon for the whole picture (looked up before aliases, which may name a
        // near picture such as "cloud.rain" → "cloud.bolt.rain").
        if let parts = SymbolComposites.parts[name], layered || SymbolTable.material[SymbolTable.aliases[name] ?? name] == nil {
            return SymbolName(base: .parts(parts))
        }
        let name = SymbolTable.aliases[name] ?? name
        if layered, let composed = composed(name), composed.enclosure != nil || composed.badge != nil { return composed }
        if let material = SymbolTable.material[name] { return SymbolName(base: .material(material)) }
        return composed(name)
    }

    /// The recipe SF's suffixes spell for `name` from a listed base picture.
    private static func composed(_ name: String) -> SymbolName? {
        var rest = name
        var filled = false, slashed = false
        var enclosure: Enclosure?
        var badge: String?
        if rest.hasSuffix(".fill") { filled = true; rest.removeLast(5) }
        if rest.hasSuffix(".trianglebadge.exclamationmark") {
            // SF's warning badge: a small filled triangle with "!" at the bottom trailing corner.
            badge = "exclamationmark.triangle.fill"
            rest.removeLast(".trianglebadge.exclamationmark".count)
        } else if let range = rest.range(of: ".badge.") {
            let badgeName = String(rest[range.upperBound...])
            guard SymbolTable.material[badgeName] != nil else { return nil }
            badge = badgeName
            rest = String(rest[..<range.lowerBound])
        }
        for candidate in [Enclosure.circle, .square, .rectangle] where rest.hasSuffix(".\(candidate.rawValue)") {
            enclosure = candidate
            rest.removeLast(candidate.rawValue.count + 1)
            break
        }
        if rest.hasSuffix(".slash") { slashed = true; rest.removeLast(6) }
        guard !rest.isEmpty else { return nil }
        let base: Base
        // A base name may be an alias of a listed one ("text.page" → "doc.text").
        func listed(_ base: String) -> String? { SymbolTable.material[SymbolTable.aliases[base] ?? base] }
        if filled && enclosure == nil {
            // A filled form needs its own picture; the outline one would draw the same icon.
            guard let material = listed(rest + ".fill") else { return nil }
            base = .material(material)
        } else if filled, let material = listed(rest + ".fill") {
            // Cut out of a filled enclosure, SF shows the filled picture ("heart.circle.fill").
            base = .material(material)
        } else if let material = listed(rest) {
            base = .material(material)
        } else if let parts = SymbolComposites.parts[SymbolTable.aliases[rest] ?? rest] {
            base = .parts(parts)
        } else if isCharacter(rest) {
            base = .character(rest)
        } else {
            return nil
        }
        guard enclosure != nil || slashed || badge != nil || filled else { return nil }
        return SymbolName(base: base, enclosure: enclosure, isFilled: filled, isSlashed: slashed, badge: badge)
    }

    /// One ASCII letter or digit, or two ASCII digits ("a", "1", "01" … "50"): what SF draws
    /// from the system font inside an enclosure.
    private static func isCharacter(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        func digit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        func letter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        switch scalars.count {
        case 1: return digit(scalars[0]) || letter(scalars[0])
        case 2: return digit(scalars[0]) && digit(scalars[1])
        default: return false
        }
    }

    /// The recipe for `name` shown in `variants` (`symbolVariant(_:)`): SwiftUI adds the
    /// variant's suffixes to the name, and falls back to the plain name when that spelling
    /// does not exist; so do we.
    static func resolve(_ name: String, variants: SymbolVariants, layered: Bool = false) -> SymbolName? {
        if variants != .none, let varied = resolve(variants.variantName(of: name), layered: layered) { return varied }
        return resolve(name, layered: layered)
    }
}
