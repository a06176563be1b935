import Foundation
import SwatchXcodeProject

// Modules that the app's packages bring along without the project naming them, for
// `render-swatches app` (docs/ARCHITECTURE.md §2.11).
extension AppPreviews {
    /// The modules of every package in the resolved graph of the package at `folder` but the
    /// engine, `engineIdentity` (the targets in each checkout's `Sources/`). Xcode lets an app import a module
    /// of a package it reaches only through another (oscar-weather imports HTTPTypes, which
    /// swift-openapi-runtime depends on; Construct imports Sharing through The Composable
    /// Architecture), and so does SwiftPM once that module is built before the app's; such an
    /// import is not one of a module that nothing provides. Nil when the graph does not
    /// resolve (yet: the build says which package fails, and the next round resolves).
    static func packageGraphModules(folder: URL, scratch: [String], engineIdentity: String) -> Set<String>? {
        guard let root = resolvedGraph(folder: folder, scratch: scratch) else { return nil }
        var paths: Set<String> = []
        func visit(_ node: [String: Any]) {
            for dependency in node["dependencies"] as? [[String: Any]] ?? [] where (dependency["identity"] as? String) != engineIdentity {
                if let path = dependency["path"] as? String, paths.insert(path).inserted { visit(dependency) }
            }
        }
        visit(root)
        var modules: Set<String> = []
        for path in paths {
            let sources = URL(fileURLWithPath: path).appendingPathComponent("Sources")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] where !name.hasPrefix(".") {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: sources.appendingPathComponent(name).path, isDirectory: &isFolder), isFolder.boolValue {
                    modules.insert(name)
                }
            }
        }
        return modules
    }

    /// The dependencies of the app's packages whose own files import our modules (SwiftUI,
    /// Combine…): such a package compiles against our `Combine` without depending on it and
    /// fails on "missing required module" of one of the engine's C modules, which names no file
    /// (FabulaItemsProvider's AxisTabView, measured). Each with its owner, its
    /// checkout folder and why; the caller patches them all in one round, as it patches a
    /// dependency that fails with a file's error. All at once, because the compiler names only
    /// one (FabulaItemsProvider has ten such, and its 900 s ran out at the ninth build).
    /// The packages on the way to one of them are patched with it, so that each package
    /// naming a copy names the copy.
    static func dependenciesImportingEngine(folder: URL, scratch: [String], engineIdentity: String,
                                            packages: [PackageDependency], patched: Set<String>,
                                            checkouts: URL) -> [DependencyToPatch]? {
        guard let root = resolvedGraph(folder: folder, scratch: scratch) else { return nil }
        let checkoutsPath = checkouts.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        // The engine's own dependencies (OpenCombine, which combine-schedulers also depends on
        // on Linux) are never patched: a copy of OpenCombine that depends on our Combine made
        // a cycle (Construct, measured).
        var engineOwn: Set<String> = []
        func collect(_ node: [String: Any]) {
            for dependency in node["dependencies"] as? [[String: Any]] ?? [] {
                if let identity = dependency["identity"] as? String, engineOwn.insert(identity).inserted { collect(dependency) }
            }
        }
        for dependency in root["dependencies"] as? [[String: Any]] ?? [] where (dependency["identity"] as? String) == engineIdentity {
            collect(dependency)
        }
        // Every package of the graph: where it is checked out, and the packages naming it.
        var paths: [String: URL] = [:]
        var parents: [String: Set<String>] = [:]
        func index(_ node: [String: Any]) {
            let parent = node["identity"] as? String ?? ""
            for dependency in node["dependencies"] as? [[String: Any]] ?? [] {
                guard let identity = dependency["identity"] as? String, let path = dependency["path"] as? String else { continue }
                parents[identity, default: []].insert(parent)
                if paths[identity] == nil {
                    paths[identity] = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
                    index(dependency)
                }
            }
        }
        index(root)
        /// A fetched package that nothing has patched yet: one this scan may patch.
        func isCandidate(_ identity: String) -> Bool {
            identity != engineIdentity && !engineOwn.contains(identity) && !patched.contains(identity)
                && !packages.contains(where: { $0.identity == identity }) && paths[identity]?.path.hasPrefix(checkoutsPath) == true
        }
        var reasons: [String: String] = [:]
        for identity in paths.keys.sorted() where isCandidate(identity) {
            let imports = PackagePatches.engineImports(under: paths[identity]!)
            if !imports.isEmpty { reasons[identity] = "its files import \(imports.joined(separator: ", ")) without depending on them" }
        }
        // Every package naming one that is patched is patched too, up to the app's packages:
        // SwiftPM takes a copy and the fetched package of the same identity for one package
        // only when every package that names it names the copy. The Composable Architecture 1.x
        // reaches xctest-dynamic-overlay (which imports `os`) through swift-case-paths, which
        // imports none of our modules.
        var queue = Array(reasons.keys) + Array(patched)
        while let identity = queue.popLast() {
            for parent in parents[identity] ?? [] where reasons[parent] == nil && isCandidate(parent) {
                reasons[parent] = "it names \(identity), which is patched"
                queue.append(parent)
            }
        }
        var found: [DependencyToPatch] = []
        var seen: Set<String> = []
        // Parents before their dependencies: a dependency found under one that is patched in the
        // same pass (swift-perception under The Composable Architecture) names that copy as
        // its owner.
        func visit(_ node: [String: Any]) {
            let parent = node["identity"] as? String ?? ""
            for dependency in node["dependencies"] as? [[String: Any]] ?? [] {
                guard let identity = dependency["identity"] as? String, let path = paths[identity], seen.insert(identity).inserted else { continue }
                if let reason = reasons[identity] {
                    // The package naming it: the graph's parent, else (an app's package
                    // reaching it through the graph's root) the known package whose
                    // manifest names it.
                    let owner = packages.first(where: { $0.identity == parent })?.identity
                        ?? (parent == (root["identity"] as? String) ? packages.first(where: { Self.names($0, identity, checkouts: checkouts, packageFolder: folder) })?.identity : parent)
                    if let owner {
                        found.append(DependencyToPatch(owner: owner, dependency: path.lastPathComponent, reason: reason))
                    }
                }
                visit(dependency)
            }
        }
        visit(root)
        return found
    }

    /// SwiftPM's resolved dependency graph of the package at `folder` (`show-dependencies`'s
    /// JSON: each node's identity, path and dependencies), or nil when it does not resolve.
    static func resolvedGraph(folder: URL, scratch: [String]) -> [String: Any]? {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("render-swatches-graph-\(ProcessInfo.processInfo.processIdentifier).json")
        defer { try? FileManager.default.removeItem(at: output) }
        guard let run = try? Subprocess.run(["swift", "package", "--package-path", folder.path] + scratch
                                              + ["show-dependencies", "--format", "json", "--output-path", output.path]),
              run.status == 0, let data = FileManager.default.contents(atPath: output.path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}

/// A dependency of the app's packages, or of a dependency already patched, that must be
/// patched: the identity of the package naming it, its checkout's folder name, and why.
struct DependencyToPatch {
    /// The identity of the package whose manifest names it.
    let owner: String
    /// Its checkout's folder name (the repository's own case).
    let dependency: String
    /// Why, for the report; empty when it was found before a build.
    let reason: String
}
