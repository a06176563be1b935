import ArgumentParser
import Foundation
import SwatchXcodeProject

/// `render-swatches app`: every preview of an Xcode project's iOS app that can be rendered,
/// in one command. It writes the package as `xcodeproj` does, builds it, and while the build
/// fails leaves out what does not compile: a preview whose own code fails costs only itself,
/// any other failing file is left out with its first error, and files that then fail for
/// want of it follow in the next round. Then it renders the previews that remain and says
/// "N of M previews rendered" with what was left out and why (docs/ARCHITECTURE.md §2.11).
struct AppPreviews: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Render every preview of an Xcode project's iOS app that builds on Linux, leaving out what does not.",
        discussion: """
            Writes the package at --output as `render-swatches xcodeproj` does, builds it with \
            `swift build`, and while it fails leaves out the failing previews (when the first \
            error of a file is inside a #Preview or a PreviewProvider, only that preview) and \
            files (with their first compiler error), then renders with `swift package \
            render-previews`. Ends with "N of M previews rendered" and the list of what was \
            left out. Exit status: 0 when every preview rendered, 1 otherwise.
            """)

    @OptionGroup var options: XcodeProjectOptions

    /// 80: a UIKit-heavy app leaves out files layer by layer (Clendar still failed after 25),
    /// and a deep graph of patched packages is repaired one package at a time: try! Swift
    /// Tokyo's twelve (The Composable Architecture 1.x and its dependencies) took 32 builds
    /// before its own feature package built, which then lost whole files to the last rounds.
    @Option(help: ArgumentHelp("How many times to build, leaving out more each time, before giving up.", valueName: "n"))
    var rounds: Int = 80

    @Option(help: ArgumentHelp("debug or release: how render-previews builds.", valueName: "configuration"))
    var configuration: String = "debug"

    @Option(name: .customLong("scratch-path"), help: ArgumentHelp("The build folder, passed to swift build and swift package (default: DIR/.build). One folder shared by several apps builds the engine once.", valueName: "dir"))
    var scratchPath: String?

    func validate() throws {
        guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1") }
        guard ["debug", "release"].contains(configuration) else { throw ValidationError("--configuration must be debug or release") }
    }

    func run() throws {
        let started = Date()
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let opened = URL(fileURLWithPath: options.project, relativeTo: cwd).standardizedFileURL
        // A workspace stands for its app project, with its package folders beside it.
        let workspace = opened.pathExtension == "xcworkspace" ? try XcodeWorkspace(bundle: opened) : nil
        let bundle = try workspace?.appProject(target: options.target) ?? opened
        let folder = URL(fileURLWithPath: options.output, relativeTo: cwd).standardizedFileURL
        let engine = try EngineReference(argument: options.engine, relativeTo: cwd)
        let projectFolder = bundle.deletingLastPathComponent()
        let files = AppFileRepairs(projectFolder: projectFolder, excluded: options.exclude)
        let scratchFolder = scratchPath.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL } ?? folder.appendingPathComponent(".build")
        let scratch = scratchPath.map { ["--scratch-path", URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL.path] } ?? []
        let app = try AppBuild(project: bundle, target: options.target, workspace: workspace, folder: folder, engine: engine,
                               scratch: scratch, scratchFolder: scratchFolder, rounds: rounds, files: files)
        let copies = app.copies
        say("\(app.plan.projectName): target \"\(app.plan.targetName)\" → module \(app.plan.moduleName)")
        let sources = folder.appendingPathComponent(app.plan.sourcesPath)

        for (path, notes) in WrittenFiles.rewriteNotes(for: app.plan) {
            say("rewrote \(path): \(notes.joined(separator: "; "))")
        }

        var built = false
        var scannedDependencies = false
        for round in 1...rounds {
            try app.replan()
            // A file that imports a module nothing here provides cannot build, and the compiler
            // stops at the first such import without reporting the rest: leave them all out
            // at once rather than one per build.
            var more = false
            // Modules of packages the app reaches only through others are not unknown.
            var reachable: Set<String>? = []
            if !app.plan.imports.unknown.isEmpty, !app.plan.packages.isEmpty {
                // The graph is the package's as written: write it first. While it does not
                // resolve, no import is judged: the build names the package that fails first.
                try app.installPlan()
                reachable = Self.packageGraphModules(folder: folder, scratch: scratch, engineIdentity: engine.identity)
            }
            for (module, importers) in app.plan.imports.unknown.sorted(by: { $0.key < $1.key }) where reachable?.contains(module) == false {
                for path in importers where !files.excluded.contains(path) {
                    let text = (try? String(contentsOf: projectFolder.appendingPathComponent(path), encoding: .utf8)) ?? ""
                    // Only the import goes: what uses the module then fails at the build, and
                    // each failing body or declaration is left out alone (MuVis's audio
                    // manager imports Accelerate; every visualization is built on it).
                    let lines = ImportedModules.importLines(of: module, in: text).filter { line in
                        !(files.removedPreviews[path] ?? []).contains(line...line)
                    }
                    if lines.isEmpty, (files.removedPreviews[path] ?? []).isEmpty == false { continue }
                    guard !lines.isEmpty else {
                        files.excluded.append(path)
                        more = true
                        files.leftOut.append((path, " no such module '\(module)' (no package of the app provides it here)", PreviewBlocks.count(in: text)))
                        say("  left out \(path): no such module '\(module)' (no package of the app provides it here)")
                        continue
                    }
                    files.removedPreviews[path, default: []] += lines.map { $0...$0 }
                    files.leftOut.append(("import \(module) (\(path):\(lines[0]))", " no such module '\(module)' (no package of the app provides it here)", 0))
                    say("  left out import \(module) in \(path): no package of the app provides it here (the rest of the file stays)")
                }
            }
            if more { try app.replan() }
            try app.installPlan()
            // Packages whose files import SwiftUI, UIKit… are patched before the build: what the
            // compiler says of them depends on whether the engine's modules happen to be built
            // already, so waiting for an error would make the outcome depend on build order.
            if app.plan.packages.contains(where: { copies.patched[$0.identity] == nil }) {
                if app.plan.packages.contains(where: { $0.isRemote }) {
                    let resolve = try Subprocess.run(["swift", "package", "--package-path", folder.path] + scratch + ["resolve"])
                    if resolve.status != 0, app.dropUnavailablePin(in: resolve.output) { continue }
                    if resolve.status != 0, let package = Self.unresolvedPackage(in: resolve.output, among: app.plan.packages, checkouts: copies.checkouts, packageFolder: folder), !app.droppedPackages.contains(package.identity) {
                        try app.unresolved(package)
                        continue
                    }
                }
                var more = false
                // A package used only for its build-tool plugins runs on the host, as a tool:
                // it is never built against our modules.
                for package in app.plan.packages where copies.patched[package.identity] == nil && !(package.products.isEmpty && !package.plugins.isEmpty) {
                    guard let root = PackagePatches.root(of: package, checkouts: copies.checkouts, packageFolder: folder) else { continue }
                    let products = PackagePatches.engineImports(under: root)
                    let local = try copies.localRedirects(for: root)
                    guard !products.isEmpty || !local.isEmpty, copies.patched[package.identity] == nil else { continue }
                    try copies.writeCopy(of: package.identity, root: root, localRedirects: local)
                    say("  patched package \(package.identity): its files import \(products.joined(separator: ", ")); a copy at \(copies.patched[package.identity]!) depends on this engine's modules")
                    more = true
                }
                if more {
                    try app.replan()
                    try app.installPlan()
                }
            }
            // Before the first build, every dependency of the app's packages that imports our
            // modules is patched at once: the compiler would name them one build at a time.
            if !scannedDependencies, app.plan.packages.contains(where: \.isRemote) || copies.hasLocalCopies {
                // Only once the graph resolves (try! Tokyo's resolves at its third round).
                let found = Self.dependenciesImportingEngine(folder: folder, scratch: scratch, engineIdentity: engine.identity,
                                                             packages: app.knownPackages(), patched: Set(copies.dependencyCopies.keys),
                                                             checkouts: copies.checkouts)
                scannedDependencies = found != nil
                if let importing = found, !importing.isEmpty {
                    try app.patch(dependencies: importing.map { DependencyToPatch(owner: $0.owner, dependency: $0.dependency, reason: "") })
                    try app.replan()
                    try app.installPlan()
                }
            }
            StaleVersionMarkers.remove(in: scratchFolder)
            StaleStandIns.remove(in: scratchFolder, keeping: Set(app.plan.imports.standIns.keys))
            say("build \(round): \(app.plan.files.filter { $0.role == .source }.count) Swift files…")
            let command = ["swift", "build", "--package-path", folder.path] + scratch + ["--target", app.plan.moduleName]
            var build = try Subprocess.run(command)
            if build.status != 0, build.output.contains("in build description") {
                // A build folder shared with another package can keep that package's build
                // description (measured on the app sample: every app after the first that
                // built); remove the cached description so that SwiftPM plans this package.
                Self.forgetBuildDescription(in: scratchPath.map { URL(fileURLWithPath: $0, relativeTo: cwd) } ?? folder.appendingPathComponent(".build"))
                build = try Subprocess.run(command)
            }
            if build.status == 0 { built = true; break }
            if try app.repairPackages(after: build.output, round: round) { continue }
            let errors = BuildDiagnostics.firstErrors(in: build.output, sources: sources, projectFolder: projectFolder)
            let own = errors.filter(\.isAppFile)
            guard !own.isEmpty else {
                let first = errors.first.map { "\($0.path):\($0.line): \($0.message)" } ?? BuildDiagnostics.firstPlainError(in: build.output)
                    // No error line at all (an EhPanda run ended so): the build's last words, and
                    // its exit status, say more than nothing.
                    ?? "swift build failed (exit status \(build.status)): \(build.output.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { String($0.prefix(200)) } ?? "no output")"
                throw AppBuildFailure(message: "the package does not build, and not because of the app's own files: \(first)")
            }
            let allOwn = BuildDiagnostics.allErrors(in: build.output, sources: sources, projectFolder: projectFolder).filter(\.isAppFile)
            if files.blankUnknownWrappers(in: allOwn) { continue }
            files.repair(firsts: own, all: allOwn, lastRounds: app.isLastRound(round))
        }
        guard built else {
            throw AppBuildFailure(message: "still failing after \(rounds) builds; \(files.leftOut.count) files and previews left out (--rounds for more)")
        }

        // The app's own module, when it holds previews; then each local package of the app
        // whose files import SwiftUI (its views may live there: ScanNow, try! Swift Tokyo), through
        // its patched copy, which knows the engine and so the render-previews plugin.
        var found = 0, failed = 0, failedRuns = 0
        let appPreviews = app.plan.files.filter { $0.role == .source }.reduce(0) { count, file in
            let text = (try? String(contentsOf: file.source, encoding: .utf8)) ?? ""
            return count + PreviewBlocks.find(in: text).filter { !(files.removedPreviews[file.path] ?? []).contains($0.lines) }.count
        }
        var renders: [(name: String, folder: URL)] = appPreviews > 0 ? [(app.plan.moduleName, folder)] : []
        for identity in copies.patchedLocal.sorted() {
            // A package of models or services holds no previews: nothing to render there.
            guard let path = copies.patched[identity], Self.previewCount(under: folder.appendingPathComponent(path)) > 0 else { continue }
            renders.append(("package \(identity)", folder.appendingPathComponent(path)))
        }
        for (index, target) in renders.enumerated() {
            if index > 0 {
                // Another root package in the same build folder: let SwiftPM plan it afresh.
                Self.forgetBuildDescription(in: scratchFolder)
            }
            func render() throws -> RenderRun {
                if target.folder != folder {
                    // A root package resolves with its own configuration: the app package's
                    // mirrors serve it too (Construct's local package names swift-url-routing,
                    // which a machine without GitHub gets only through a mirror).
                    try Self.shareMirrors(from: folder, with: target.folder)
                    try Self.sharePins(from: folder, with: target.folder)
                    try copies.nameEveryCopy()
                    try copies.dropTestTargets(ofCopyAt: target.folder)
                }
                StaleVersionMarkers.remove(in: scratchFolder)
                StaleStandIns.remove(in: scratchFolder, keeping: Set(app.plan.imports.standIns.keys))
                return try renderPreviews(in: target.folder, scratch: scratch)
            }
            var result = try render()
            // A local package built as a root of its own can fail where the app's build of it
            // did not (Critical Maps' kit: targets the app does not reach): its failing code is
            // repaired in the copy as during the app's builds, and it is rendered again.
            var repairs = 0
            while result.found == 0, result.status != 0, target.folder != folder, repairs < Self.rootRepairRounds,
                  try app.repairPackages(after: result.output, round: 1) {
                repairs += 1
                say("  \(target.name) did not build as a root of its own; rendering again after repairs (\(repairs) of at most \(Self.rootRepairRounds))")
                result = try render()
            }
            if result.found == 0, target.folder != folder || result.status != 0 {
                // A package that does not build or holds no previews, or a run that ended
                // before its summary: what it would have shown is lost, and said so.
                let previews = target.folder == folder ? appPreviews : Self.previewCount(under: target.folder)
                if previews > 0 {
                    let reason = result.firstError ?? "render-previews failed"
                    files.leftOut.append((target.name, " \(reason)", previews))
                    say("  left out \(target.name)'s previews: \(reason)")
                }
                continue
            }
            found += result.found
            failed += result.failed
            if result.status != 0 { failedRuns += 1 }
        }
        let rendered = found - failed
        let total = found + files.leftOut.reduce(0) { $0 + $1.previews }
        let seconds = Date().timeIntervalSince(started)
        say("\(rendered) of \(total) previews rendered in \(String(format: "%.0f", seconds)) s (the builds included)")
        if !files.leftOut.isEmpty {
            say("left out (\(files.leftOut.count)):")
            // Each with the previews it cost, so that what to fix first is plain.
            for item in files.leftOut {
                let cost = item.previews == 0 ? "" : " [\(item.previews) preview\(item.previews == 1 ? "" : "s")]"
                say("  \(item.what):\(item.why)\(cost)")
            }
        }
        if rendered < total || failedRuns > 0 { throw ExitCode(1) }
    }

    /// Runs render-previews on one package; images without a reference are written, also
    /// under CI (where render-previews would otherwise write nothing), existing ones compared.
    /// Each file's previews get a fresh worker (`--isolate-files`): an app's previews share its
    /// singletons and statics, and the process starts cost little next to the app's builds.
    /// What one render-previews run of a package found, failed, exited with, first said was
    /// wrong, and printed.
    struct RenderRun {
        let found: Int
        let failed: Int
        let status: Int32
        let firstError: String?
        let output: String
    }

    /// Builds of a local package's copy, rendered as a root of its own, that a failure may
    /// repair before its previews are given up.
    static let rootRepairRounds = 8

    private func renderPreviews(in package: URL, scratch: [String]) throws -> RenderRun {
        var render = ["swift", "package", "--package-path", package.path] + scratch
            + ["--allow-writing-to-package-directory", "render-previews", "--record", "missing", "--isolate-files"]
        if configuration == "release" { render += ["--configuration", "release"] }
        let started = Date()
        let run = try Subprocess.run(render)
        let summary = run.output.split(separator: "\n").last { $0.contains(" image") && $0.contains(" preview") }.map(String.init)
        for line in run.output.split(separator: "\n") where line.hasPrefix("error") || (line.contains(" failed") && !line.contains(" images in ")) {
            say(String(line))
        }
        if let summary { say(summary) }
        var found = summary.flatMap { Self.number(before: " preview", in: $0) } ?? 0
        var failed = summary.flatMap { Self.number(before: " failed", in: $0) } ?? 0
        // The counts come from the run's manifest when it wrote one: SwiftPM forwards the
        // plugin's output in chunks, and its own error line can land inside the summary line.
        if let counts = Self.manifestCounts(in: package.appendingPathComponent("Previews/manifest.json"), since: started) {
            (found, failed) = counts
        }
        // A compiler's diagnostic says why a target did not build; the plugin's own line
        // ("building target ApiClient failed") does not, so the diagnostic comes first.
        let diagnostic = BuildDiagnostics.firstCompilerError(in: run.output)
        let firstError = diagnostic ?? run.output.split(separator: "\n").first { $0.contains("error:") }
            .map { String($0).components(separatedBy: "error: ").dropFirst().joined(separator: "error: ") }
        return RenderRun(found: found, failed: summary == nil ? found : failed, status: run.status, firstError: firstError, output: run.output)
    }

    /// Copies SwiftPM's mirror configuration of the package at `source`, if it has one, to the
    /// package at `destination`, which is built as a root of its own.
    static func shareMirrors(from source: URL, with destination: URL) throws {
        let relative = ".swiftpm/configuration/mirrors.json"
        let mirrors = source.appendingPathComponent(relative)
        guard let data = FileManager.default.contents(atPath: mirrors.path) else { return }
        let target = destination.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target, options: .atomic)
    }

    /// Copies the app package's `Package.resolved` over the one of the package at
    /// `destination`, which is built as a root of its own: the root then resolves the versions
    /// the app's build used, a superset of its own graph's. With its author's pins instead,
    /// Critical Maps' kit resolved another swift-syntax than the app's build, and The Composable
    /// Architecture's macros stopped compiling ("'GenericArgumentSyntax' has no member
    /// 'Argument'") in the root alone.
    static func sharePins(from source: URL, with destination: URL) throws {
        let pins = source.appendingPathComponent("Package.resolved")
        guard let data = FileManager.default.contents(atPath: pins.path) else { return }
        try data.write(to: destination.appendingPathComponent("Package.resolved"), options: .atomic)
    }

    /// Previews (distinct inputs) and failed ones in a render-previews manifest written at or
    /// after `since`; nil when there is none.
    static func manifestCounts(in manifest: URL, since: Date) -> (found: Int, failed: Int)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: manifest.path),
              let modified = attributes[.modificationDate] as? Date, modified >= since.addingTimeInterval(-1),
              let data = FileManager.default.contents(atPath: manifest.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        let inputs = { (key: String) in Set(((object[key] as? [[String: Any]]) ?? []).compactMap { $0["input"] as? String }) }
        let failures = inputs("failures")
        return (inputs("images").union(failures).count, failures.count)
    }

    /// The previews declared in the Swift files under `folder` (a package's sources).
    static func previewCount(under folder: URL) -> Int {
        var count = 0
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasPrefix(".build/"), !path.hasPrefix("Tests/") else { continue }
            count += PreviewBlocks.count(in: (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? "")
        }
        return count
    }

    /// Removes SwiftPM's cached build plan from a build folder (`debug.yaml` and the
    /// `description.json` of each triple's configuration), keeping every compiled object.
    static func forgetBuildDescription(in scratch: URL) {
        let fm = FileManager.default
        for name in ["debug.yaml", "release.yaml"] { try? fm.removeItem(at: scratch.appendingPathComponent(name)) }
        for triple in (try? fm.contentsOfDirectory(atPath: scratch.path)) ?? [] {
            for configuration in ["debug", "release"] {
                try? fm.removeItem(at: scratch.appendingPathComponent(triple).appendingPathComponent(configuration).appendingPathComponent("description.json"))
            }
        }
    }

    /// The number just before `word` in `text` ("12 previews" → 12).
    static func number(before word: String, in text: String) -> Int? {
        guard let range = text.range(of: word) else { return nil }
        let digits = text[..<range.lowerBound].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed()))
    }
}

/// One line to standard output at once, unbuffered: each build round takes a while, and its
/// line should show while it runs, even through a pipe.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The app's package could not be made to build.
struct AppBuildFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
