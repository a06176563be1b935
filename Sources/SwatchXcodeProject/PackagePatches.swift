import Foundation

/// An app's Swift packages are written for Apple platforms: a component library or a design
/// system says `import SwiftUI` in its own sources, and its manifest names no `SwiftUI`
/// product, because on a Mac the SDK provides it. On Linux that package fails with "no such
/// module 'SwiftUI'" and takes every file of the app that imports it along.
///
/// The package is therefore used through a patched copy in the app's package folder
/// (`Packages/IDENTITY`): its files as they are (with `SourceRewrite`'s copies where needed), and
/// its `Package.swift` with a few statements appended that add this engine as a dependency
/// and its modules (`SwiftUI`, `UIKit`…, those the package's files import) to each regular
/// target. Appending keeps the author's manifest as it is: it is Swift, and `package` is a
/// variable that later statements can change. Why not edit checkouts in place: SwiftPM owns
/// them and resets them on the next resolve. Why not extra compiler search paths: the
/// engine's modules would then be found only after they happen to be built, and the link
/// would not know them (docs/ARCHITECTURE.md §2.11).
public enum PackagePatches {
    /// Where patched copies live inside the app's package folder.
    public static let folderName = "Packages"

    /// A package whose own files fail to build, found from the compiler's first error in it.
    public struct Failure: Equatable, Sendable {
        /// SwiftPM's identity of the package.
        public let identity: String
        /// The package's folder: its checkout, local folder or patched copy.
        public let root: URL
        /// "Path.swift:12: message" of the first error, the path inside the package.
        public let firstError: String
        /// The module named by "no such module 'X'" when that is the first error.
        public let missingModule: String?
        /// The failing file's path inside the package.
        public let path: String
        /// The error's line.
        public let line: Int
        /// The compiler's message.
        public let message: String
    }

    /// The first package among `packages` that owns an error in `output`: files under
    /// `checkouts/<name>/` (SwiftPM's clones of remote packages), under a local package's
    /// folder, or under a patched copy in `packageFolder`.
    public static func failingPackage(in output: String, packages: [PackageDependency], checkouts: URL, packageFolder: URL) -> Failure? {
        let roots = packages.compactMap { package in
            root(of: package, checkouts: checkouts, packageFolder: packageFolder).map { (package.identity, $0.path) }
        }
        for line in output.split(separator: "\n") {
            guard let found = line.range(of: #"^(/[^:]+\.swift):(\d+):\d+: error: (.*)$"#, options: .regularExpression) else { continue }
            let text = String(line[found])
            let parts = text.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 5 else { continue }
            let path = URL(fileURLWithPath: parts[0]).standardizedFileURL.resolvingSymlinksInPath().path
            for (identity, root) in roots where path.hasPrefix(root + "/") {
                let message = parts[4].replacingOccurrences(of: " error: ", with: "", options: .anchored).trimmingCharacters(in: .whitespaces)
                let relative = String(path.dropFirst(root.count + 1))
                return Failure(identity: identity, root: URL(fileURLWithPath: root), firstError: "\(relative):\(parts[1]): \(message)",
                               missingModule: missingModule(in: message), path: relative, line: Int(parts[1]) ?? 0, message: message)
            }
        }
        return conflictingModule(in: output, roots: roots)
    }

    /// A package whose C module clashes with the toolchain's own in a header outside every
    /// package: Clang names it in "note: but in 'MODULE' found …" under an error such as
    /// "'UErrorCode' has different definitions in different modules". Kanna's `libxml2`
    /// module reads the system's ICU headers (libxml2 is built with ICU on Debian), which
    /// clash with Foundation's `_FoundationICU` on every clean build on Linux; the package
    /// owning that module (by a target of that name in its manifest) does not build here.
    static func conflictingModule(in output: String, roots: [(String, String)]) -> Failure? {
        let lines = output.split(separator: "\n").map(String.init)
        for (index, line) in lines.enumerated() {
            guard line.range(of: #"^/[^:]+\.h:\d+:\d+: error: .*different definitions in different modules"#, options: .regularExpression) != nil,
                  let start = line.range(of: " error: ") else { continue }
            let message = String(line[start.upperBound...])
            for note in lines[(index + 1)...].prefix(12) {
                guard let range = note.range(of: #"note: but in '[^']+'"#, options: .regularExpression) else { continue }
                let module = String(note[range].dropFirst("note: but in '".count).dropLast())
                for (identity, root) in roots {
                    let manifestURL = URL(fileURLWithPath: root).appendingPathComponent(ManifestSelection.manifest(in: URL(fileURLWithPath: root)))
                    guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8),
                          manifest.contains("name: \"\(module)\"") else { continue }
                    let why = "its module \(module) clashes with Foundation's on Linux: \(message)"
                    return Failure(identity: identity, root: URL(fileURLWithPath: root), firstError: why, missingModule: nil,
                                   path: manifestURL.lastPathComponent, line: 0, message: why)
                }
                break
            }
        }
        return nil
    }

    /// The module a compiler error says does not exist ("no such module 'X'"), or nil.
    public static func missingModule(in message: String) -> String? {
        guard let range = message.range(of: #"no such module '([^']+)'"#, options: .regularExpression) else { return nil }
        return String(message[range].dropFirst("no such module '".count).dropLast())
    }

    /// The first error of each Swift file under `root` in `output`, in the order they appear:
    /// the files to leave out of a patched copy in one round.
    public static func firstErrors(in output: String, under root: URL) -> [(path: String, line: Int, column: Int, message: String)] {
        errors(in: output, under: root, firstOnly: true)
    }

    /// Every error of the files under `root`, each once, in the order of `output`.
    public static func allErrors(in output: String, under root: URL) -> [(path: String, line: Int, column: Int, message: String)] {
        errors(in: output, under: root, firstOnly: false)
    }

    private static func errors(in output: String, under root: URL, firstOnly: Bool) -> [(path: String, line: Int, column: Int, message: String)] {
        let prefix = root.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        var seen: Set<String> = []
        var found: [(path: String, line: Int, column: Int, message: String)] = []
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: #"^(/[^:]+\.swift):(\d+):\d+: error: (.*)$"#, options: .regularExpression) else { continue }
            let parts = String(line[range]).split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 5 else { continue }
            let path = URL(fileURLWithPath: parts[0]).standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(prefix), !path.hasSuffix("/Package.swift") else { continue }
            let relative = String(path.dropFirst(prefix.count))
            guard seen.insert(firstOnly ? relative : "\(relative):\(parts[1]):\(parts[2])").inserted else { continue }
            let message = parts[4].replacingOccurrences(of: " error: ", with: "", options: .anchored).trimmingCharacters(in: .whitespaces)
            found.append((relative, Int(parts[1]) ?? 0, Int(parts[2]) ?? 0, message))
        }
        return found
    }

    /// The folder of `package`'s sources: a local package's folder (or its patched copy), or
    /// the checkout SwiftPM made of a remote one (nil before it is resolved).
    public static func root(of package: PackageDependency, checkouts: URL, packageFolder: URL) -> URL? {
        if let local = localPath(of: package) {
            let url = local.hasPrefix("/") ? URL(fileURLWithPath: local) : packageFolder.appendingPathComponent(local)
            return url.standardizedFileURL.resolvingSymlinksInPath()
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []
        return names.sorted().first { PackageDependency.identity(of: $0) == package.identity }
            .map { checkouts.appendingPathComponent($0).standardizedFileURL.resolvingSymlinksInPath() }
    }

    /// The engine's modules (`SwiftUI`, `UIKit`…) that Swift files under `root` import.
    public static func engineImports(under root: URL) -> [String] {
        var found: Set<String> = []
        for relative in ownSwiftFiles(under: root) {
            guard let text = try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8) else { continue }
            for module in ImportedModules.imports(in: text).map(\.module) where ImportedModules.engineProducts.contains(module) {
                found.insert(module)
            }
        }
        return ImportedModules.engineProducts.filter(found.contains)
    }

    /// Names whose declarations Apple's Foundation brings along (Combine's, FoundationNetworking's,
    /// `os`'s, Dispatch's memory-pressure source) and Linux's Foundation lacks: a file that uses
    /// one needs the copy's implicit imports.
    static let implicitlyImportedNames = [
        "ObservableObject", "@Published", "AnyCancellable", "PassthroughSubject", "CurrentValueSubject", "AnyPublisher",
        "URLRequest", "URLSession", "URLResponse", "os_unfair_lock", "os_log", "OSAllocatedUnfairLock", "MemoryPressure",
    ]

    /// Whether a Swift file of the package at `root` uses a name of `implicitlyImportedNames`.
    /// Only then does its copy import those modules implicitly, which takes unsafe compiler
    /// flags: SwiftPM refuses a remote package's product built on a target with unsafe flags,
    /// and Point-Free's packages are shared that way (Construct: "the target
    /// 'ConcurrencyExtras' in product 'Clocks' contains unsafe build flags", once
    /// swift-concurrency-extras, which imports SwiftUI, was a patched copy).
    public static func needsImplicitImports(under root: URL) -> Bool {
        for relative in ownSwiftFiles(under: root) where relative != "Package.swift" && !relative.hasPrefix("Package@") {
            guard let text = try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8) else { continue }
            if implicitlyImportedNames.contains(where: text.contains) { return true }
        }
        return false
    }

    /// The files of the patched copy of the package at `root`, by path inside the copy: its
    /// files (Swift ones rewritten by `SourceRewrite` where needed; version-specific manifests
    /// left out so that SwiftPM reads the patched one) and the patched `Package.swift`, made
    /// from the manifest SwiftPM reads with this toolchain (`ManifestSelection`).
    /// `redirects` maps a dependency's identity to the folder of its own patched copy, which the
    /// copy's manifest then names instead of its URL.
    /// `removing` names dependencies (by identity) that cannot be fetched here: the copy goes
    /// without them, and its files that import their modules are repaired like any others.
    /// `branches` names the branch to ask of a dependency whose named one the copy fetched
    /// here lacks (`retargeting(_:dependency:toBranch:)`).
    public static func copy(of root: URL, engine: EngineReference, products: [String],
                            redirects: [String: String] = [:], removing: Set<String> = [],
                            branches: [String: String] = [:]) throws -> [String: OutputContent] {
        // The manifest SwiftPM would read, written as the copy's only one.
        let manifestURL = root.appendingPathComponent(ManifestSelection.manifest(in: root))
        guard var manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw XcodeProjectError(manifestURL.path, "cannot read the package's manifest")
        }
        for (identity, path) in redirects.sorted(by: { $0.key < $1.key }) {
            manifest = redirecting(manifest, dependency: identity, to: path)
        }
        for (identity, branch) in branches.sorted(by: { $0.key < $1.key }) {
            manifest = retargeting(manifest, dependency: identity, toBranch: branch)
        }
        manifest = withoutLintPlugins(manifest)
        if !removing.isEmpty {
            manifest = without(dependencies: removing, in: manifest,
                               standIn: ".product(name: \"os\", package: \(SwiftLiteral.string(engine.identity)))")
        }
        var contents: [String: OutputContent] = ["Package.swift": .text(patchedManifest(absolutePaths(in: manifest, root: root), engine: engine, products: products,
                                                                                         implicitImports: needsImplicitImports(under: root)))]
        for relative in SynchronizedFolders.walkAll(root) where !isSkipped(relative) && relative != "Package.swift" {
            if !relative.contains("/"), relative.hasPrefix("Package@swift") { continue }
            let source = root.appendingPathComponent(relative)
            // A package's plugins run on this machine, as written; its `@main` files are its
            // executables' (SwiftTerm's build-info plugin and generator), which keep theirs.
            if relative.hasSuffix(".swift"), !relative.hasPrefix("Plugins/"), let text = try? String(contentsOf: source, encoding: .utf8),
               let rewritten = SourceRewrite(text, entryPoints: false).text {
                contents[relative] = .text(rewritten)
            } else {
                contents[relative] = .copy(source)
            }
        }
        return contents
    }

    /// `manifest` with the engine and its `products` added to every regular target.
    /// Every file also imports our Combine (which re-exports the engine: `Selector`,
    /// `autoreleasepool`, which Mantis's UIKit-only files use), FoundationNetworking (through
    /// FoundationNetworkingGaps) and `os` implicitly, as on Apple platforms `import Foundation`
    /// brings Combine, Objective-C's names, `URLRequest` and `os_unfair_lock` (Nuke's files, measured);
    /// a copy is a local package, where SwiftPM allows the flags that say so.
    /// `implicitImports` adds the unsafe flags that import Combine, FoundationNetworkingGaps and
    /// `os` in every file; without it the copy has no unsafe flags.
    public static func patchedManifest(_ manifest: String, engine: EngineReference, products: [String], implicitImports: Bool = true) -> String {
        var modules = products
        for implicit in ["Combine", "os"] where !modules.contains(implicit) { modules.append(implicit) }
        modules.append(PackageManifestWriter.networkingGaps)
        let list = modules.map { ".product(name: \(SwiftLiteral.string($0)), package: \(SwiftLiteral.string(engine.identity)))" }
        let flags = implicitImports
            ? "\n    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"Combine\", \"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"\(PackageManifestWriter.networkingGaps)\", \"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"os\"])]"
            : ""
        return manifest + """

            // Added by render-swatches (docs/ARCHITECTURE.md §2.11): on Linux, the modules this
            // package's files import from Apple's SDK come from SwatchRaster, and what Apple's
            // Foundation brings with it is imported implicitly.
            package.dependencies.append(\(engine.declaration))
            for target in package.targets where target.type == .regular {
                target.dependencies.append(contentsOf: [\(list.joined(separator: ", "))])\(flags)
            }
            \(implicitResources(engine: engine, toolsVersion: ManifestSelection.toolsVersion(of: manifest) ?? [5, 9]))
            """
    }

    /// Manifest code that declares, for each target that declares no resources, the resources
    /// SwiftPM finds by their type on Apple's platforms (asset catalogs, string catalogs,
    /// `.lproj` folders…) as copies. On Linux SwiftPM leaves them unhandled, so the target
    /// had no `Bundle.module`, and every `Text(…, bundle: .module)` failed ("'module' is
    /// inaccessible due to 'internal' protection level": try! Swift Tokyo's feature targets,
    /// which keep a `Media.xcassets` and a `Localizable.xcstrings` each).
    /// A target whose folder holds an asset catalog also gets the GenerateAssetSymbols plugin:
    /// Xcode generates asset symbols for a package's catalogs as for an app's, with their
    /// extensions unless the catalog opts out (Xcode 16), so `Image(.tokyo)` builds there
    /// (try! Swift Tokyo's schedule).
    /// Manifests older than tools 5.3 have no `Resource` (Construct's Introspect says 5.1),
    /// and older than 5.5 no plugins: they get neither.
    static func implicitResources(engine: EngineReference, toolsVersion: [Int]) -> String {
        guard toolsVersion.lexicographicallyPrecedes([5, 3]) == false else { return "" }
        let plugins = toolsVersion.lexicographicallyPrecedes([5, 5]) ? "" : """

                if catalogs, target.resources?.isEmpty == false {
                    target.plugins = (target.plugins ?? []) + [.plugin(name: "GenerateAssetSymbols", package: \(SwiftLiteral.string(engine.identity)))]
                }
            """
        return """
        import Foundation
        let swatchResourceTypes: Set<String> = ["xcassets", "xcstrings", "strings", "stringsdict", "lproj", "xcdatamodeld", "xcdatamodel", "storyboard", "xib"]
        for target in package.targets where target.type == .regular {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(target.path ?? "Sources/" + target.name)
            var found: [Resource] = []
            var catalogs = false
            if let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
                for case let url as URL in walker where swatchResourceTypes.contains(url.pathExtension) {
                    let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
                    if !target.exclude.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) {
                        found.append(.copy(relative))
                        catalogs = catalogs || url.pathExtension == "xcassets"
                    }
                    walker.skipDescendants()
                }
            }
            if target.resources == nil, !found.isEmpty { target.resources = found }\(plugins)
        }

        """
    }

    /// Writes the copy of `contents` at `folder/Packages/identity`, replacing an older one.
    public static func install(_ contents: [String: OutputContent], identity: String, in folder: URL) throws -> String {
        let relative = folderName + "/" + identity
        let destination = folder.appendingPathComponent(relative)
        let fm = FileManager.default
        WrittenFiles.removeTree(destination.path)
        do {
            for (path, content) in contents {
                let url = destination.appendingPathComponent(path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                switch content {
                case .text(let text): try Data(text.utf8).write(to: url)
                case .link(let target): try fm.createSymbolicLink(atPath: url.path, withDestinationPath: target.path)
                case .copy(let source): try fm.copyItem(at: source, to: url)
                }
            }
        } catch {
            WrittenFiles.removeTree(destination.path)
            throw XcodeProjectError(destination.path, "cannot write the patched package: \(error.localizedDescription)")
        }
        return relative
    }

    /// The path a `.package(path:)` declaration names; nil for a remote package.
    static func localPath(of package: PackageDependency) -> String? {
        guard package.declaration.hasPrefix(".package(path:"),
              let quoted = package.declaration.split(separator: "\"").dropFirst().first else { return nil }
        return String(quoted)
    }

    /// Folders that are not the package's sources: Git's, builds, editor state.
    /// The package's own Swift files: not its tests, and not the example apps and packages it
    /// carries in folders of their own (a folder with a `Package.swift` or an `.xcodeproj`):
    /// swift-openapi-generator's `Examples/` import SwiftUI and OSLog, and its copy made the
    /// generator's build plugin depend on the engine.
    static func ownSwiftFiles(under root: URL) -> [String] {
        let all = SynchronizedFolders.walkAll(root).filter { !isSkipped($0) }
        var nested: Set<String> = []
        for relative in all {
            let components = relative.split(separator: "/").map(String.init)
            let folder: ArraySlice<String>
            if let project = components.firstIndex(where: { $0.hasSuffix(".xcodeproj") }) {
                folder = components[..<project]
            } else if components.last == "Package.swift" || components.last?.hasPrefix("Package@swift") == true {
                folder = components.dropLast()
            } else {
                continue
            }
            if !folder.isEmpty { nested.insert(folder.joined(separator: "/") + "/") }
        }
        return all.filter { relative in
            relative.hasSuffix(".swift") && !relative.hasPrefix("Tests/")
                && !nested.contains { relative.hasPrefix($0) }
        }
    }

    private static func isSkipped(_ relative: String) -> Bool {
        let first = relative.split(separator: "/").first.map(String.init) ?? relative
        return [".git", ".build", ".swiftpm", "DerivedData"].contains(first)
    }
}
