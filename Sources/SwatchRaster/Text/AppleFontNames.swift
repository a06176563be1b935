/// The font names iOS ships, mapped to the closest families a Linux machine has.
///
/// Why: `.custom("Courier", size: 17)` and `UIFont(name: "AvenirNext-DemiBold", size: 15)` are
/// everyday code, and every iPhone has those fonts (the family and PostScript names here are
/// those `UIFont.familyNames` and `UIFont.fontNames(forFamilyName:)` print on iOS; see
/// docs/ARCHITECTURE.md §7.2 for the sources). Where a metric-compatible family is packaged
/// for Debian it comes first: Liberation (Arial, Times New Roman and Courier New metrics) and
/// URW's base 35 (Helvetica, Times, Courier, Palatino, Bookman, Avant Garde, New Century
/// Schoolbook, Zapf Chancery and Dingbats metrics); DejaVu Sans Mono is Menlo's own ancestor
/// (Bitstream Vera Sans Mono). Families with no close counterpart map to a face of the same
/// kind (serif, sans, mono, script). A name not listed falls back to the system font.
enum AppleFontNames {
    /// A requested name read as a family, a weight and a slant: "AvenirNext-DemiBold" is
    /// Avenir Next at 600, "Helvetica-BoldOblique" Helvetica at 700, italic.
    struct Request: Equatable {
        let family: String
        let weight: Int?
        let italic: Bool
    }

    /// Reads a family or PostScript name. The part before the first "-" names the family
    /// (compared without blanks, as fontconfig compares); the rest names the style.
    static func parse(_ name: String) -> Request {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        var family = parts.first ?? name
        // PostScript suffixes that name no style: "ArialMT", "TimesNewRomanPSMT", "CourierNewPS".
        for suffix in ["PSMT", "PS", "MT"] where family.hasSuffix(suffix) && family.count > suffix.count + 2 {
            family = String(family.dropLast(suffix.count))
            break
        }
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        let weights: [(String, Int)] = [
            ("ultralight", 200), ("extralight", 200), ("thin", 100), ("light", 300), ("book", 400), ("roman", 400),
            ("regular", 400), ("medium", 500), ("demibold", 600), ("semibold", 600), ("extrabold", 800),
            ("ultrabold", 800), ("heavy", 800), ("black", 900), ("bold", 700),
        ]
        let weight = weights.first(where: { style.contains($0.0) })?.1
        let italic = style.contains("italic") || style.contains("oblique")
        return Request(family: canonicalFamily(family) ?? family, weight: weight, italic: italic)
    }

    /// The installed families to try for an iOS family, closest first; empty for a name iOS
    /// does not ship.
    static func substitutes(for family: String) -> [String] {
        table[FontLookup.normalized(family)] ?? []
    }

    /// The iOS family a name (family or PostScript family part, any case and spacing) stands for.
    static func canonicalFamily(_ name: String) -> String? {
        let key = FontLookup.normalized(name)
        return families.first { FontLookup.normalized($0) == key }
    }

    private static let sans = ["Nimbus Sans", "Liberation Sans", "DejaVu Sans"]
    private static let serif = ["Nimbus Roman", "Liberation Serif", "DejaVu Serif"]
    private static let mono = ["Nimbus Mono PS", "Liberation Mono", "DejaVu Sans Mono"]

    /// iOS families and what stands in for them, by kind.
    private static let entries: [(String, [String])] = [
        ("Helvetica", sans),
        ("Helvetica Neue", sans),
        ("Arial", ["Liberation Sans", "Nimbus Sans", "DejaVu Sans"]),
        ("Arial Rounded MT Bold", ["Liberation Sans", "Nimbus Sans", "DejaVu Sans"]),
        ("Arial Hebrew", ["Liberation Sans", "Nimbus Sans", "DejaVu Sans"]),
        ("Avenir", sans),
        ("Avenir Next", sans),
        ("Avenir Next Condensed", ["Nimbus Sans Narrow", "DejaVu Sans Condensed"] + sans),
        ("Gill Sans", sans),
        ("Optima", sans),
        ("Trebuchet MS", ["DejaVu Sans"] + sans),
        ("Verdana", ["DejaVu Sans"] + sans),
        ("Futura", ["URW Gothic"] + sans),
        ("Kailasa", sans),
        ("Times New Roman", ["Liberation Serif", "Nimbus Roman", "DejaVu Serif"]),
        ("Times", serif),
        ("Georgia", ["Gelasio"] + serif),
        ("Palatino", ["P052"] + serif),
        ("Baskerville", serif),
        ("Bodoni 72", ["C059"] + serif),
        ("Bodoni 72 Oldstyle", ["C059"] + serif),
        ("Charter", serif),
        ("Cochin", serif),
        ("Didot", ["C059"] + serif),
        ("Hoefler Text", serif),
        ("Iowan Old Style", ["URW Bookman"] + serif),
        ("Rockwell", serif),
        ("Copperplate", serif),
        ("Courier", mono),
        ("Courier New", ["Liberation Mono", "Nimbus Mono PS", "DejaVu Sans Mono"]),
        ("Menlo", ["DejaVu Sans Mono", "Liberation Mono"]),
        ("American Typewriter", mono),
        ("Snell Roundhand", ["Z003"]),
        ("Zapfino", ["Z003"]),
        ("Savoye LET", ["Z003"]),
        ("Bradley Hand", ["Z003"]),
        ("Zapf Dingbats", ["D050000L"]),
        ("Symbol", ["Standard Symbols PS"]),
        ("Marker Felt", []),
        ("Noteworthy", []),
        ("Chalkboard SE", []),
        ("Chalkduster", []),
        ("Papyrus", []),
        ("Party LET", []),
        ("DIN Alternate", sans),
        ("DIN Condensed", ["Nimbus Sans Narrow", "DejaVu Sans Condensed"] + sans),
        ("Academy Engraved LET", serif),
        ("Apple SD Gothic Neo", ["Noto Sans CJK KR"]),
        ("PingFang SC", ["Noto Sans CJK SC"]),
        ("PingFang TC", ["Noto Sans CJK TC"]),
        ("PingFang HK", ["Noto Sans CJK HK"]),
        ("Hiragino Sans", ["Noto Sans CJK JP"]),
        ("Hiragino Mincho ProN", ["Noto Serif CJK JP"]),
        ("Geeza Pro", ["Noto Sans Arabic", "Noto Naskh Arabic"]),
        ("Damascus", ["Noto Sans Arabic"]),
        ("Thonburi", ["Noto Sans Thai"]),
        ("Kohinoor Devanagari", ["Noto Sans Devanagari"]),
        ("Devanagari Sangam MN", ["Noto Sans Devanagari"]),
        ("Apple Color Emoji", ["Noto Color Emoji"]),
    ]

    /// Every iOS family in the table, as iOS spells it.
    static let families: [String] = entries.map(\.0)

    private static let table: [String: [String]] = Dictionary(
        entries.map { (FontLookup.normalized($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
}
