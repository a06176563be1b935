import SwatchRaster

/// How a theme's sheet is drawn, besides its colors: recorded in a batch manifest so that
/// `verify` re-renders exactly what `batch` rendered.
public struct SheetOptions: Codable, Sendable, Equatable {
    /// Font family (fontconfig) or font file path for labels and titles; by default the
    /// system font's family on this machine (SF Pro, else Inter, else DejaVu Sans).
    public var font: String = FontSource.defaultFamily
    /// Swatch width and height before labels widen it, in points.
    public var preferredWidth: Double = 60
    /// Most swatches per row (large palettes wrap).
    public var columns: Int = 10
    /// `system` (the appearance's systemBackground), `transparent`, or `#RRGGBB`.
    public var background: String = "system"
    /// Largest image allowed, in pixels.
    public var maximumPixelCount: Int = 200_000_000
    /// The pixel hash printed and recorded (ARCHITECTURE §9). XXH3-128 unless asked; a
    /// manifest without the key (version 1) used SHA-256.
    public var pixelHash: PixelHashAlgorithm = .xxh3_128
    /// Whether each swatch prints its value (`--values`).
    public var showsValues = false

    /// The defaults: the system font (SF Pro, Inter or DejaVu Sans), 60 pt, 10 per row, system background, 200 Mpx, XXH3-128.
    public init() {}

    enum CodingKeys: String, CodingKey {
        case font, preferredWidth, columns, background, maximumPixelCount = "maxPixels", pixelHash = "hash"
        case showsValues = "values"
    }

    /// Writes the options; `values` only when on, so manifests without it stay as they were.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(font, forKey: .font)
        try container.encode(preferredWidth, forKey: .preferredWidth)
        try container.encode(columns, forKey: .columns)
        try container.encode(background, forKey: .background)
        try container.encode(maximumPixelCount, forKey: .maximumPixelCount)
        try container.encode(pixelHash, forKey: .pixelHash)
        if showsValues { try container.encode(true, forKey: .showsValues) }
    }

    /// Reads the options of a manifest; `hash` is absent from version 1, which used SHA-256.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        font = try container.decode(String.self, forKey: .font)
        preferredWidth = try container.decode(Double.self, forKey: .preferredWidth)
        columns = try container.decode(Int.self, forKey: .columns)
        background = try container.decode(String.self, forKey: .background)
        maximumPixelCount = try container.decode(Int.self, forKey: .maximumPixelCount)
        pixelHash = try container.decodeIfPresent(PixelHashAlgorithm.self, forKey: .pixelHash) ?? .sha256
        showsValues = try container.decodeIfPresent(Bool.self, forKey: .showsValues) ?? false
    }

    /// The fill `text` names: `.some(color)`, `.some(nil)` for transparent, or nil when
    /// `text` is not a background (callers turn that into a usage error).
    public static func backgroundColor(_ text: String) -> Color?? {
        switch text.lowercased() {
        case "system": return .some(.systemBackground)
        case "transparent": return .some(nil)
        default: return HexColor.parse(text).map { .some($0) }
        }
    }

    /// `--font`'s value as a font source: a path when it names a file (or looks like one),
    /// otherwise a fontconfig family.
    public static func fontSource(_ value: String) -> FontSource {
        let looksLikePath = value.contains("/") || [".ttf", ".otf", ".ttc"].contains { value.lowercased().hasSuffix($0) }
        return looksLikePath || FileManager.default.fileExists(atPath: value) ? .file(value) : .family(value)
    }

    /// Renders `sheet` in `appearance` at `scale` with these options.
    public func render(_ sheet: SwatchSheet, appearance: Appearance, scale: Double) throws -> RasterImage {
        try renderer(for: sheet, appearance: appearance, scale: scale).render()
    }

    /// The renderer `render` uses, for callers that also want its layout (`--dump-layout`):
    /// `render` and `batch` draw through this one setup.
    public func renderer(for sheet: SwatchSheet, appearance: Appearance, scale: Double) throws -> ImageRenderer<SwatchSheet> {
        guard let background = Self.backgroundColor(background) else {
            throw BatchError("invalid background \(background.debugDescription): expected system, transparent or #RRGGBB")
        }
        return ImageRenderer(
            content: sheet, appearance: appearance, scale: CGFloat(scale), background: background,
            fontSource: Self.fontSource(font), maximumPixelCount: maximumPixelCount)
    }

    /// The sheet for `theme` with these options.
    public func sheet(for theme: Theme) -> SwatchSheet {
        var sheet = SwatchSheet(theme: theme, preferredWidth: CGFloat(preferredWidth), columns: columns)
        sheet.showsValues = showsValues
        return sheet
    }
}

/// A batch-level failure that is not a theme's or a file's: one line.
public struct BatchError: Error, CustomStringConvertible, Equatable {
    /// The message, printed after `error:`.
    public let description: String
    /// An error with `message` as its line.
    public init(_ message: String) { description = message }
}
