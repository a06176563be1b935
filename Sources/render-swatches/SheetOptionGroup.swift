import ArgumentParser
import SwatchRaster
import SwatchSheets

/// The options `render` and `batch` share — the command-line form of `SheetOptions` — so
/// both parse, document and validate them in one place.
struct SheetOptionGroup: ParsableArguments {
    @Option(help: ArgumentHelp("system (the appearance's systemBackground), transparent, or #RRGGBB.", valueName: "background"))
    var background: BackgroundOption = .system

    @Option(help: ArgumentHelp("Font family (found by fontconfig) or a font file path.", valueName: "family|path"))
    var font: String = FontSource.defaultFamily

    @Option(name: .customLong("preferred-width"), help: ArgumentHelp("Swatch width and height before labels widen it, in points.", valueName: "pt"))
    var preferredWidth: Double = 60

    @Option(help: ArgumentHelp("Most swatches per row before wrapping (render: with --palette).", valueName: "n"))
    var columns: Int = 10

    @Option(name: .customLong("max-pixels"), help: ArgumentHelp("Refuse images larger than this many pixels.", valueName: "n"))
    var maxPixels: Int = 200_000_000

    @Option(help: ArgumentHelp("Pixel hash to print and record: xxh3-128 (fast), or sha256 (what manifests of version 1 hold).", valueName: "name"))
    var hash: PixelHashAlgorithm = .xxh3_128

    @Flag(name: .customLong("values"), help: "Print each swatch's value (#RRGGBB, or #RRGGBBAA when translucent) under its name (with --palette or batch).")
    var showsValues = false

    func validate() throws {
        guard preferredWidth.isFinite, preferredWidth > 0, preferredWidth <= 10_000 else {
            throw ValidationError("invalid --preferred-width \(preferredWidth): must be a finite number of points in (0, 10000]")
        }
        guard (1...1000).contains(columns) else { throw ValidationError("invalid --columns \(columns): must be in 1...1000") }
        guard maxPixels > 0 else { throw ValidationError("invalid --max-pixels \(maxPixels): must be positive") }
        let machine = ImageRenderer<EmptyView>.machinePixelLimit
        guard maxPixels <= machine else {
            throw ValidationError("invalid --max-pixels \(maxPixels): this machine's memory holds at most \(machine) pixels while an image is drawn")
        }
    }

    /// The options as a batch manifest records them and as `SheetOptions` renders them.
    var sheetOptions: SheetOptions {
        var options = SheetOptions()
        options.font = font
        options.preferredWidth = preferredWidth
        options.columns = columns
        options.background = background.text
        options.maximumPixelCount = maxPixels
        options.pixelHash = hash
        options.showsValues = showsValues
        return options
    }

    /// Whether `scale` is a scale both commands accept: finite, in (0, 16].
    static func isValidScale(_ scale: Double) -> Bool { scale.isFinite && scale > 0 && scale <= 16 }
}

/// `--background`: the text as given (recorded in manifests) and the fill it names, parsed
/// by `SheetOptions.backgroundColor` — the one parser of backgrounds.
struct BackgroundOption: ExpressibleByArgument {
    let text: String
    /// The appearance's systemBackground, `nil` for transparent, or the given color.
    let color: Color?

    init?(argument: String) {
        guard let color = SheetOptions.backgroundColor(argument) else { return nil }
        text = argument
        self.color = color
    }

    static let system = BackgroundOption(argument: "system")!

    var defaultValueDescription: String { text }
}

extension PixelHashAlgorithm: ExpressibleByArgument {
    /// `--hash xxh3-128` or `--hash sha256`.
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
