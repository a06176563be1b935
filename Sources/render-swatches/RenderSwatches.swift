import ArgumentParser
import SwatchRaster

/// `render-swatches`: exports the seed's swatch sheet of iOS system colors as a PNG.
struct RenderSwatches: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-swatches",
        abstract: "Render a swatch sheet of iOS system colors to PNG, laid out by SwiftUI's rules.",
        discussion: """
            After writing the image it prints one line: the path, the pixel size, the scale and \
            the pixel hash (sha256 over the decoded pixels, so any PNG encoder gives the same hash).

            Exit status: 0 on success; 1 when rendering or writing fails; 64 for invalid arguments. \
            On failure nothing is written.
            """)

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("PNG file to write.", valueName: "file"))
    var output: String = "swatches.png"

    @Option(help: ArgumentHelp("Pixels per point, in (0, 16].", valueName: "s"))
    var scale: Double = 2

    @Option(help: ArgumentHelp("light, dark, light-high-contrast or dark-high-contrast.", valueName: "appearance"))
    var appearance: Appearance = .light

    @Option(help: ArgumentHelp("system (the appearance's systemBackground), transparent, or #RRGGBB.", valueName: "background"))
    var background: BackgroundOption = .system

    @Option(help: ArgumentHelp("Font family (found by fontconfig) or a font file path.", valueName: "family|path"))
    var font: String = "DejaVu Sans"

    @Option(name: .customLong("preferred-width"), help: ArgumentHelp("Swatch width and height before labels widen it, in points.", valueName: "pt"))
    var preferredWidth: Double = 60

    @Option(name: .customLong("dump-layout"), help: ArgumentHelp("Also write the laid-out frames as JSON to this file.", valueName: "file"))
    var dumpLayout: String?

    @Option(name: .customLong("check"), help: ArgumentHelp("Fail (exit 1, nothing written) unless the pixel hash is this one.", valueName: "sha256:…"))
    var expectedHash: String?

    @Option(name: .customLong("max-pixels"), help: ArgumentHelp("Refuse images larger than this many pixels.", valueName: "n"))
    var maxPixels: Int = 200_000_000

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw ValidationError("invalid --scale \(scale): must be a finite number greater than 0 and at most 16")
        }
        guard preferredWidth.isFinite, preferredWidth > 0, preferredWidth <= 10_000 else {
            throw ValidationError("invalid --preferred-width \(preferredWidth): must be a finite number of points in (0, 10000]")
        }
        guard maxPixels > 0 else { throw ValidationError("invalid --max-pixels \(maxPixels): must be positive") }
        if let expectedHash, !PixelHashFormat.isValid(expectedHash) {
            throw ValidationError("invalid --check \(expectedHash): expected sha256: followed by 64 hex digits")
        }
    }

    func run() throws {
        let fontSource = try FontOption.source(font)
        let renderer = ImageRenderer(content: SwatchSheet(preferredWidth: CGFloat(preferredWidth)))
        renderer.scale = CGFloat(scale)
        renderer.environment.colorScheme = appearance.colorScheme
        renderer.environment._colorSchemeContrast = appearance.contrast
        renderer.environment.systemFontSource = fontSource
        renderer.backgroundColor = background.color
        renderer.maximumPixelCount = maxPixels
        let image = try renderer.render()
        if let expectedHash, expectedHash.lowercased() != image.pixelHash {
            throw CheckFailure(expected: expectedHash.lowercased(), actual: image.pixelHash)
        }
        let outputURL = URL(fileURLWithPath: output)
        var written: [URL] = []
        do {
            if let dumpLayout {
                let url = URL(fileURLWithPath: dumpLayout)
                try AtomicFile.write(Data(try renderer.layoutJSON().utf8), to: url)
                written.append(url)
            }
            try image.writePNG(to: outputURL)
        } catch {
            for url in written { try? FileManager.default.removeItem(at: url) }
            throw error
        }
        print("\(output): \(image.width)×\(image.height) px @\(LayoutNumber.format(scale))x \(image.pixelHash)")
    }
}

extension Appearance: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--background`: the sheet's fill.
enum BackgroundOption: ExpressibleByArgument {
    case system
    case transparent
    case color(Color)

    init?(argument: String) {
        switch argument.lowercased() {
        case "system": self = .system
        case "transparent": self = .transparent
        default:
            guard let color = HexColor.parse(argument) else { return nil }
            self = .color(color)
        }
    }

    /// The fill for the renderer: the appearance's systemBackground, none, or the given color.
    var color: Color? {
        switch self {
        case .system: return .systemBackground
        case .transparent: return nil
        case .color(let color): return color
        }
    }
}

/// Formats the scale for the summary line without a needless ".0".
enum LayoutNumber {
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// `--check`: the rendering's hash is not the expected one.
struct CheckFailure: Error, CustomStringConvertible {
    let expected: String
    let actual: String
    var description: String { "pixel hash mismatch: expected \(expected), got \(actual)" }
}

/// The textual form of pixel hashes, for validating user input.
enum PixelHashFormat {
    static func isValid(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard lower.hasPrefix("sha256:") else { return false }
        let hex = lower.dropFirst(7)
        return hex.count == 64 && hex.allSatisfy(\.isHexDigit)
    }
}
