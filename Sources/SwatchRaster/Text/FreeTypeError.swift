@_implementationOnly import CFreeType

/// A failed FreeType call, with FreeType's own one-line description of the code.
///
/// Why a table of our own: `FT_Error_String` only has messages when FreeType is built with
/// `FT_CONFIG_OPTION_ERROR_STRINGS`, and Debian's build is not, so it returns NULL.
/// The texts below are copied from `fterrdef.h`, so messages read as FreeType's do elsewhere.
struct FreeTypeError: Error, CustomStringConvertible {
    /// The raw `FT_Error` value (the error code; module bits, if any, are masked off for lookup).
    let code: Int32
    /// The FreeType function that failed, e.g. `FT_New_Face`.
    let function: String

    init(_ code: FT_Error, in function: String) {
        self.code = Int32(code)
        self.function = function
    }

    /// FreeType's message for the code, e.g. "cannot open resource".
    var message: String { FreeTypeError.message(for: code) }

    var description: String { "\(function) failed: \(message) (FreeType error 0x\(String(code, radix: 16)))" }

    /// FreeType's message for an error code; unknown codes get a generic text with the number.
    static func message(for code: Int32) -> String {
        messages[code & 0xFF] ?? "unknown FreeType error \(code)"
    }

    /// The common `FT_Err_*` codes and their texts, from FreeType's `fterrdef.h`.
    static let messages: [Int32: String] = [
        0x00: "no error",
        0x01: "cannot open resource",
        0x02: "unknown file format",
        0x03: "broken file",
        0x04: "invalid FreeType version",
        0x05: "module version is too low",
        0x06: "invalid argument",
        0x07: "unimplemented feature",
        0x08: "broken table",
        0x09: "broken offset within table",
        0x0A: "array allocation size too large",
        0x0B: "missing module",
        0x0C: "missing property",
        0x10: "invalid glyph index",
        0x11: "invalid character code",
        0x12: "unsupported glyph image format",
        0x13: "cannot render this glyph format",
        0x14: "invalid outline",
        0x15: "invalid composite glyph",
        0x16: "too many hints",
        0x17: "invalid pixel size",
        0x18: "invalid SVG document",
        0x20: "invalid object handle",
        0x21: "invalid library handle",
        0x22: "invalid module handle",
        0x23: "invalid face handle",
        0x24: "invalid size handle",
        0x25: "invalid glyph slot handle",
        0x26: "invalid charmap handle",
        0x27: "invalid cache manager handle",
        0x28: "invalid stream handle",
        0x30: "too many modules",
        0x31: "too many extensions",
        0x40: "out of memory",
        0x41: "unlisted object",
        0x51: "cannot open stream",
        0x52: "invalid stream seek",
        0x53: "invalid stream skip",
        0x54: "invalid stream read",
        0x55: "invalid stream operation",
        0x56: "invalid frame operation",
        0x57: "nested frame access",
        0x58: "invalid frame read",
        0x60: "raster uninitialized",
        0x61: "raster corrupted",
        0x62: "raster overflow",
        0x63: "negative height while rastering",
        0x70: "too many registered caches",
        0x80: "invalid opcode",
        0x81: "too few arguments",
        0x82: "stack overflow",
        0x83: "code overflow",
        0x84: "bad argument",
        0x85: "division by zero",
        0x86: "invalid reference",
        0x8B: "execution context too long",
        0x8E: "SFNT font table missing",
        0x8F: "horizontal header (hhea) table missing",
        0x90: "locations (loca) table missing",
        0x91: "name table missing",
        0x92: "character map (cmap) table missing",
        0x93: "horizontal metrics (hmtx) table missing",
        0x94: "PostScript (post) table missing",
        0x95: "invalid horizontal metrics",
        0x96: "invalid character map (cmap) format",
        0x97: "invalid ppem value",
        0x98: "invalid vertical metrics",
        0x9A: "invalid PostScript (post) table format",
        0x9B: "invalid PostScript (post) table",
        0x9D: "missing bitmap in strike",
        0xA0: "opcode syntax error",
        0xA1: "argument stack underflow",
        0xA4: "glyph too big for hinting",
        0xB9: "font header corrupted or missing fields",
        0xBA: "font glyphs corrupted or missing fields",
    ]
}
