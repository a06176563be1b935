@_implementationOnly import CFontconfig
import Foundation

/// Per-character font fallback: the installed face that draws a character the run's own
/// face lacks, found through fontconfig by charset (`FcFontSort`), as iOS's cascade list does
/// for its system fonts (docs/ARCHITECTURE.md §7.2).
///
/// Emoji (a character with emoji presentation, a variation selector 16, a flag, a keycap or a
/// ZWJ sequence) ask for a color font first, so "🔥" is Noto Color Emoji's picture even where
/// a text font has a black-and-white glyph. A character no installed font has stays in the run's
/// face (its missing-glyph box), with one warning line naming it and the package to install.
enum FontFallback {
    /// The face for `character` when `primary` cannot draw it; nil when `primary` can (or
    /// nothing installed can either).
    static func face(for character: Character, primary: FontFace) -> FontFace? {
        let emoji = isEmoji(character)
        let primaryCovers = covers(primary, character)
        if !emoji && primaryCovers { return nil }
        let key = Key(primary: ObjectIdentifier(primary), character: character)
        if let known = FallbackCache.shared.answer(for: key) { return known.face }
        var found = emoji ? search(character, emoji: true, like: primary) : nil
        // No color font has the emoji: the run's own text glyph if it has one, else any text face.
        if found == nil && !primaryCovers {
            found = search(character, emoji: false, like: primary)
            if found == nil { warnMissing(character) }
        }
        FallbackCache.shared.store(Answer(face: found), for: key)
        return found
    }

    /// Whether `face` has a glyph for every scalar of `character` that needs one.
    static func covers(_ face: FontFace, _ character: Character) -> Bool {
        required(character).allSatisfy { face.glyphIndex(for: $0) != 0 }
    }

    /// The scalars a face must have to draw `character`: default-ignorable ones (ZWJ,
    /// variation selectors, tag characters) are drawn by the shaping of the others.
    static func required(_ character: Character) -> [Unicode.Scalar] {
        let scalars = Array(character.unicodeScalars).filter { !$0.properties.isDefaultIgnorableCodePoint }
        return scalars.isEmpty ? Array(character.unicodeScalars.prefix(1)) : scalars
    }

    /// Emoji presentation by UTS #51: an emoji-presentation scalar, an explicit VS16, a
    /// keycap, a flag's regional indicators, a modifier or a ZWJ sequence.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0x23 else { return false }
        if first.value < 0x80 { return scalars.contains { $0.value == 0x20E3 } }  // keycaps "1️⃣"
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }     // text presentation
        if scalars.contains(where: { $0.value == 0xFE0F }) { return true }
        if first.properties.isEmojiPresentation { return true }
        return scalars.count > 1 && first.properties.isEmoji
            && scalars.contains { $0.value == 0x200D || $0.properties.isEmojiModifier }
    }

    private static func search(_ character: Character, emoji: Bool, like primary: FontFace) -> FontFace? {
        let needed = required(character)
        let candidates: [(file: String, index: Int)] = Fontconfig.shared.withConfig { config in
            guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return [] }
            defer {
                FcPatternDestroy(pattern)
                FcCharSetDestroy(charset)
            }
            for scalar in needed { _ = FcCharSetAddChar(charset, scalar.value) }
            _ = FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            let family = emoji ? "emoji" : primary.familyName
            _ = family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, FC_FAMILY, $0) }
            }
            if emoji { _ = FcPatternAddBool(pattern, FC_COLOR, 1) }
            _ = FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(min(900, max(100, primary.weightClass)))))
            _ = FcPatternAddInteger(pattern, FC_SLANT, primary.isSlanted ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let set = FcFontSort(config, pattern, 1, nil, &result) else { return [] }
            defer { FcFontSetDestroy(set) }
            var found: [(String, Int)] = []
            for index in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[index] else { continue }
                var fontCharset: OpaquePointer?
                guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch, let fontCharset,
                      needed.allSatisfy({ FcCharSetHasChar(fontCharset, $0.value) != 0 }) else { continue }
                var isColor: FcBool = 0
                if emoji && (FcPatternGetBool(font, FC_COLOR, 0, &isColor) != FcResultMatch || isColor == 0) { continue }
                guard let file = Fontconfig.shared.strings(font, FC_FILE).first else { continue }
                var faceIndex: Int32 = 0
                if FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex) != FcResultMatch { faceIndex = 0 }
                found.append((file, Int(faceIndex)))
                if found.count >= 4 { break }
            }
            return found
        } ?? []
        for candidate in candidates {
            // A file FreeType cannot open (or a gray bitmap font) is skipped, not fatal.
            guard let face = try? FontLookup.loadCached(path: candidate.file, index: candidate.index) else { continue }
            if needed.allSatisfy({ face.glyphIndex(for: $0) != 0 }) { return face }
        }
        return nil
    }

    /// One line per character no installed font has, naming it and what to install.
    private static func warnMissing(_ character: Character) {
        let codes = character.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
        let package: String
        if isEmoji(character) {
            package = "fonts-noto-color-emoji"
        } else if let first = required(character).first, isCJK(first) {
            package = "fonts-noto-cjk"
        } else {
            package = "fonts-noto-core"
        }
        RuntimeWarnings.emit("no installed font has \(codes) \"\(character)\": drawn as a missing-glyph box (install \(package))")
    }

    /// Han, kana, Hangul, CJK punctuation and compatibility forms.
    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x1100...0x11FF).contains(value) || (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFFEF).contains(value) || (0x20000...0x3FFFF).contains(value)
    }

    fileprivate struct Key: Hashable {
        let primary: ObjectIdentifier
        let character: Character
    }

    fileprivate struct Answer {
        let face: FontFace?
    }
}

/// Fallback answers by primary face and character.
// @unchecked: the dictionary is read and written only while `lock` is held.
private final class FallbackCache: @unchecked Sendable {
    static let shared = FallbackCache()
    private let lock = NSLock()
    private var answers: [FontFallback.Key: FontFallback.Answer] = [:]

    func answer(for key: FontFallback.Key) -> FontFallback.Answer? {
        lock.lock()
        defer { lock.unlock() }
        return answers[key]
    }

    func store(_ answer: FontFallback.Answer, for key: FontFallback.Key) {
        lock.lock()
        defer { lock.unlock() }
        if answers.count >= 100_000 { answers.removeAll(keepingCapacity: true) }
        answers[key] = answer
    }
}
