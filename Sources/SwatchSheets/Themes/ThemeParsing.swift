import SwatchRaster

/// The theme parsers over bytes instead of files, for fuzzing: libFuzzer feeds them arbitrary
/// input, and any outcome but a value or a `ThemeError` is a bug.
@_spi(Fuzzing)
public enum ThemeParsing {
    /// A DTCG token file's bytes.
    public static func tokens(_ bytes: [UInt8]) throws(ThemeError) -> Theme {
        try DesignTokensReader.read(bytes: bytes, file: "<input>", name: "fuzz", limits: ThemeLimits())
    }

    /// A colorset `Contents.json`'s bytes.
    public static func colorset(_ bytes: [UInt8]) throws(ThemeError) -> Color {
        var reader = ColorsetReader(limits: ThemeLimits())
        return try reader.color(root: ThemeFile.parseJSON(bytes, file: "<input>"), file: "<input>", name: "fuzz")
    }

    /// A GIMP palette's bytes.
    public static func gimpPalette(_ bytes: [UInt8]) throws(ThemeError) -> Theme {
        try GIMPPaletteReader.read(bytes: bytes, file: "<input>", name: "fuzz", limits: ThemeLimits())
    }
}
