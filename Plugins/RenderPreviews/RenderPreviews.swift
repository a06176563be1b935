import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-previews [verify|record] …`:
/// every `#Preview` and `PreviewProvider` of the package's targets rendered to PNG, with a
/// manifest to verify against (docs/ARCHITECTURE.md §2.10).
///
/// A command plugin cannot link the user's modules into a tool of its own, so it asks SwiftPM
/// to build the chosen targets and the runner (`SwatchPreviewRunner`) in the package's own
/// build folder — the same objects `swift build` made, so nothing is compiled twice — and then
/// links them, with a one-line `main.swift`, into an executable of its own. The runner finds
/// the previews at run time in the conformance records of the linked objects (§2.8).
@main
struct RenderPreviews: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let configuration = extractor.extractOption(named: "configuration").last ?? "debug"
        let verbose = extractor.extractFlag(named: "verbose-build") > 0
        let runnerArguments = extractor.remainingArguments
        guard configuration == "debug" || configuration == "release" else {
            throw PluginFailure("invalid --configuration \(configuration.debugDescription): expected debug or release")
        }
        let wantsHelp = runnerArguments.contains { $0 == "--help" || $0 == "-h" || $0 == "help" }

        let targets = try Self.previewTargets(in: context.package, named: named)
        guard !targets.isEmpty || wantsHelp else {
            throw PluginFailure("no target of package \(context.package.displayName) imports SwiftUI or SwatchPreviews, so none can hold previews; name one with --target")
        }
        var parameters = PackageManager.BuildParameters(
            configuration: configuration == "release" ? .release : .debug,
            logging: verbose ? .verbose : .concise)
        // A whole-module optimized build drops internal types that nothing refers to, and with
        // them the conformance records the registry finds previews by: a `PreviewProvider` is
        // such a type. Optimized file by file, the compiler cannot know that no other file uses
        // one, so every preview stays (issue 38).
        if configuration == "release" { parameters.otherSwiftcFlags = ["-no-whole-module-optimization"] }
        for name in targets.map(\.name) + [Self.runnerTarget] {
            let result = try packageManager.build(.target(name), parameters: parameters)
            guard result.succeeded else {
                FileHandle.standardError.write(Data(result.logText.utf8))
                throw PluginFailure("building target \(name) failed")
            }
        }

        let work = context.pluginWorkDirectoryURL
        let buildFolder = try Self.buildFolder(work: work, configuration: configuration)
        let runnerModule = try Self.runnerModule(in: context.package)
        let closure = Self.linkClosure(targets + [runnerModule])
        let executable = work.appendingPathComponent("render-previews-\(configuration)")
        try Linker(swiftc: try context.tool(named: "swiftc").url, work: work)
            .link(modules: closure.modules, libraries: closure.flags, buildFolder: buildFolder, executable: executable)
        try Self.placeInfoPlist(of: context.package.directoryURL, beside: executable)
        try MainBundleResources(work: work, executable: executable).place(
            appTargets: FileManager.default.fileExists(atPath: context.package.directoryURL.appendingPathComponent("Info.plist").path) ? targets.map(\.name) : [],
            package: context.package.displayName, buildFolder: buildFolder)

        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = ["--package-path", context.package.directoryURL.path, "--modules", targets.map(\.name).joined(separator: ","),
                             "--built-configuration", configuration] + runnerArguments
        try process.run()
        process.waitUntilExit()
        // The runner has printed what failed; SwiftPM prints this line and exits with 1.
        if process.terminationReason == .uncaughtSignal {
            throw PluginFailure("the preview runner stopped on signal \(process.terminationStatus)")
        }
        if process.terminationStatus != 0 {
            throw PluginFailure("render-previews failed (exit status \(process.terminationStatus)); see above")
        }
    }

    /// Puts the package's `Info.plist` (which `render-swatches xcodeproj` writes from the app's
    /// build settings) beside the runner, where Foundation reads the main bundle's keys, so a
    /// preview's `Bundle.main.infoDictionary` holds the app's version and keys as on iOS. A
    /// package without one gets none: a copy left from an earlier package is removed.
    static func placeInfoPlist(of package: URL, beside executable: URL) throws {
        let source = package.appendingPathComponent("Info.plist")
        let placed = executable.deletingLastPathComponent().appendingPathComponent("Info.plist")
        guard let data = FileManager.default.contents(atPath: source.path) else {
            if FileManager.default.fileExists(atPath: placed.path) { try FileManager.default.removeItem(at: placed) }
            return
        }
        if FileManager.default.contents(atPath: placed.path) != data { try data.write(to: placed, options: .atomic) }
    }

    /// The runner's target in the SwatchRaster package.
    static let runnerTarget = "SwatchPreviewRunner"

    /// The targets to render: those named with `--target`, else every library or executable
    /// target of the root package that reaches `SwatchPreviews` (directly or through `SwiftUI`).
    static func previewTargets(in package: Package, named: [String]) throws -> [SourceModuleTarget] {
        let candidates = package.targets.compactMap { $0 as? SourceModuleTarget }
        if !named.isEmpty {
            return try named.map { name in
                guard let target = candidates.first(where: { $0.name == name }) else {
                    let names = candidates.filter { $0.kind == .generic || $0.kind == .executable }.map(\.name).sorted()
                    throw PluginFailure("no target \(name.debugDescription) in package \(package.displayName); its targets are \(names.joined(separator: ", "))")
                }
                guard target.kind == .generic || target.kind == .executable else {
                    throw PluginFailure("target \(name) is a \(target.kind) target; previews are rendered from library and executable targets")
                }
                return target
            }
        }
        return candidates.filter { target in
            (target.kind == .generic || target.kind == .executable)
                && linkClosure([target]).modules.contains { $0.name == "SwatchPreviews" }
        }
    }

    /// `SwatchPreviewRunner` as a module of the SwatchRaster dependency (or of this package,
    /// when the plugin runs on SwatchRaster itself).
    static func runnerModule(in package: Package) throws -> SourceModuleTarget {
        var seen = Set<String>()
        var queue = [package]
        while let next = queue.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            if let runner = next.targets.first(where: { $0.name == runnerTarget }) as? SourceModuleTarget { return runner }
            queue += next.dependencies.map(\.package)
        }
        throw PluginFailure("the package graph has no target \(runnerTarget); does the package depend on SwatchRaster?")
    }

    /// Every module `roots` link, each once, dependencies included, and what SwiftPM would pass
    /// the linker for them: system libraries' pkg-config flags and `linkedLibrary` settings.
    /// Macros and their dependencies are compiler plugins, not linked code, so they are left
    /// out, as are test targets.
    static func linkClosure(_ roots: [SourceModuleTarget]) -> (modules: [SourceModuleTarget], flags: [String]) {
        var modules: [SourceModuleTarget] = []
        var flags: [String] = []
        var seen = Set<String>()
        func add(_ flag: String) { if !flags.contains(flag) { flags.append(flag) } }
        func visit(_ target: Target) {
            guard seen.insert(target.id).inserted else { return }
            if let module = target as? SourceModuleTarget {
                guard module.kind != .macro, module.kind != .test else { return }
                modules.append(module)
                module.linkedLibraries.forEach { add("-l\($0)") }
            } else if let system = target as? SystemLibraryTarget {
                system.linkerFlags.forEach(add)
            }
            for dependency in target.dependencies {
                switch dependency {
                case .target(let target): visit(target)
                case .product(let product): product.targets.forEach(visit)
                @unknown default: break
                }
            }
        }
        roots.forEach(visit)
        return (modules, flags)
    }

    /// `<scratch>/<configuration>`: the plugin's work folder is `<scratch>/plugins/<name>/outputs…`.
    static func buildFolder(work: URL, configuration: String) throws -> URL {
        var folder = work
        while folder.pathComponents.count > 1 {
            if folder.lastPathComponent == "plugins" {
                let candidate = folder.deletingLastPathComponent().appendingPathComponent(configuration)
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate.resolvingSymlinksInPath() }
            }
            folder.deleteLastPathComponent()
        }
        throw PluginFailure("cannot find the build folder above \(work.path)")
    }
}

/// A plugin error: SwiftPM prints its description after `error:`.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
