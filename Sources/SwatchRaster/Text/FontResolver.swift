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
            return try FontLookup.face(
                family: designFamily(family, font.design ?? .default), weight: font.resolvedWeight,
                italic: font.isItalic)
        }
    }

    /// DejaVu ships serif and monospaced siblings; other families keep their own name.
    static func designFamily(_ family: String, _ design: Font.Design) -> String {
        guard family.lowercased() == "dejavu sans" else { return family }
        switch design {
        case .serif: return "DejaVu Serif"
        case .monospaced: return "DejaVu Sans Mono"
        case .default, .rounded: return family
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
