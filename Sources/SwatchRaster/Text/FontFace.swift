@_implementationOnly import CFreeType
import Foundation

/// One face of one font file, loaded through FreeType.
///
/// Why this shape: layout needs exact, scale-independent metrics (unhinted advances in font
/// units plus the font's 'kern' pairs, and the hhea line metrics; docs/ARCHITECTURE.md §7.2),
/// and the rasterizer needs anti-aliased coverage at sub-pixel pen positions. Both come from
/// the same `FT_Face`.
///
/// Thread-safe: an `FT_Face` is not, and batch rendering lays out and draws on several threads,
/// so every FreeType call happens under `lock`. Each face owns its own `FT_Library`, so faces
/// never contend with each other. Advances, kerning pairs and glyph masks are cached, so the
/// lock is held only briefly once a sheet's glyphs have been seen.
// @unchecked: the FT_Face and the glyph caches are used only while `lock` is held; the rest is `let`.
final class FontFace: @unchecked Sendable {
    /// The font file this face was loaded from.
    let path: String
    /// FreeType's family name, e.g. "DejaVu Sans".
    let familyName: String
    /// FreeType's style name, e.g. "Book", "Bold", "Oblique".
    let styleName: String
    /// Font units per em (2048 for DejaVu Sans).
    let unitsPerEm: Int
    /// hhea ascender, font units (positive).
    let ascender: Int
    /// hhea descender, font units (negative).
    let descender: Int
    /// hhea lineGap, font units.
    let lineGap: Int
    /// Bold or slant FreeType adds because the family has no such face (reported as
    /// `synthesized` in `--dump-layout`).
    let synthesis: FontSynthesis
    /// The post table's underline position (negative: below the baseline) and thickness, font units.
    let underlinePosition: Int
    let underlineThickness: Int
    /// OS/2's strikeout position (above the baseline) and thickness, font units.
    let strikeoutPosition: Int
    let strikeoutThickness: Int
    /// OS/2 usWeightClass (400 regular, 700 bold); from the style flags without an OS/2 table.
    let weightClass: Int
    /// Whether the face is italic or oblique (FreeType's italic style flag).
    let isSlanted: Bool

    /// Whether the face draws color bitmaps (CBDT strikes, as Noto Color Emoji's) rather than
    /// outlines: its glyphs are drawn as images (FontFace+ColorGlyphs.swift).
    let isColorBitmap: Bool
    /// Whether the face has every printable ASCII character: then an ASCII run needs no
    /// fallback lookup per character.
    let coversPrintableASCII: Bool
    /// HarfBuzz's view of the same file, which shapes every run; nil only for a file HarfBuzz
    /// cannot read (a bare Type 1 font), which is then measured glyph by glyph with 'kern'.
    let shaper: HarfBuzzShaper?

    private let library: FT_Library
    /// The FreeType face; used only while `lock` is held.
    let face: FT_Face
    private let hasKerning: Bool
    /// Guards every FreeType call and the caches.
    let lock = NSLock()

    // Caches; guarded by `lock`, and touched only by the short non-reentrant helpers below,
    // so the runtime's per-access exclusivity bookkeeping (~60 instructions per access,
    // several accesses per character measured) is switched off for them.
    @exclusivity(unchecked) private var glyphIndices: [UInt32: UInt32] = [:]
    @exclusivity(unchecked) private var advances: [UInt32: Int] = [:]
    @exclusivity(unchecked) private var kerningPairs: [UInt64: Int] = [:]
    @exclusivity(unchecked) private var masks: [MaskKey: GlyphMask] = [:]
    @exclusivity(unchecked) private var outlines: [UInt32: Path] = [:]
    /// The 26.6 char size last passed to `FT_Set_Char_Size`, so it is set only when it changes.
    private var currentCharSize: FT_F26Dot6 = -1

    /// Masks kept before the cache is dropped and refilled: a bound on memory for long batch
    /// runs with many sizes and sub-pixel offsets (a sheet needs a few thousand at most).
    private static let maskCacheLimit = 50_000

    private struct MaskKey: Hashable {
        let glyph: UInt32
        let pixelSize: CGFloat
        let subpixelX: Int
        let subpixelY: Int
    }

    /// Opens face `faceIndex` of the file at `path` (the index selects a face in a .ttc
    /// collection; its upper 16 bits select a named instance of a variable font, as fontconfig
    /// reports it). Throws `FreeTypeError` if FreeType cannot open it, or `FontError` if the face
    /// has neither scalable outlines nor color bitmaps (gray bitmap fonts cannot be drawn at
    /// arbitrary sizes; a color emoji strike is scaled like an image).
    init(path: String, faceIndex: Int = 0, synthesis: FontSynthesis = []) throws {
        var library: FT_Library?
        var error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw FreeTypeError(error, in: "FT_Init_FreeType") }
        var face: FT_Face?
        error = FT_New_Face(library, path, FT_Long(faceIndex), &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw FreeTypeError(error, in: "FT_New_Face")
        }
        let record = face.pointee
        let scalable = record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        let colorBitmap = !scalable && record.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && record.num_fixed_sizes > 0
        // FreeType reports no units per em for a face without outlines; the head table has it.
        var unitsPerEm = Int(record.units_per_EM)
        if unitsPerEm == 0, colorBitmap, let table = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD) {
            unitsPerEm = Int(table.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
        }
        guard scalable || colorBitmap, unitsPerEm > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw FontError(description: "cannot load font \(path): not a scalable outline font")
        }
        self.library = library
        self.face = face
        self.path = path
        isColorBitmap = colorBitmap
        coversPrintableASCII = (0x20..<0x7F).allSatisfy { FT_Get_Char_Index(face, FT_ULong($0)) != 0 }
        shaper = HarfBuzzShaper(path: path, faceIndex: faceIndex)
        familyName = record.family_name.map { String(cString: $0) } ?? ""
        styleName = record.style_name.map { String(cString: $0) } ?? ""
        self.unitsPerEm = unitsPerEm
        self.synthesis = synthesis
        underlinePosition = record.underline_position != 0 ? Int(record.underline_position) : -unitsPerEm / 10
        underlineThickness = max(1, record.underline_thickness != 0 ? Int(record.underline_thickness) : unitsPerEm / 20)
        let isBoldStyle = record.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
        isSlanted = record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            weightClass = os2.usWeightClass > 0 ? Int(os2.usWeightClass) : (isBoldStyle ? 700 : 400)
            strikeoutPosition = os2.yStrikeoutPosition > 0 ? Int(os2.yStrikeoutPosition) : unitsPerEm / 4
            strikeoutThickness = os2.yStrikeoutSize > 0 ? Int(os2.yStrikeoutSize) : underlineThickness
        } else {
            weightClass = isBoldStyle ? 700 : 400
            strikeoutPosition = unitsPerEm / 4
            strikeoutThickness = underlineThickness
        }
        hasKerning = record.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = table.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            ascender = Int(hhea.Ascender)
            descender = Int(hhea.Descender)
            lineGap = Int(hhea.Line_Gap)
        } else {
            // Not an SFNT (e.g. a bare CFF or Type 1 font): FreeType's own global metrics.
            ascender = Int(record.ascender)
            descender = Int(record.descender)
            lineGap = max(0, Int(record.height) - (Int(record.ascender) - Int(record.descender)))
        }
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    // MARK: Line metrics

    /// Distance between baselines at `size` points: (ascender − descender + lineGap) × size / unitsPerEm.
    func lineHeight(size: CGFloat) -> CGFloat {
        CGFloat(ascender - descender + lineGap) * size / CGFloat(unitsPerEm)
    }

    /// Height above the baseline at `size` points: ascender × size / unitsPerEm.
    func ascent(size: CGFloat) -> CGFloat {
        CGFloat(ascender) * size / CGFloat(unitsPerEm)
    }

    /// Depth below the baseline at `size` points, as a positive number: −descender × size / unitsPerEm.
    func descent(size: CGFloat) -> CGFloat {
        CGFloat(-descender) * size / CGFloat(unitsPerEm)
    }

    // MARK: Glyphs and advances

    /// The glyph for a Unicode scalar through the face's Unicode cmap; 0 (.notdef) if missing.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        return unlockedGlyphIndex(scalar)
    }

    /// Advance width in font units: unscaled and unhinted (`FT_Get_Advance` with `FT_LOAD_NO_SCALE`).
    func advance(of glyph: UInt32) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return unlockedAdvance(glyph)
    }

    /// Pair kerning in font units from the font's 'kern' table (`FT_KERNING_UNSCALED`);
    /// 0 if the face has no kerning or the pair is not listed. Usually negative ("AV", "To").
    /// Used only for a file HarfBuzz cannot read (FontFace+Shaping.swift).
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return unlockedKerning(left, right)
    }

    /// A glyph's ink box in font units (y up), the control box of its unscaled outline:
    /// what a resizable symbol fits to its frame. nil for a glyph with no outline.
    func inkBounds(of glyph: UInt32) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        lock.lock()
        defer { lock.unlock() }
        guard FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        guard box.xMax > box.xMin, box.yMax > box.yMin else { return nil }
        return (Int(box.xMin), Int(box.yMin), Int(box.xMax), Int(box.yMax))
    }

    /// The widest advance among the digits 0–9, font units.
    func maxDigitAdvance() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return unlockedMaxDigitAdvance()
    }

    // MARK: Rasterization

    /// Anti-aliased coverage for one glyph rendered at `pixelSize` pixels per em, with the pen
    /// origin shifted right by subpixelX/64 px and down by subpixelY/64 px.
    ///
    /// The outline is loaded unhinted (`FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`), so its shape
    /// matches the unhinted advances used for layout, translated by the sub-pixel offset, then
    /// rendered with `FT_RENDER_MODE_NORMAL` (8-bit gray). Cached per (glyph, pixelSize,
    /// subpixelX, subpixelY); the result depends only on those inputs. A glyph FreeType cannot
    /// load or render (or an empty one, like a space) gives an empty mask.
    func glyphMask(_ glyph: UInt32, pixelSize: CGFloat, subpixelX: Int, subpixelY: Int) -> GlyphMask {
        let key = MaskKey(glyph: glyph, pixelSize: pixelSize, subpixelX: subpixelX, subpixelY: subpixelY)
        lock.lock()
        defer { lock.unlock() }
        if let mask = masks[key] { return mask }
        let mask = render(key)
        if masks.count >= FontFace.maskCacheLimit { masks.removeAll(keepingCapacity: true) }
        masks[key] = mask
        return mask
    }

    /// A glyph's outline in font units (y up, pen origin at zero), for drawing text through a
    /// rotation or skew from its geometry (docs/ARCHITECTURE.md §7.16). Loaded unscaled
    /// (`FT_LOAD_NO_SCALE`, so exact at any size), with the same synthesized bold and oblique
    /// as `glyphMask`; cached per glyph. Empty for a glyph without an outline.
    func glyphOutline(_ glyph: UInt32) -> Path {
        lock.lock()
        defer { lock.unlock() }
        if let outline = outlines[glyph] { return outline }
        var path = Path()
        if FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph,
           slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            if synthesis.contains(.bold) {
                FT_Outline_Embolden(&slot.pointee.outline, FT_Pos(unitsPerEm / 24))
            }
            if synthesis.contains(.oblique) {
                var shear = FT_Matrix(xx: 0x10000, xy: 0x0366A, yx: 0, yy: 0x10000)
                FT_Outline_Transform(&slot.pointee.outline, &shear)
            }
            path = GlyphOutline.path(of: &slot.pointee.outline)
        }
        if outlines.count >= FontFace.maskCacheLimit { outlines.removeAll(keepingCapacity: true) }
        outlines[glyph] = path
        return path
    }

    // MARK: Unlocked helpers (callers hold `lock`; FontFace+Shaping.swift uses them too)

    func unlockedGlyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        if let glyph = glyphIndices[scalar.value] { return glyph }
        let glyph = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        glyphIndices[scalar.value] = glyph
        return glyph
    }

    func unlockedMaxDigitAdvance() -> Int {
        var widest = 0
        for digit in 0x30...0x39 { widest = max(widest, unlockedAdvance(unlockedGlyphIndex(Unicode.Scalar(UInt8(digit))))) }
        return widest
    }

    func unlockedAdvance(_ glyph: UInt32) -> Int {
        if let advance = advances[glyph] { return advance }
        var value: FT_Fixed = 0
        let error = FT_Get_Advance(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE), &value)
        // Synthesized bold widens every glyph by FreeType's FT_GlyphSlot_Embolden amount (em / 24).
        let advance = (error == 0 ? Int(value) : 0) + (synthesis.contains(.bold) ? unitsPerEm / 24 : 0)
        advances[glyph] = advance
        return advance
    }

    func unlockedKerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning else { return 0 }
        let key = UInt64(left) << 32 | UInt64(right)
        if let kerning = kerningPairs[key] { return kerning }
        var vector = FT_Vector()
        let error = FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_KERNING_UNSCALED.rawValue, &vector)
        let kerning = error == 0 ? Int(vector.x) : 0
        kerningPairs[key] = kerning
        return kerning
    }

    private func render(_ key: MaskKey) -> GlyphMask {
        let charSize = FT_F26Dot6((key.pixelSize * 64).rounded())
        guard charSize > 0, key.pixelSize.isFinite else { return .empty }
        if charSize != currentCharSize {
            guard FT_Set_Char_Size(face, 0, charSize, 72, 72) == 0 else { return .empty }
            currentCharSize = charSize
        }
        let flags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, FT_UInt(key.glyph), flags) == 0, let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return .empty }
        if synthesis.contains(.bold) {
            // FT_GlyphSlot_Embolden's strength: a 24th of the em, in 26.6 pixels.
            FT_Outline_Embolden(&slot.pointee.outline, FT_Pos(charSize / 24))
        }
        if synthesis.contains(.oblique) {
            // FT_GlyphSlot_Oblique's shear: x += 0x0366A / 0x10000 × y (about 12 degrees).
            var shear = FT_Matrix(xx: 0x10000, xy: 0x0366A, yx: 0, yy: 0x10000)
            FT_Outline_Transform(&slot.pointee.outline, &shear)
        }
        // FreeType's y axis points up; "down by subpixelY" is a negative y translation.
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(key.subpixelX), FT_Pos(-key.subpixelY))
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer,
              bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
        else { return GlyphMask(width: 0, height: 0, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), coverage: []) }
        let pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                // A negative pitch means the rows are stored bottom-up.
                let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
                for column in 0..<width { out[row * width + column] = source[column] }
            }
        }
        return GlyphMask(
            width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            coverage: coverage)
    }
}

/// What FreeType adds to a face the family lacks: emboldening and an oblique shear.
struct FontSynthesis: OptionSet, Hashable, Sendable {
    let rawValue: Int
    /// Outlines widened by a 24th of the em (FT_Outline_Embolden).
    static let bold = FontSynthesis(rawValue: 1)
    /// Outlines sheared by about 12 degrees (FT_Outline_Transform).
    static let oblique = FontSynthesis(rawValue: 2)

    /// "bold", "oblique", "bold oblique", or "" for none.
    var name: String { [contains(.bold) ? "bold" : nil, contains(.oblique) ? "oblique" : nil].compactMap { $0 }.joined(separator: " ") }
}

/// A glyph's 8-bit coverage bitmap, row-major, `width` bytes per row, top row first.
///
/// `left`/`top` are FreeType's bitmap_left/bitmap_top relative to the (sub-pixel shifted) pen
/// position on the baseline (top = rows above the baseline), so the bitmap's top-left pixel is
/// at (penX + left, baselineY − top). Kept as plain values so the rasterizer can use a cached
/// mask from any thread without touching FreeType.
struct GlyphMask: Sendable, Equatable {
    let width: Int
    let height: Int
    let left: Int
    let top: Int
    let coverage: [UInt8]

    /// Nothing to draw: a space, a missing outline, or a failed render.
    static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])
}
