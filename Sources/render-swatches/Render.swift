import ArgumentParser
import SwatchRaster
import SwatchSheets

/// `render-swatches [render]`: one sheet, the seed's iOS system colors or one theme, to one PNG.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one swatch sheet (the iOS system colors, or --palette) to PNG.",
        discussion: """
            After writing the image it prints one line: the path, the pixel size, the scale and \
            the pixel hash (xxh3-128 over the decoded pixels, so any PNG encoder gives the same \
            hash). With -o - the PNG goes to standard output and that line to standard error.

            Exit status: 0 on success; 1 when rendering or writing fails; 64 for invalid arguments. \
            On failure nothing is written.
            """)

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("PNG file to write; - writes the PNG to standard output.", valueName: "file"))
    var output: String = "swatches.png"

    @Option(help: ArgumentHelp("Pixels per point, in (0, 16].", valueName: "s"))
    var scale: Double = 2

    @Option(help: ArgumentHelp("light, dark, light-high-contrast or dark-high-contrast.", valueName: "appearance"))
    var appearance: Appearance = .light

    @OptionGroup var sheetOptions: SheetOptionGroup

    @Option(help: ArgumentHelp("Render this theme instead of the iOS system colors: a design-token .json, a .gpl palette, a .colorset or an .xcassets catalog; - reads tokens or a palette from standard input.", valueName: "input"))
    var palette: String?

    @Option(name: .customLong("dump-layout"), help: ArgumentHelp("Also write the laid-out frames as JSON to this file.", valueName: "file"))
    var dumpLayout: String?

    @Option(name: .customLong("dynamic-type-size"), help: ArgumentHelp("Dynamic Type size text styles are drawn at: xSmall … large (default) … xxxLarge, accessibility1 … accessibility5.", valueName: "size"))
    var dynamicTypeSize: String = "large"

    @Option(name: .customLong("stdin-timeout"), help: ArgumentHelp("With --palette -: fail when standard input sends nothing for this many seconds (default: wait as long as it is open).", valueName: "seconds"))
    var stdinTimeout: Double?

    @Option(name: .customLong("check"), help: ArgumentHelp("Fail (exit 1, nothing written) unless the pixel hash is this one (xxh3-128:… or sha256:…).", valueName: "hash"))
    var expectedHash: String?

    func validate() throws {
        guard SheetOptionGroup.isValidScale(scale) else {
            throw ValidationError("invalid --scale \(scale): must be a finite number greater than 0 and at most 16")
        }
        guard DynamicTypeSize(name: dynamicTypeSize) != nil else {
            throw ValidationError("invalid --dynamic-type-size \(dynamicTypeSize): expected one of \(DynamicTypeSize.allCases.map(\.name).joined(separator: ", "))")
        }
        if let stdinTimeout, !(stdinTimeout.isFinite && stdinTimeout > 0) {
            throw ValidationError("invalid --stdin-timeout \(stdinTimeout): must be a finite number of seconds greater than 0")
        }
        if let expectedHash, !PixelHashFormat.isValid(expectedHash) {
            throw ValidationError("invalid --check \(expectedHash): expected xxh3-128: followed by 32 hex digits, or sha256: followed by 64")
        }
    }

    func run() throws {
        let options = sheetOptions.sheetOptions
        try refuseOutputsThatAreInputs(font: options.font)
        try FontSource.validate(SheetOptions.fontSource(options.font))
        var sheet = SwatchSheet(preferredWidth: CGFloat(options.preferredWidth))
        if let palette {
            var limits = ThemeLimits()
            limits.standardInputTimeout = stdinTimeout
            let theme = try palette == "-" ? Theme.loadStandardInput(limits: limits) : Theme.load(contentsOf: palette, limits: limits)
            for warning in theme.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
            sheet = options.sheet(for: theme)
        }
        let renderer = try options.renderer(for: sheet, appearance: appearance, scale: scale)
        renderer.environment.dynamicTypeSize = DynamicTypeSize(name: dynamicTypeSize) ?? .large
        let image = try renderer.render()
        if let expectedHash, !image.hasPixelHash(expectedHash) {
            let algorithm = PixelHashAlgorithm(of: expectedHash) ?? options.pixelHash
            throw CheckFailure(expected: expectedHash.lowercased(), actual: image.pixelHash(using: algorithm))
        }
        let outputURL = URL(fileURLWithPath: outputPath)
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
        let summary = "\(output == "-" ? "<stdout>" : output): \(image.width)×\(image.height) px @\(LayoutNumber.format(scale))x \(image.pixelHash(using: options.pixelHash))\n"
        // With the PNG on standard output, the line goes to standard error.
        FileHandle(fileDescriptor: output == "-" ? 2 : 1).write(Data(summary.utf8))
    }

    /// Where the PNG goes: `-` is standard output, written into like any device.
    private var outputPath: String { output == "-" ? "/dev/stdout" : output }

    /// An output that is an input (same device and inode: `--palette t.json -o t.json`, a link,
    /// `--dump-layout` onto the font) or the other output would lose data: refused before
    /// anything is read or written.
    private func refuseOutputsThatAreInputs(font: String) throws {
        var inputs: [(shown: String, path: String)] = []
        if let palette, palette != "-" { inputs.append(("--palette \(palette)", palette)) }
        inputs.append(("--font \(font)", font))
        let outputs = [outputPath] + (dumpLayout.map { [$0] } ?? [])
        for path in outputs {
            try FileIdentity.refuseOverwriting(output: path, shownAs: path, inputs: inputs)
        }
        if let dumpLayout {
            let same = FileIdentity(path: dumpLayout).map { $0 == FileIdentity(path: outputPath) }
                ?? (URL(fileURLWithPath: dumpLayout).standardizedFileURL == URL(fileURLWithPath: outputPath).standardizedFileURL)
            if same { throw FileError(path: dumpLayout, reason: "--dump-layout and -o name the same file; give each its own") }
        }
    }
}

