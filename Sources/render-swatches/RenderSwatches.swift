import ArgumentParser
import SwatchRaster
import SwatchSheets

/// `render-swatches`: exports swatch sheets as PNG — the seed's sheet of iOS system colors by
/// default, or a user's themes, one at a time or in batches — and verifies them by hash.
struct RenderSwatches: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-swatches",
        abstract: "Render swatch sheets of iOS system colors or your own themes to PNG, laid out by SwiftUI's rules.",
        discussion: """
            Without a subcommand it renders one sheet (see `render-swatches help render`).

            Exit status: 0 on success; 1 when rendering, reading or writing fails, or a check \
            or verification does not match; 64 for invalid arguments. A failed image is never \
            left half-written.
            """,
        subcommands: [Render.self, Batch.self, Verify.self, Manifest.self, Symbols.self, XcodeProject.self, AppPreviews.self],
        defaultSubcommand: Render.self)
}

extension Appearance: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
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
        PixelHashAlgorithm(of: text)?.isWellFormed(text) ?? false
    }
}
