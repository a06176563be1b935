import ArgumentParser
import SwatchRaster
import SwatchSheets
#if canImport(Glibc)
import Glibc
#endif

/// `render-swatches batch`: every theme × appearance × scale, in parallel, plus a manifest.
struct Batch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every theme found in the inputs, in each appearance and scale, into one folder.",
        discussion: """
            An INPUT is a design-token file (.json, .tokens), a GIMP palette (.gpl), an Xcode \
            .colorset or .xcassets catalog, or a folder searched for *.tokens.json, *.tokens, \
            *.gpl, *.xcassets and *.colorset. Each image is named <theme>-<appearance>@<scale>x.png; \
            DIR/manifest.json lists every image with its input, appearance, scale, size and pixel \
            hash, and every failure. A broken theme is reported (file and token path) and skipped; \
            the others are still written, and the exit status is 1.
            """)

    @Argument(help: ArgumentHelp("Theme files, catalogs, colorsets or folders.", valueName: "input"))
    var inputs: [String]

    @Option(name: .customLong("output-dir"), help: ArgumentHelp("Folder for the images and manifest.json (created if missing).", valueName: "dir"))
    var outputDirectory: String

    @Option(help: ArgumentHelp("Comma-separated: light, dark, light-high-contrast, dark-high-contrast, or all.", valueName: "list"))
    var appearance: String = "light,dark"

    @Option(help: ArgumentHelp("Comma-separated scales, each in (0, 16].", valueName: "list"))
    var scale: String = "2"

    // Optional, so that the help names the real default instead of the build machine's count.
    @Option(help: ArgumentHelp("Sheets rendered at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    /// `--jobs`, or this machine's core count.
    var jobCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    @OptionGroup var sheetOptions: SheetOptionGroup

    @OptionGroup var sharding: ShardOptionGroup

    @Option(help: ArgumentHelp("Also write a contact sheet of every image (index.html) into this folder.", valueName: "dir"))
    var report: String?

    @Flag(help: "No progress bar, even on a terminal.")
    var quiet = false

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("no inputs: give theme files, catalogs or folders") }
        _ = try appearances()
        _ = try scales()
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("invalid --jobs \(jobs): must be in 1...256") }
    }

    func appearances() throws -> [Appearance] {
        if appearance.lowercased() == "all" { return Appearance.allCases }
        var list: [Appearance] = []
        for item in appearance.split(separator: ",", omittingEmptySubsequences: false) {
            let name = item.trimmingCharacters(in: .whitespaces).lowercased()
            guard let value = Appearance(rawValue: name) else {
                throw ValidationError("invalid --appearance \(String(item).debugDescription): expected light, dark, light-high-contrast, dark-high-contrast or all")
            }
            if !list.contains(value) { list.append(value) }
        }
        return list
    }

    func scales() throws -> [Double] {
        var list: [Double] = []
        for item in scale.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Double(item.trimmingCharacters(in: .whitespaces)), SheetOptionGroup.isValidScale(value) else {
                throw ValidationError("invalid --scale \(String(item).debugDescription): each scale must be a finite number greater than 0 and at most 16")
            }
            if !list.contains(value) { list.append(value) }
        }
        return list
    }

    func run() throws {
        let start = Date()
        var runner = BatchRunner(inputs: inputs, outputDirectory: URL(fileURLWithPath: outputDirectory))
        runner.appearances = try appearances()
        runner.scales = try scales()
        runner.jobs = min(jobCount, 256)
        runner.options = sheetOptions.sheetOptions
        runner.shard = try sharding.value
        let bar = (!quiet && isatty(STDERR_FILENO) == 1) ? ProgressBar() : nil
        let progress: (@Sendable (Int, Int) -> Void)? = bar.map { bar in { @Sendable done, total in bar.update(done, total) } }
        let result = try runner.run(progress: progress)
        bar?.finish()
        for warning in result.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        if !result.removedStaleImages.isEmpty {
            let count = result.removedStaleImages.count
            print("removed \(count) image\(count == 1 ? "" : "s") of the previous run that this run no longer makes: \(result.removedStaleImages.joined(separator: ", "))")
        }
        for failure in result.manifest.failures {
            FileHandle.standardError.write(Data("error: \(failure.error)\n".utf8))
        }
        if let report { print("report: \(try BatchContactSheet.write(result.manifest, imageDirectory: runner.outputDirectory, to: URL(fileURLWithPath: report)).path)") }
        let seconds = Date().timeIntervalSince(start)
        let failures = result.manifest.failures.count
        print("\(runner.shard.map { "shard \($0): " } ?? "")\(result.themeCount) theme\(result.themeCount == 1 ? "" : "s"), \(result.manifest.images.count) images in \(String(format: "%.2f", seconds)) s, \(failures) failure\(failures == 1 ? "" : "s"); manifest: \((outputDirectory as NSString).appendingPathComponent("manifest.json"))")
        if failures > 0 { throw ExitCode.failure }
    }
}

/// A one-line progress bar on stderr, redrawn in place; only used on a terminal.
// @unchecked: its mutable state and stderr writes happen only while `lock` is held.
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()

    func update(_ done: Int, _ total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) images".utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
