@_implementationOnly import CFontconfig
import Foundation

/// Finds font files through fontconfig and caches loaded faces (thread-safe), so each
/// family/weight/style is loaded once per process.
///
/// Why fontconfig: it is how Linux programs name fonts ("DejaVu Sans", bold, italic) and it
/// knows every installed file, including faces inside .ttc collections. Why the family check:
/// fontconfig always answers with *some* font, so without it a user who names a font they do
/// not have would silently get DejaVu Sans in their sheets.
enum FontLookup {
    /// The face of `family` closest to `weight` and `italic`.
    ///
    /// - family: must actually match (ignoring case and blanks, as fontconfig compares) one of
    ///   the matched font's family names; fontconfig's generic aliases ("sans-serif", "serif",
    ///   "monospace", …) are accepted as they are, since any match is by definition right for them.
    /// - weight: CSS/OpenType weight 100...900, mapped with `FcWeightFromOpenTypeDouble`; the
    ///   nearest weight the family has wins (600 and 700 give DejaVu Sans Bold).
    /// - italic: asks for `FC_SLANT_ITALIC`; fontconfig falls back to an oblique face when the
    ///   family has no true italic (DejaVu Sans Oblique).
    static func face(family: String, weight: Int = 400, italic: Bool = false) throws -> FontFace {
        let key = FamilyKey(family: normalized(family), weight: weight, italic: italic)
        if let face = FontCache.shared.face(for: key) { return face }
        let match = try Fontconfig.shared.match(family: family, weight: weight, italic: italic)
        // Where the family has no face of the asked weight or slant, FreeType synthesizes it.
        // The matched face's own OS/2 weight class and italic flag decide (fontconfig's
        // configuration may already claim a synthetic bold in the pattern).
        let plain = try loadCached(path: match.file, index: match.index)
        var synthesis: FontSynthesis = []
        if weight >= 600 && plain.weightClass < 600 { synthesis.insert(.bold) }
        if italic && !plain.isSlanted { synthesis.insert(.oblique) }
        let face = synthesis.isEmpty ? plain : try loadCached(path: match.file, index: match.index, synthesis: synthesis)
        FontCache.shared.store(face, for: key)
        return face
    }

    /// Forgets which face each family request found, after the app registers or unregisters
    /// a font (`RegisteredFonts`): a family it names may now match another file.
    static func forgetFamilies() { FontCache.shared.removeFamilies() }

    /// Loads a font file by path (.ttf/.otf/.ttc; face 0 of a collection); error if the file is
    /// missing or not a font FreeType can draw.
    ///
    /// Only regular files are opened: FreeType's `fopen` of a FIFO waits forever for a writer,
    /// and a device may never end, so those are refused at once with an error naming the path.
    static func face(path: String) throws -> FontFace {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            let kind: String
            switch info.st_mode & S_IFMT {
            case S_IFDIR: kind = "a folder"
            case S_IFIFO: kind = "a FIFO or pipe"
            case S_IFSOCK: kind = "a socket"
            default: kind = "a device"
            }
            throw FontError(description: "cannot load font \(path): it is \(kind), not a font file (fonts are read only from regular files)")
        }
        return try loadCached(path: path, index: 0)
    }

    static func loadCached(path: String, index: Int, synthesis: FontSynthesis = []) throws -> FontFace {
        let fileKey = FileKey(path: URL(fileURLWithPath: path).standardizedFileURL.path, index: index, synthesis: synthesis)
        return try FontCache.shared.face(for: fileKey) {
            do {
                return try FontFace(path: path, faceIndex: index, synthesis: synthesis)
            } catch let error as FreeTypeError {
                throw FontError(description: "cannot load font \(path): \(error.message)")
            }
        }
    }

    /// Lowercased with blanks removed: fontconfig's own rule for comparing family names.
    static func normalized(_ family: String) -> String {
        // ASCII names (nearly all) without Foundation: for ASCII, `lowercased()` maps A–Z and
        // `CharacterSet.whitespaces` holds only space and tab, so the result is the same.
        var ascii: [UInt8] = []
        ascii.reserveCapacity(family.utf8.count)
        for byte in family.utf8 {
            if byte >= 0x80 {
                return String(family.lowercased().unicodeScalars.filter { !CharacterSet.whitespaces.contains($0) })
            }
            if byte == 0x20 || byte == 0x09 { continue }
            ascii.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        return String(decoding: ascii, as: UTF8.self)
    }

    /// Generic names that fontconfig's configuration resolves to a preferred family.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math",
    ]

    fileprivate struct FamilyKey: Hashable {
        let family: String
        let weight: Int
        let italic: Bool
    }

    fileprivate struct FileKey: Hashable {
        let path: String
        let index: Int
        let synthesis: FontSynthesis
    }
}

/// A font lookup failure with a one-line message, e.g.
/// `font not found: "Helvetica Neue" (fontconfig has no such family)` or
/// `cannot load font /x.ttf: cannot open resource`.
public struct FontError: Error, CustomStringConvertible {
    /// The whole one-line message, ready to print.
    public let description: String
}

/// Loaded faces by request and by file, so a family asked for at weights 600 and 700 shares
/// one Bold face, and a file is opened once however it was named.
// @unchecked: both dictionaries are read and written only while `lock` is held.
private final class FontCache: @unchecked Sendable {
    static let shared = FontCache()
    private let lock = NSLock()
    private var byFamily: [FontLookup.FamilyKey: FontFace] = [:]
    private var byFile: [FontLookup.FileKey: FontFace] = [:]

    func face(for key: FontLookup.FamilyKey) -> FontFace? {
        lock.lock()
        defer { lock.unlock() }
        return byFamily[key]
    }

    func store(_ face: FontFace, for key: FontLookup.FamilyKey) {
        lock.lock()
        defer { lock.unlock() }
        byFamily[key] = face
    }

    func removeFamilies() {
        lock.lock()
        defer { lock.unlock() }
        byFamily.removeAll()
    }

    /// The cached face for a file, or the one `load` makes (under the lock, so two threads
    /// asking for the same file at once do not both load it).
    func face(for key: FontLookup.FileKey, load: () throws -> FontFace) throws -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let face = byFile[key] { return face }
        let face = try load()
        byFile[key] = face
        return face
    }
}

/// The process's fontconfig configuration, initialized once; every fontconfig call goes
/// through `lock` (older fontconfig releases are not thread-safe, and a lock costs nothing
/// next to a font match).
// @unchecked: the fontconfig handle is used only while `lock` is held.
final class Fontconfig: @unchecked Sendable {
    static let shared = Fontconfig()
    private let lock = NSLock()
    private var config: OpaquePointer?
    private var initialized = false

    /// Runs `body` with the loaded configuration under the lock; nil when fontconfig could not
    /// load one.
    func withConfig<T>(_ body: (OpaquePointer) -> T) -> T? {
        lock.lock()
        defer { lock.unlock() }
        return loaded().map(body)
    }

    /// The configuration, loaded on first use with the package's own fonts added (`AppFonts`);
    /// callers hold `lock`.
    private func loaded() -> OpaquePointer? {
        if !initialized {
            config = FcInitLoadConfigAndFonts()
            initialized = true
            if let config { AppFonts.register(into: config) }
        }
        return config
    }

    struct Match {
        let file: String
        let index: Int
    }

    func match(family: String, weight: Int, italic: Bool) throws -> Match {
        lock.lock()
        defer { lock.unlock() }
        guard let config = loaded() else {
            throw FontError(description: "font not found: \"\(family)\" (fontconfig could not load its configuration)")
        }
        guard let pattern = FcPatternCreate() else {
            throw FontError(description: "font not found: \"\(family)\" (fontconfig is out of memory)")
        }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                FcPatternAddString(pattern, FC_FAMILY, $0)
            }
        }
        let openTypeWeight = Double(min(max(weight, 1), 1000))
        _ = FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(openTypeWeight))
        _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else {
            throw FontError(description: "font not found: \"\(family)\" (fontconfig matched nothing)")
        }
        defer { FcPatternDestroy(matched) }

        let wanted = FontLookup.normalized(family)
        let families = strings(matched, FC_FAMILY)
        guard FontLookup.genericFamilies.contains(wanted) || families.contains(where: { FontLookup.normalized($0) == wanted })
        else {
            throw FontError(description: "font not found: \"\(family)\" (fontconfig has no such family)")
        }
        guard let file = strings(matched, FC_FILE).first else {
            throw FontError(description: "font not found: \"\(family)\" (fontconfig gave no file)")
        }
        var index: Int32 = 0
        if FcPatternGetInteger(matched, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return Match(file: file, index: Int(index))
    }

    /// All string values of `object` in `pattern` (a font can have several family names).
    func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var n: Int32 = 0
        while true {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { break }
            values.append(String(cString: value))
            n += 1
        }
        return values
    }
}
