@_implementationOnly import CFreeType
import Foundation

/// A source of bytes: Core Graphics' `CGDataProvider`, as apps wrap a downloaded or bundled
/// font's data before making a `CGFont` of it. It holds the bytes it was given or read.
public final class CGDataProvider: @unchecked Sendable {
    // @unchecked: immutable after init.
    /// The bytes.
    public let data: CFData?

    /// A provider of `data`.
    public init?(data: CFData) {
        self.data = data
    }

    /// A provider of the file at `url`; nil when it cannot be read.
    public init?(url: CFURL) {
        guard let bytes = try? Data(contentsOf: url) else { return nil }
        data = bytes as NSData
    }

    /// A provider of the file at the C string path `filename`; nil when it cannot be read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: URL(fileURLWithPath: String(cString: filename)))
    }
}

/// A font's data: Core Graphics' `CGFont`, which apps hand to Core Text's
/// `CTFontManagerRegisterGraphicsFont` to use a font that is not installed. Its names come
/// from FreeType, read from the bytes once.
public final class CGFont: @unchecked Sendable {
    // @unchecked: immutable after init.
    /// The font file's bytes, when made from a provider.
    @_spi(SwatchRaster) public let fontData: Data?
    /// The PostScript name ("Inter-Bold").
    public let postScriptName: CFString?
    /// The full name ("Inter Bold").
    public let fullName: CFString?
    /// The number of glyphs.
    public let numberOfGlyphs: Int
    /// Font units per em.
    public let unitsPerEm: Int32

    /// The font in `provider`'s bytes; nil when FreeType cannot read them as a font.
    public init?(_ provider: CGDataProvider) {
        guard let nsData = provider.data else { return nil }
        let bytes = Data(referencing: nsData)
        guard let names = CGFont.read(bytes) else { return nil }
        fontData = bytes
        postScriptName = names.postScriptName
        fullName = names.fullName
        numberOfGlyphs = names.glyphs
        unitsPerEm = names.unitsPerEm
    }

    /// The font named `name`, by its PostScript name. Nothing is looked up: its data stays
    /// unknown, so registering it does nothing.
    public init?(_ name: CFString) {
        guard !name.isEmpty else { return nil }
        fontData = nil
        postScriptName = name
        fullName = name
        numberOfGlyphs = 0
        unitsPerEm = 1000
    }

    private struct Names {
        var postScriptName: String?
        var fullName: String?
        var glyphs: Int
        var unitsPerEm: Int32
    }

    /// Face 0's names and counts, through FreeType; nil when the bytes are not a font.
    private static func read(_ bytes: Data) -> Names? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        return bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Names? in
            guard let base = buffer.bindMemory(to: FT_Byte.self).baseAddress else { return nil }
            var face: FT_Face?
            guard FT_New_Memory_Face(library, base, FT_Long(buffer.count), 0, &face) == 0, let face else { return nil }
            defer { FT_Done_Face(face) }
            let record = face.pointee
            let postScript = FT_Get_Postscript_Name(face).map { String(cString: $0) }
            let family = record.family_name.map { String(cString: $0) }
            let style = record.style_name.map { String(cString: $0) }
            let full = [family, style].compactMap { $0 }.joined(separator: " ")
            return Names(postScriptName: postScript, fullName: full.isEmpty ? nil : full,
                         glyphs: Int(record.num_glyphs), unitsPerEm: Int32(record.units_per_EM))
        }
    }
}
