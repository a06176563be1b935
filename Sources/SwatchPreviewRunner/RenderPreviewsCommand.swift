import ArgumentParser
import Foundation
import SwatchPreviews
import SwatchRaster
import SwatchSheets

/// The runner's command line, as `swift package render-previews` passes it on (§2.10).
struct RenderPreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-previews",
        abstract: "Render every #Preview and PreviewProvider of the package to PNG, and check them against a manifest.",
        discussion: """
            Run it through SwiftPM, which builds the targets first:

              swift package --allow-writing-to-package-directory render-previews [record|verify|list] [options]

            Images go to Previews/<Target>/<File>/<Preview name>[-variant]@<scale>x.png, listed with their pixel hashes in Previews/manifest.json. A run compares every image with the manifest. `verify` writes nothing and fails on any difference; `record` writes everything again; with neither, the record mode is --record, else SWATCH_RECORD, else `never` when CI is set, else `missing`.

            Plugin options: --target NAME (repeatable; default: every target that imports SwiftUI or SwatchPreviews), --configuration debug|release.

            Exit status: 0 when every image matched or was recorded; 1 on a mismatch, a missing image or a failed preview (a review page is written); 64 on a usage error.
            """)

    @Argument(help: ArgumentHelp("record (write every image), verify (write nothing, fail on any difference), or list (print the plan).", valueName: "action"))
    var action: String?

    @Option(name: .customLong("record"), help: ArgumentHelp("Which images to write: all, missing, failed (missing and changed) or never.", valueName: "mode"))
    var recordMode: String?

    @Option(help: ArgumentHelp("Appearances to render, comma-separated: light, dark, light-high-contrast, dark-high-contrast, or all. Default: light.", valueName: "list"))
    var appearance: String?

    @Option(help: ArgumentHelp("Devices to render on, comma-separated: any iPhone or iPad Xcode 16 lists, by its Xcode name (\"iPhone 13 mini\") or preset name (iPhone-13-mini); the README has the table. Default: each preview's .previewDevice, else iPhone-16.", valueName: "list"))
    var device: String?

    @Option(name: .customLong("dynamic-type-size"), help: ArgumentHelp("Dynamic Type sizes, comma-separated (xSmall … xxxLarge, accessibility1 … accessibility5). Default: large.", valueName: "list"))
    var dynamicTypeSize: String?

    @Option(name: .customLong("layout-direction"), help: ArgumentHelp("leftToRight, rightToLeft, or both: leftToRight,rightToLeft. Default: leftToRight.", valueName: "list"))
    var layoutDirection: String?

    @Option(help: ArgumentHelp("Pixels per point for every image, instead of each device's (3 for iPhones).", valueName: "n"))
    var scale: Double?

    @Flag(help: "Leave the window's background out: a preview draws on transparent pixels instead of the appearance's systemBackground (white or black), which Xcode's canvas and the simulator show.")
    var transparent = false

    @Flag(name: .customLong("status-bar"), help: "Draw the Simulator's status bar (9:41, Wi-Fi, full battery, Dynamic Island) and home indicator over device previews, to set beside a screenshot. Measured on the 393 and 430 pt Dynamic Island iPhones (iPhone 15, 16, 15 Pro Max, 16 Plus …); other devices get none.")
    var statusBar = false

    @Option(help: ArgumentHelp("Only previews whose name or source (File.swift:line) contains this text; repeatable.", valueName: "text"))
    var filter: [String] = []

    @Option(help: ArgumentHelp("Folder for the images and manifest, relative to the package.", valueName: "dir"))
    var output = "Previews"

    @Option(help: ArgumentHelp("Manifest file; the images are written in its folder, as it names them relative to itself. Default: <output>/manifest.json.", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp("Folder for the review page written on a mismatch or failure. Default: .build/render-previews/report.", valueName: "dir"))
    var report: String?

    @Option(name: .customLong("contact-sheet"), help: ArgumentHelp("Also write a contact sheet of every image in the manifest into this folder (index.html and copies of the PNGs).", valueName: "dir"))
    var contactSheet: String?

    @Option(help: ArgumentHelp("Render only share K of N (CI matrix); join recorded shards with `render-swatches manifest merge`.", valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Worker processes at once. Default: the number of cores.", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Seconds one preview may take before its worker is stopped and the preview reported.", valueName: "s"))
    var timeout: Double = 120

    @Flag(name: .customLong("isolate-files"), help: "Give each source file's previews a fresh worker process, in their order, so that a preview changing global state (a static, a shared model) changes the same images on every run and at any --jobs. Slower: each file starts a process.")
    var isolateFiles = false

    @Option(name: .customLong("package-path"), help: .hidden) var packagePath = "."
    @Option(help: .hidden) var modules: String?
    @Flag(help: .hidden) var worker = false
    @Flag(help: .hidden) var probe = false
    @Option(help: .hidden) var unplanned: String?
    @Option(help: .hidden) var staging: String?
    @Option(name: .customLong("built-configuration"), help: .hidden) var builtConfiguration: String?

    /// The parsed options; usage errors name the option.
    func options() throws -> PreviewRunOptions {
        var options = PreviewRunOptions()
        options.packagePath = packagePath
        options.modules = modules.map { $0.split(separator: ",").map(String.init) } ?? []
        options.filters = filter
        options.output = output
        options.manifest = manifest
        options.report = report
        options.contactSheet = contactSheet
        options.scale = scale
        options.transparent = transparent
        options.statusBar = statusBar
        options.timeout = timeout
        options.isolateFiles = isolateFiles
        options.builtConfiguration = builtConfiguration
        options.unplannedProviders = Set(unplanned.map { $0.split(separator: ",").map(String.init) } ?? [])
        let mode = try recordMode.map { text -> RecordMode in
            guard let mode = RecordMode(rawValue: text) else {
                throw ValidationError("invalid --record \(text.debugDescription): expected all, missing, failed or never")
            }
            return mode
        }
        // `--record` wins; else the action's mode; else SWATCH_RECORD, CI, or `missing`.
        switch action {
        case "record"?: options.record = mode ?? .all
        case "verify"?: options.record = mode ?? .never
        case nil, "list"?:
            options.listOnly = action == "list"
            switch RecordMode.resolve(option: mode, environment: ProcessInfo.processInfo.environment) {
            case .success(let resolved): options.record = resolved
            case .failure(let error): throw ValidationError(error.description)
            }
        case let other?: throw ValidationError("unknown action \(other.debugDescription): expected record, verify or list")
        }
        if let appearance {
            options.matrix.appearances = try Self.list(appearance, "--appearance", all: Appearance.allCases, spelling: \.rawValue) { Appearance(rawValue: $0) }
        }
        if let device {
            options.matrix.devices = try Self.list(device, "--device", all: DevicePreset.all, spelling: \.name) { DevicePreset.named(PreviewDevice(rawValue: $0)) }
        }
        if let dynamicTypeSize {
            options.matrix.dynamicTypeSizes = try Self.list(dynamicTypeSize, "--dynamic-type-size", all: DynamicTypeSize.allCases) { name in
                DynamicTypeSize.allCases.first { String(describing: $0).lowercased() == name.lowercased() }
            }
        }
        if let layoutDirection {
            options.matrix.layoutDirections = try Self.list(layoutDirection, "--layout-direction", all: [.leftToRight, .rightToLeft]) { name in
                switch name.lowercased() {
                case "lefttoright", "ltr": return .leftToRight
                case "righttoleft", "rtl": return .rightToLeft
                default: return nil
                }
            }
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 16) {
            throw ValidationError("invalid --scale \(scale): expected a number in (0, 16]")
        }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("invalid --timeout \(timeout): expected seconds > 0") }
        if let shard {
            do { options.shard = try Shard(parsing: shard) } catch { throw ValidationError(String(describing: error)) }
        }
        if let jobs, jobs < 1 { throw ValidationError("invalid --jobs \(jobs): expected at least 1") }
        options.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        return options
    }

    /// A comma-separated list of values, `all` for every one; an unknown value is a usage error
    /// that lists the known ones.
    static func list<T: Equatable>(_ text: String, _ option: String, all: [T], spelling: (T) -> String = { "\($0)" },
                                   parse: (String) -> T?) throws -> [T] {
        if text.lowercased() == "all" { return all }
        var values: [T] = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let value = parse(name) else {
                throw ValidationError("invalid \(option) value \(name.debugDescription): expected one of \(all.map(spelling).joined(separator: ", ")), or all")
            }
            if !values.contains(value) { values.append(value) }
        }
        guard !values.isEmpty else { throw ValidationError("\(option) needs at least one value") }
        return values
    }

    mutating func run() throws {
        var options = try options()
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        var arguments = Array(CommandLine.arguments.dropFirst())
        if probe {
            MainActor.assumeIsolated {
                PreviewRegistry.probeProviders(skipping: options.unplannedProviders) { line in
                    FileHandle.standardOutput.write(Data((line + "\n").utf8))
                }
            }
            return
        }
        if !worker, MainActor.assumeIsolated({ PreviewRegistry.hasProviders }) {
            // A provider whose `previews` traps would end this process while it plans; a probe
            // process finds each such provider first, and the plan makes it one failing job.
            options.unplannedProviders = ProviderProbe.unplannedProviders(executable: executable, arguments: arguments)
            if !options.unplannedProviders.isEmpty {
                arguments.removeAll { $0.hasPrefix("--unplanned") }
                arguments += ["--unplanned", options.unplannedProviders.sorted().joined(separator: ",")]
            }
        }
        let code: Int32 = try MainActor.assumeIsolated { [options, arguments] in
            let plan = PreviewRun(options: options)
            if worker {
                guard let staging else { throw ValidationError("--worker needs --staging") }
                return plan.serveAsWorker(staging: URL(fileURLWithPath: staging))
            }
            if options.listOnly {
                print(plan.listing())
                return 0
            }
            do {
                return try plan.run(executable: executable, workerArguments: arguments) { line in
                    // Errors on stderr, everything else on stdout; unbuffered, so that the lines
                    // interleave with the workers' own stderr in the order they happened.
                    let handle = line.hasPrefix("error:") ? FileHandle.standardError : FileHandle.standardOutput
                    handle.write(Data((line + "\n").utf8))
                }
            } catch let error as PreviewRunError {
                FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
                return 1
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                return 1
            }
        }
        if code != 0 { throw ExitCode(code) }
    }
}
