@_implementationOnly import CFreeType
import Foundation

/// The default symbol set: Google's Material Icons (Debian's fonts-material-design-icons-
/// iconfont, Apache 2.0), found through fontconfig. Chosen over Font Awesome, Lucide and the
/// others for coverage of what SF names (about 2,100 icons, in one look, on one 24-unit grid
/// like SF's own), for its ligatures (an icon is reached by its documented name, shaped by
/// HarfBuzz, so our table holds names, not code points) and because Debian packages it
/// (ARCHITECTURE §7.9).
enum MaterialIcons {
    /// The icon font, or nil when it is not installed (every symbol is then a placeholder).
    static let face: FontFace? = {
        guard let face = try? FontLookup.face(family: "Material Icons"), face.shaper != nil else { return nil }
        return face
    }()

    private static let cache = GlyphNameCache()

    /// The glyph of the icon called `name` ("favorite", "check_circle"): the single glyph
    /// its ligature shapes to; nil when the font is missing or has no such icon.
    static func glyph(named name: String) -> UInt32? {
        guard let face else { return nil }
        if let known = cache.lookup(name) { return known }
        let shaped = face.shape(name, rightToLeft: false, tabularDigits: false)
        let glyph: UInt32? = shaped.glyphs.count == 1 && shaped.glyphs[0].glyph != 0 ? shaped.glyphs[0].glyph : nil
        cache.store(name, glyph)
        return glyph
    }

    /// The Unicode scalar (private use) the font maps to the icon `name`: what inline text
    /// (`Text(Image(systemName:))`) draws, so the icon is one character to text layout.
    static func scalar(named name: String) -> Unicode.Scalar? {
        guard let face, let glyph = glyph(named: name) else { return nil }
        return cache.scalar(for: glyph, in: face)
    }
}

/// Name → glyph answers and the font's reverse cmap, shared by every thread.
private final class GlyphNameCache: @unchecked Sendable {
    // @unchecked: every field is used only while `lock` is held.
    private let lock = NSLock()
    private var glyphs: [String: UInt32?] = [:]
    private var scalars: [UInt32: Unicode.Scalar]?

    func lookup(_ name: String) -> UInt32?? {
        lock.lock()
        defer { lock.unlock() }
        return glyphs[name]
    }

    func store(_ name: String, _ glyph: UInt32?) {
        lock.lock()
        glyphs[name] = glyph
        lock.unlock()
    }

    /// The lowest scalar mapped to `glyph`, from one walk of the face's cmap.
    func scalar(for glyph: UInt32, in face: FontFace) -> Unicode.Scalar? {
        lock.lock()
        defer { lock.unlock() }
        if scalars == nil {
            var map: [UInt32: Unicode.Scalar] = [:]
            face.lock.lock()
            var index: FT_UInt = 0
            var code = FT_Get_First_Char(face.face, &index)
            while index != 0 {
                if map[UInt32(index)] == nil, let scalar = Unicode.Scalar(UInt32(code)) { map[UInt32(index)] = scalar }
                code = FT_Get_Next_Char(face.face, code, &index)
            }
            face.lock.unlock()
            scalars = map
        }
        return scalars?[glyph]
    }
}
