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
        let workspacePackages = workspace?.packageFolders ?? []
        let folder = URL(fileURLWithPath: options.output, relativeTo: cwd).standardizedFileURL
        let engine = try EngineReference(argument: options.engine, relativeTo: cwd)
        let target = options.target
        let projectFolder = bundle.deletingLastPathComponent()
        let files = AppFileRepairs(projectFolder: projectFolder, excluded: options.exclude)
        var droppedPackages: Set<String> = []
        var plan = try XcodePackagePlan(project: bundle, target: target, exclude: files.excluded, workspacePackages: workspacePackages, workspace: workspace?.bundle)
        if let clash = plan.outputNameClash(folder) { throw clash }
        let scratchFolder = scratchPath.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL } ?? folder.appendingPathComponent(".build")
        let copies = PackageCopies(folder: folder, engine: engine, checkouts: scratchFolder.appendingPathComponent("checkouts"),
                                   remote: Set(plan.packages.filter(\.isRemote).map(\.identity)))
        /// Plans the package again after files or packages were left out or patched.
        var droppedProducts: [String: Set<String>] = [:]
        func replan() throws {
            plan = try XcodePackagePlan(project: bundle, target: target, exclude: files.excluded, leavingOutPackages: droppedPackages, patchedPackages: copies.patched, workspacePackages: workspacePackages, workspace: workspace?.bundle)
                .leavingOut(products: droppedProducts)
        }
        /// Writes the package as the plan and the left-out pieces now have it.
        func installPlan() throws {
            try WrittenFiles.install(WrittenFiles.contents(for: plan, engine: engine, copy: false, removedPreviews: files.removedPreviews,
                                                           stubbedBodies: files.stubbedBodies, unknownWrappers: files.unknownWrappers),
                                     into: folder, project: bundle.path, target: plan.targetName)
        }
        /// Leaves a package of the app out: only the files that import it are lost.
        func drop(package identity: String, because reason: String) {
            droppedPackages.insert(identity)
            files.leftOut.append(("package \(identity)", " \(reason)", 0))
            say("  left out package \(identity): \(reason)")
        }
        say("\(plan.projectName): target \"\(plan.targetName)\" → module \(plan.moduleName)")
        let sources = folder.appendingPathComponent(plan.sourcesPath)
        let scratch = scratchPath.map { ["--scratch-path", URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL.path] } ?? []

        for (path, notes) in WrittenFiles.rewriteNotes(for: plan) {
            say("rewrote \(path): \(notes.joined(separator: "; "))")
        }

        func knownPackages() -> [PackageDependency] { copies.known(plan.packages) }
        /// A package that SwiftPM could not fetch, or whose own dependency it could not: in the
        /// second case the package is used through a copy without that dependency (its files
        /// that import it are then repaired like any others); otherwise it is left out.
        func unresolved(_ failure: (identity: String, reason: String, dependency: String?)) throws {
            guard let dependency = failure.dependency, !(copies.withoutDependencies[failure.identity] ?? []).contains(dependency),
                  let package = plan.packages.first(where: { $0.identity == failure.identity }),
                  let root = copies.root(of: package) else {
                drop(package: failure.identity, because: failure.reason)
                return
            }
            copies.leaveOut(dependency: dependency, of: package.identity)
            try copies.writeCopy(of: package.identity, root: root)
            files.leftOut.append(("dependency \(dependency) of package \(package.identity)", " \(failure.reason)", 0))
            say("  patched package \(package.identity) without its dependency \(dependency), which cannot be fetched here: only the code that imports it goes; a copy at \(copies.patched[package.identity]!)")
            try replan()
        }
        func patch(dependencies failures: [DependencyToPatch]) throws {
            try copies.patch(dependencies: failures, packages: plan.packages, dropped: droppedPackages) { drop(package: $0, because: $1) }
        }
        /// Xcode's pin of a package whose pinned commit this machine's copy lacks goes, and
        /// SwiftPM resolves it from its requirement (`ResolvedPins`); true when one went.
        func dropUnavailablePin(in output: String) -> Bool {
            guard let identity = ResolvedPins.unavailablePin(in: output),
                  ResolvedPins.remove(identity, from: folder.appendingPathComponent(WrittenFiles.pinsName)) else { return false }
            say("  dropped Xcode's pin of package \(identity): its pinned commit is not in the copy fetched here, so it is resolved from its requirement")
            return true
        }
        var built = false
        var scannedDependencies = false
        for round in 1...rounds {
            try replan()
            // A file that imports a module nothing here provides cannot build, and the compiler
            // stops at the first such import without reporting the rest: leave them all out
            // at once rather than one per build.
            var more = false
            // Modules of packages the app reaches only through others are not unknown.
            var reachable: Set<String>? = []
            if !plan.imports.unknown.isEmpty, !plan.packages.isEmpty {
                // The graph is the package's as written: write it first. While it does not
                // resolve, no import is judged: the build names the package that fails first.
                try installPlan()
                reachable = Self.packageGraphModules(folder: folder, scratch: scratch, engineIdentity: engine.identity)
            }
            for (module, importers) in plan.imports.unknown.sorted(by: { $0.key < $1.key }) where reachable?.contains(module) == false {
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
            if more { try replan() }
            try installPlan()
            // Packages whose files import SwiftUI, UIKit… are patched before the build: what the
            // compiler says of them depends on whether the engine's modules happen to be built
            // already, so waiting for an error would make the outcome depend on build order.
            if plan.packages.contains(where: { copies.patched[$0.identity] == nil }) {
                if plan.packages.contains(where: { $0.isRemote }) {
                    let resolve = try Subprocess.run(["swift", "package", "--package-path", folder.path] + scratch + ["resolve"])
                    if resolve.status != 0, dropUnavailablePin(in: resolve.output) { continue }
                    if resolve.status != 0, let package = Self.unresolvedPackage(in: resolve.output, among: plan.packages, checkouts: copies.checkouts, packageFolder: folder), !droppedPackages.contains(package.identity) {
                        try unresolved(package)
                        continue
                    }
                }
                var more = false
                // A package used only for its build-tool plugins runs on the host, as a tool:
                // it is never built against our modules.
                for package in plan.packages where copies.patched[package.identity] == nil && !(package.products.isEmpty && !package.plugins.isEmpty) {
                    guard let root = PackagePatches.root(of: package, checkouts: copies.checkouts, packageFolder: folder) else { continue }
                    let products = PackagePatches.engineImports(under: root)
                    let local = try copies.localRedirects(for: root)
                    guard !products.isEmpty || !local.isEmpty, copies.patched[package.identity] == nil else { continue }
                    try copies.writeCopy(of: package.identity, root: root, localRedirects: local)
                    say("  patched package \(package.identity): its files import \(products.joined(separator: ", ")); a copy at \(copies.patched[package.identity]!) depends on this engine's modules")
                    more = true
                }
                if more {
                    try replan()
                    try installPlan()
                }
            }
            // Before the first build, every dependency of the app's packages that imports our
            // modules is patched at once: the compiler would name them one build at a time.
            if !scannedDependencies, plan.packages.contains(where: \.isRemote) || copies.hasLocalCopies {
                // Only once the graph resolves (try! Tokyo's resolves at its third round).
                let found = Self.dependenciesImportingEngine(folder: folder, scratch: scratch, engineIdentity: engine.identity,
                                                             packages: knownPackages(), patched: Set(copies.dependencyCopies.keys),
                                                             checkouts: copies.checkouts)
                scannedDependencies = found != nil
                if let importing = found, !importing.isEmpty {
                    try patch(dependencies: importing.map { DependencyToPatch(owner: $0.owner, dependency: $0.dependency, reason: "") })
                    try replan()
                    try installPlan()
                }
            }
            StaleVersionMarkers.remove(in: scratchFolder)
            StaleStandIns.remove(in: scratchFolder, keeping: Set(plan.imports.standIns.keys))
            say("build \(round): \(plan.files.filter { $0.role == .source }.count) Swift files…")
            let command = ["swift", "build", "--package-path", folder.path] + scratch + ["--target", plan.moduleName]
            var build = try Subprocess.run(command)
            if build.status != 0, build.output.contains("in build description") {
                // A build folder shared with another package can keep that package's build
                // description (measured on the app sample: every app after the first that
                // built); remove the cached description so that SwiftPM plans this package.
                Self.forgetBuildDescription(in: scratchPath.map { URL(fileURLWithPath: $0, relativeTo: cwd) } ?? folder.appendingPathComponent(".build"))
                build = try Subprocess.run(command)
            }
            if build.status == 0 { built = true; break }
            // A product the project links through a package that only depends on its owner.
            if let (product, owner) = Self.productNotInPackage(build.output, module: plan.moduleName, packages: plan.packages),
               droppedProducts[owner]?.contains(product) != true {
                droppedProducts[owner, default: []].insert(product)
                say("  left out product \(product) of package \(owner) from the target: the package does not declare it (Xcode finds it in the package's own dependencies; its module is built with them)")
                try replan()
                continue
            }
            if dropUnavailablePin(in: build.output) { continue }
            // A package that cannot be fetched or read here costs only the files that use it.
            if let package = Self.unresolvedPackage(in: build.output, among: plan.packages, checkouts: copies.checkouts, packageFolder: folder), !droppedPackages.contains(package.identity) {
                try unresolved(package)
                continue
            }
            // A patched copy of a package's dependency: its failing code is repaired in place.
            if let (identity, root) = copies.dependencyCopies.sorted(by: { $0.key < $1.key }).first(where: { _, root in
                !PackagePatches.firstErrors(in: build.output, under: root).isEmpty
            }) {
                copies.rounds[identity, default: 0] += 1
                if copies.rounds[identity, default: 0] > Self.roundsPerCopy || round > rounds - Self.wholeFileRounds,
                   let owner = copies.redirects.first(where: { $0.value[identity] != nil })?.key, !droppedPackages.contains(owner) {
                    let reason = "still does not build after \(copies.rounds[identity, default: 0] - 1) rounds of leaving out its failing code"
                    if let package = knownPackages().first(where: { $0.identity == owner }), let root = copies.root(of: package),
                       !(copies.withoutDependencies[owner] ?? []).contains(identity) {
                        // A package of the app goes on without it, as without a package that
                        // cannot be fetched: only its code that imports the dependency goes.
                        // Dropping it cost FabulaItemsProvider's local package, with all 296
                        // previews, for its Alamofire (compiled with iOS's Security paths).
                        copies.leaveOut(dependency: identity, of: owner)
                        try copies.writeCopy(of: owner, root: root)
                        files.leftOut.append(("dependency \(identity) of package \(owner)", " \(reason)", 0))
                        say("  patched package \(owner) without its dependency \(identity), which \(reason): only the code that imports it goes")
                    } else {
                        drop(package: owner, because: "its dependency \(identity) \(reason)")
                    }
                    try replan()
                    continue
                }
                for outcome in copies.repairs.repairErrors(in: build.output, root: root, identity: identity,
                                                             wholeFile: round > rounds - Self.wholeFileRounds) {
                    if !outcome.what.isEmpty { files.leftOut.append((outcome.what, outcome.why, outcome.previews)) }
                    say(outcome.line)
                }
                continue
            }
            // A package whose own files fail: one that imports SwiftUI, UIKit… and was not
            // patched yet is used through a patched copy; any other costs only its importers.
            if let failing = PackagePatches.failingPackage(in: build.output, packages: knownPackages(),
                                                           checkouts: copies.checkouts, packageFolder: folder) {
                let products = failing.missingModule.map { ImportedModules.engineProducts.contains($0) } == true && copies.patched[failing.identity] == nil
                    ? PackagePatches.engineImports(under: failing.root) : []
                if let copy = copies.patched[failing.identity], failing.root.path == folder.appendingPathComponent(copy).standardizedFileURL.resolvingSymlinksInPath().path,
                   failing.path.hasSuffix(".swift"), !failing.path.hasSuffix("Package.swift") {
                    // A copy still failing after many rounds (PetNote's Mantis, a UIKit photo
                    // cropper of a hundred files) would use up the build: it is dropped, and
                    // only the app's code that uses it goes. Not a local package of the app's
                    // that holds previews (try! Tokyo's conference holds all ten): dropping it
                    // would cost every one, so it is repaired as the app's own files are.
                    copies.rounds[failing.identity, default: 0] += 1
                    let spent = copies.rounds[failing.identity, default: 0] > Self.roundsPerCopy || round > rounds - Self.wholeFileRounds
                    let holdsPreviews = copies.patchedLocal.contains(failing.identity) && Self.previewCount(under: failing.root) > 0
                    if spent, !holdsPreviews {
                        drop(package: failing.identity, because: "still does not build after \(copies.rounds[failing.identity, default: 0] - 1) rounds of leaving out its failing code: \(failing.firstError)")
                        try replan()
                        continue
                    }
                    // Our own copy of the package: its failing previews, bodies and files are
                    // left out of it, each with its first error, as an app's would be. One that
                    // holds previews is the app's code (Construct keeps every screen in its local
                    // package): as for the app's own files, only a file's own count of pieces
                    // and the last rounds make a file go whole, never the copy's count of
                    // rounds, which cost Construct whole feature files after its eighth.
                    let wholeFile = holdsPreviews ? round > rounds - Self.wholeFileRounds : spent
                    for outcome in copies.repairs.repairErrors(in: build.output, root: failing.root, identity: failing.identity,
                                                                 wholeFile: wholeFile) {
                        if !outcome.what.isEmpty { files.leftOut.append((outcome.what, outcome.why, outcome.previews)) }
                        say(outcome.line)
                    }
                } else if !products.isEmpty {
                    try copies.writeCopy(of: failing.identity, root: failing.root)
                    say("  patched package \(failing.identity): its files import \(products.joined(separator: ", ")); a copy at \(copies.patched[failing.identity]!) depends on this engine's modules")
                } else {
                    drop(package: failing.identity, because: "does not build on Linux: \(failing.firstError)")
                }
                try replan()
                continue
            }
            // A package's own dependency that does not build (SkyWizard's local package needs
            // NetworkingService, which uses URLRequest without FoundationNetworking): the
            // app's package that names it is dropped, costing only its importers.
            let failingDependencies = Self.failingDependency(in: build.output, packages: knownPackages(),
                                                             checkouts: copies.checkouts, packageFolder: folder)
                .map { [DependencyToPatch(owner: $0.0.identity, dependency: $0.1, reason: $0.2)] }
                ?? (build.output.contains("missing required module '")
                    ? Self.dependenciesImportingEngine(folder: folder, scratch: scratch, engineIdentity: engine.identity,
                                                       packages: knownPackages(), patched: Set(copies.dependencyCopies.keys),
                                                       checkouts: copies.checkouts) ?? []
                    : [])
            let newFailures = failingDependencies.filter { !droppedPackages.contains($0.owner) }
            if !newFailures.isEmpty {
                try patch(dependencies: newFailures)
                try replan()
                continue
            }
            // Remote packages whose products are built on patched copies: the whole chain up to
            // the app's packages, read from the checkouts' manifests, since the graph does not
            // load; else the one package that the refusal names.
            if build.output.contains("contains unsafe build flags") {
                let chain = copies.chainToCopies(packages: knownPackages())
                if !chain.isEmpty {
                    say("  SwiftPM refuses fetched packages built on patched copies: \(chain.count) more on the way to the copies are patched at once (\(chain.map(\.dependency).joined(separator: ", ")))")
                    try patch(dependencies: chain.map { DependencyToPatch(owner: $0.owner, dependency: $0.dependency, reason: "") })
                    try replan()
                    continue
                }
            }
            if let found = UnsafeFlagsProducts.dependency(in: build.output, packages: knownPackages(), checkouts: copies.checkouts,
                                                          patched: Set(copies.dependencyCopies.keys)) {
                try patch(dependencies: [DependencyToPatch(owner: found.owner, dependency: found.dependency, reason: "")])
                try replan()
                continue
            }
            // SwiftPM's own error about a package of the app ("error: 'resolver': target
            // 'Resolver' referenced in product 'Resolver' is empty", once its only file was left
            // out of the patched copy): that package is dropped like one that cannot be fetched.
            if let package = plan.packages.first(where: { package in
                build.output.split(separator: "\n").contains { $0.hasPrefix("error: '\(package.identity)': ") }
            }), !droppedPackages.contains(package.identity) {
                let line = build.output.split(separator: "\n").first { $0.hasPrefix("error: '\(package.identity)': ") }.map(String.init) ?? ""
                drop(package: package.identity, because: String(line.dropFirst("error: '\(package.identity)': ".count)))
                try replan()
                continue
            }
            let errors = BuildDiagnostics.firstErrors(in: build.output, sources: sources, projectFolder: projectFolder)
            let own = errors.filter(\.isAppFile)
            guard !own.isEmpty else {
                let first = errors.first.map { "\($0.path):\($0.line): \($0.message)" } ?? BuildDiagnostics.firstPlainError(in: build.output) ?? "swift build failed"
                throw AppBuildFailure(message: "the package does not build, and not because of the app's own files: \(first)")
            }
            let allOwn = BuildDiagnostics.allErrors(in: build.output, sources: sources, projectFolder: projectFolder).filter(\.isAppFile)
            if files.blankUnknownWrappers(in: allOwn) { continue }
            files.repair(firsts: own, all: allOwn, lastRounds: round > rounds - Self.wholeFileRounds)
        }
        guard built else {
            throw AppBuildFailure(message: "still failing after \(rounds) builds; \(files.leftOut.count) files and previews left out (--rounds for more)")
        }

        // The app's own module, when it holds previews; then each local package of the app
        // whose files import SwiftUI (its views may live there: ScanNow, try! Swift Tokyo), through
        // its patched copy, which knows the engine and so the render-previews plugin.
        var found = 0, failed = 0, failedRuns = 0
        let appPreviews = plan.files.filter { $0.role == .source }.reduce(0) { count, file in
            let text = (try? String(contentsOf: file.source, encoding: .utf8)) ?? ""
            return count + PreviewBlocks.find(in: text).filter { !(files.removedPreviews[file.path] ?? []).contains($0.lines) }.count
        }
        var renders: [(name: String, folder: URL)] = appPreviews > 0 ? [(plan.moduleName, folder)] : []
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
            if target.folder != folder {
                // A root package resolves with its own configuration: the app package's
                // mirrors serve it too (Construct's local package names swift-url-routing,
                // which a machine without GitHub gets only through a mirror).
                try Self.shareMirrors(from: folder, with: target.folder)
            }
            StaleVersionMarkers.remove(in: scratchFolder)
            StaleStandIns.remove(in: scratchFolder, keeping: Set(plan.imports.standIns.keys))
            let result = try renderPreviews(in: target.folder, scratch: scratch)
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
    private func renderPreviews(in package: URL, scratch: [String]) throws -> (found: Int, failed: Int, status: Int32, firstError: String?) {
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
        let firstError = run.output.split(separator: "\n").first { $0.contains("error:") }
            .map { String($0).components(separatedBy: "error: ").dropFirst().joined(separator: "error: ") }
        return (found, summary == nil ? found : failed, run.status, firstError)
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

/// A child process run to the end, its standard output and error read together.
enum Subprocess {
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        // Not `waitUntilExit()`: its run loop missed a child's exit here and polled forever
        // (a Construct run hung after SwiftPM had exited); the handler, set before `run()`,
        // cannot miss it.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
