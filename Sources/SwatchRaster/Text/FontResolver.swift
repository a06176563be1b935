/// Turns a `Font` plus the environment's font source into a loaded face.
enum FontResolver {
    static func face(for font: Font, source: FontSource) throws -> FontFace {
        if let family = font.family {
            return try FontLookup.face(family: family, weight: font.resolvedWeight, italic: font.isItalic)
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
