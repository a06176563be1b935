/// Turns a `Font` plus the environment's font source into a loaded face.
enum FontResolver {
    static func face(for font: Font, source: FontSource) throws -> FontFace {
        if let family = font.family {
            if let face = named(family, font: font) { return face }
            // As on iOS, a name no font answers to draws in the system font; it is never an error.
            RuntimeWarnings.emit("font \"\(family)\" is not installed and has no stand-in for an iOS font: drawn with the system font")
            var system = font
            system.family = nil
            return try face(for: system, source: source)
        }
        switch source {
        case .file(let path):
            return try FontLookup.face(path: path)
        case .family(let family):
            let design = font.isMonospaced ? .monospaced : font.design ?? .default
            let base = designFamily(family, design)
            let narrow = widthFamily(base, font.width)
            if narrow != base,
               let face = try? FontLookup.face(family: narrow, weight: font.resolvedWeight, italic: font.isItalic) {
                return face
            }
            return try FontLookup.face(family: base, weight: font.resolvedWeight, italic: font.isItalic)
        }
    }

    /// The face for a name that `.custom(_:size:)` or `UIFont(name:size:)` gave: the family
    /// itself when installed (as a family, or as a PostScript name "Family-Style"), else the
    /// closest installed stand-in for an iOS font (`AppleFontNames`); nil when none is.
    static func named(_ name: String, font: Font) -> FontFace? {
        if let face = try? FontLookup.face(family: name, weight: font.resolvedWeight, italic: font.isItalic) { return face }
        let request = AppleFontNames.parse(name)
        // A weight set on the font (`.bold()`) wins over the one the PostScript name carries.
        let weight = font.resolvedWeight != 400 ? font.resolvedWeight : request.weight ?? 400
        let italic = request.italic || font.isItalic
        if FontLookup.normalized(request.family) != FontLookup.normalized(name),
           let face = try? FontLookup.face(family: request.family, weight: weight, italic: italic) {
            return face
        }
        for substitute in AppleFontNames.substitutes(for: request.family) {
            if let face = try? FontLookup.face(family: substitute, weight: weight, italic: italic) { return face }
        }
        return nil
    }

    /// DejaVu ships serif and monospaced siblings; the other system families take theirs from
    /// `SystemFont.designFamily` (§7.2); any other family keeps its own name.
    /// `.rounded` keeps the family unless SF Pro Rounded is installed.
    static func designFamily(_ family: String, _ design: Font.Design) -> String {
        guard family.lowercased() == "dejavu sans" else { return SystemFont.designFamily(family, design) }
        switch design {
        case .serif: return "DejaVu Serif"
        case .monospaced: return "DejaVu Sans Mono"
        case .default, .rounded: return family
        }
    }

    /// DejaVu Sans and DejaVu Serif have condensed faces (fonts-dejavu-extra), used for the
    /// condensed and compressed widths; every other width, or family, keeps its name.
    static func widthFamily(_ family: String, _ width: Font.Width?) -> String {
        guard let width, width.isCondensed else { return family }
        switch family.lowercased() {
        case "dejavu sans", "dejavu serif": return family + " Condensed"
        default: return family
        }
    }
}

extension FontSource {
    /// Loads the regular face now, so a missing family or unreadable file is reported
    /// before anything is rendered or written.
    public static func validate(_ source: FontSource) throws {
        _ = try FontResolver.face(for: .body, source: source)
    }
}
