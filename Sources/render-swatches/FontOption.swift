import SwatchRaster

/// `--font`: a path when it names a file (or looks like one), otherwise a fontconfig family.
enum FontOption {
    static func source(_ value: String) throws -> FontSource {
        let looksLikePath = value.contains("/") || [".ttf", ".otf", ".ttc"].contains { value.lowercased().hasSuffix($0) }
        let source: FontSource = looksLikePath || FileManager.default.fileExists(atPath: value) ? .file(value) : .family(value)
        try FontSource.validate(source)
        return source
    }
}
