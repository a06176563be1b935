import SwatchRaster

/// A user's palette read from a theme file: named groups of named colors, each color with a
/// value per appearance. It renders as the seed's sheet, one pad per group.
public struct Theme: Sendable {
    /// One named color as the theme file defines it.
    public struct Swatch: Sendable, Equatable {
        /// The token or colorset name, shown under the swatch.
        public var name: String
        /// Where it sits in the file (`brand.primary`, `Brand/primary`), for messages.
        public var path: String
        /// The token's `$description`, kept for tools that list it.
        public var description: String?
        /// The color, resolved per appearance when drawn.
        public var color: Color

        /// A swatch; `path` defaults to the name.
        public init(name: String, path: String? = nil, description: String? = nil, color: Color) {
            self.name = name
            self.path = path ?? name
            self.description = description
            self.color = color
        }
    }

    /// A group of the file: one pad of the sheet.
    public struct Group: Sendable, Equatable {
        /// The pad's heading.
        public var title: String
        /// The colors, in file order.
        public var swatches: [Swatch]
        /// Swatches per row the file asks for (a GIMP palette's `Columns:`); nil leaves it to
        /// the sheet's `columns`.
        public var columns: Int?

        /// A group titled `title`.
        public init(title: String, swatches: [Swatch], columns: Int? = nil) {
            self.title = title
            self.swatches = swatches
            self.columns = columns
        }
    }

    /// The theme's name: the file's name without its extension; output files are named after it.
    public var name: String
    /// The file or folder it was read from.
    public var source: String
    /// The groups, in file (or catalog) order.
    public var groups: [Group]
    /// Things worth telling the user that did not stop the theme (clipped colors, skipped entries).
    public var warnings: [ThemeDiagnostic]

    /// A theme built in code.
    public init(name: String, source: String = "", groups: [Group], warnings: [ThemeDiagnostic] = []) {
        self.name = name
        self.source = source
        self.groups = groups
        self.warnings = warnings
    }

    /// Every swatch, group by group.
    public var swatches: [Swatch] { groups.flatMap(\.swatches) }

    /// The sheet's pads: one per non-empty group.
    public var pads: [SwatchSheet.Pad] {
        groups.filter { !$0.swatches.isEmpty }.map { group in
            var pad = SwatchSheet.Pad(title: group.title, colors: group.swatches.map(\.color))
            pad.notes = group.swatches.map(\.description)
            pad.columns = group.columns
            return pad
        }
    }

    /// Reads the theme at `path`: a DTCG token file (`.json`), a GIMP palette (`.gpl`), a
    /// `.colorset` or an `.xcassets` catalog.
    public static func load(contentsOf path: String, limits: ThemeLimits = ThemeLimits()) throws(ThemeError) -> Theme {
        try ThemeLoader.load(path, limits: limits).requiringColors(file: path)
    }

    /// The theme, or an error naming `file` when it holds no color: an empty sheet used to
    /// fail later as "nothing to render: the view's size is 0.0 × 0.0 pt", naming nothing.
    func requiringColors(file: String) throws(ThemeError) -> Theme {
        guard swatches.isEmpty else { return self }
        throw ThemeError(file: file, "no colors found, so there is nothing to render (is it a theme file?)")
    }
}

/// A place in a theme file and what is wrong (or worth noting) there.
public struct ThemeDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The file concerned.
    public var file: String
    /// The token path (`brand.primary`) or `line N`; nil when it concerns the whole file.
    public var location: String?
    /// What happened, in a few words.
    public var message: String

    /// A diagnostic at `location` in `file`.
    public init(file: String, location: String? = nil, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `file: location: message`, the form compilers use, so editors can jump to it.
    public var description: String {
        [file, location, message].compactMap { $0 }.joined(separator: ": ")
    }
}

/// A theme that cannot be read: the file, the place in it and why.
public struct ThemeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where and what.
    public var diagnostic: ThemeDiagnostic

    /// An error at `location` in `file`.
    public init(file: String, location: String? = nil, _ message: String) {
        diagnostic = ThemeDiagnostic(file: file, location: location, message: message)
    }

    /// The diagnostic as `file: location: message`.
    public var description: String { diagnostic.description }
}

/// Caps on what a theme file may ask for, so a hostile or broken file fails fast with a
/// clear error instead of exhausting memory.
public struct ThemeLimits: Sendable {
    /// Largest theme file read, in bytes.
    public var maximumFileBytes = 32 << 20
    /// Most colors in one theme.
    public var maximumColors = 10_000
    /// Longest token, group or colorset name, in characters.
    public var maximumNameLength = 256
    /// Deepest group nesting in token files and catalogs.
    public var maximumDepth = 32
    /// Longest wait, in seconds, for the next bytes from a FIFO or a device given as a theme
    /// by name, so a FIFO nobody writes to fails instead of hanging.
    public var streamTimeout: Double = 10
    /// Longest wait for the next bytes of standard input (`--palette -`); nil (the default)
    /// waits for as long as the writer keeps it open, however slow the generator.
    public var standardInputTimeout: Double?

    /// The default limits.
    public init() {}
}
