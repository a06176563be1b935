@_implementationOnly import CHarfBuzz
import Foundation

/// HarfBuzz's shaping of one face's strings, in font units, cached per string.
///
/// Why HarfBuzz: the widths and glyphs a run draws come from the font's OpenType tables —
/// GPOS kerning (Inter keeps all of its kerning there, not in the old 'kern' table), GSUB
/// ligatures and contextual forms, mark positioning, and the complex scripts (Arabic joining,
/// Devanagari conjuncts, Thai marks). HarfBuzz is the maintained implementation of all of that.
///
/// The face is opened a second time through HarfBuzz's own OpenType functions (from the same
/// file and index), so shaping never touches the `FT_Face` and needs no lock against drawing;
/// an `hb_font_t` made immutable may be shaped with from several threads. Its scale is the
/// face's units per em and nothing is hinted, so results are exact at every size: a width at
/// `size` points is `advance × size / unitsPerEm`.
final class HarfBuzzShaper: @unchecked Sendable {
    // @unchecked: `font` is immutable after init (hb_font_make_immutable); the cache is used
    // only while `lock` is held.
    private let font: OpaquePointer
    private let lock = NSLock()
    private var cache: [Key: ShapedText] = [:]
    /// Shaped strings kept before the cache is dropped and refilled: a bound on memory for long
    /// batch runs (a sheet shapes a few hundred strings).
    private static let cacheLimit = 20_000

    private struct Key: Hashable {
        let text: String
        let rightToLeft: Bool
    }

    /// Opens `path`'s face `faceIndex` (upper 16 bits: a variable font's named instance, as
    /// fontconfig reports it); nil when HarfBuzz cannot read the file.
    init?(path: String, faceIndex: Int) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(faceIndex & 0xFFFF)) else { return nil }
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
        let instance = faceIndex >> 16
        if instance > 0 { hb_font_set_var_named_instance(font, UInt32(instance - 1)) }
        hb_font_make_immutable(font)
        self.font = font
    }

    deinit { hb_font_destroy(font) }

    /// The glyphs of `text` in visual order (left to right on the page), with advances and
    /// offsets in font units and each glyph's cluster as an index into `text`'s Characters.
    func shape(_ text: String, rightToLeft: Bool) -> ShapedText {
        let key = Key(text: text, rightToLeft: rightToLeft)
        lock.lock()
        if let shaped = cache[key] {
            lock.unlock()
            return shaped
        }
        lock.unlock()
        let shaped = shapeUncached(text, rightToLeft: rightToLeft)
        lock.lock()
        if cache.count >= HarfBuzzShaper.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = shaped
        lock.unlock()
        return shaped
    }

    private func shapeUncached(_ text: String, rightToLeft: Bool) -> ShapedText {
        // Scalars, and for each the index of the Character it belongs to: HarfBuzz's clusters
        // are scalar indices, layout counts Characters (grapheme clusters).
        var scalars: [UInt32] = []
        var characterOf: [Int] = []
        var characterCount = 0
        for character in text {
            for scalar in character.unicodeScalars {
                scalars.append(scalar.value)
                characterOf.append(characterCount)
            }
            characterCount += 1
        }
        guard !scalars.isEmpty, let buffer = hb_buffer_create() else {
            return ShapedText(glyphs: [], characterCount: characterCount)
        }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer {
            hb_buffer_add_utf32(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        // The script from the characters (the direction set above is kept); the language stays
        // HarfBuzz's default (no locale dependence, so a render is the same on every machine).
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else {
            return ShapedText(glyphs: [], characterCount: characterCount)
        }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let info = infos[index], position = positions[index]
            let cluster = Int(info.cluster)
            glyphs.append(ShapedGlyph(
                glyph: info.codepoint, character: cluster < characterOf.count ? characterOf[cluster] : characterCount - 1,
                advance: Int(position.x_advance), xOffset: Int(position.x_offset), yOffset: Int(position.y_offset)))
        }
        return ShapedText(glyphs: glyphs, characterCount: characterCount)
    }
}

/// One glyph of a shaped string: its id in the face, the Character it came from, and its
/// advance and offsets in font units (y up).
struct ShapedGlyph: Hashable, Sendable {
    let glyph: UInt32
    /// Index of the Character (in logical order) this glyph's cluster starts at.
    let character: Int
    var advance: Int
    var xOffset: Int
    let yOffset: Int
}

/// A string shaped in one face: glyphs in visual order.
struct ShapedText: Sendable {
    let glyphs: [ShapedGlyph]
    let characterCount: Int

    /// The sum of the advances, font units.
    var advance: Int { glyphs.reduce(0) { $0 + $1.advance } }

    /// Each Character's share of the advance (font units): the advances of the glyphs whose
    /// cluster starts at it. A ligature's whole width goes to its first Character.
    var characterAdvances: [Int] {
        var advances = [Int](repeating: 0, count: characterCount)
        for glyph in glyphs where glyph.character < characterCount { advances[glyph.character] += glyph.advance }
        return advances
    }
}
