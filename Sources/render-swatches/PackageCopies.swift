import Foundation
import SwatchXcodeProject

/// The patched copies that `render-swatches app` writes into the app's package
/// (docs/ARCHITECTURE.md §2.11): of the app's own packages, of the local packages they reach
/// by a path, and of the dependencies of either whose files import our modules or that name
/// one of those. One object knows which copy stands for which package and which copy names
/// which, so that every package naming a copy names the copy, however the copy came about.
final class PackageCopies {
    /// The app's package, where the copies go (`Packages/NAME`).
    let folder: URL
    let engine: EngineReference
    /// SwiftPM's checkouts in the build folder: where dependencies are copied from.
    let checkouts: URL
    /// The app's remote packages: a copy of one is a local package to SwiftPM, but its
    /// previews are the package author's, never the app's.
    let remote: Set<String>

    /// Each patched package's copy, by identity: its path inside `folder`.
    private(set) var patched: [String: String] = [:]
    /// The patched packages whose previews are the app's: its local packages.
    private(set) var patchedLocal: Set<String> = []
    /// Where each patched package of the app (or local package it reaches) was copied from.
    private(set) var patchedRoots: [String: URL] = [:]
    /// The copies of dependencies, by identity, and the checkout folder each came from.
    private(set) var dependencyCopies: [String: URL] = [:]
    private(set) var dependencyNames: [String: String] = [:]
    /// What each copy names instead of the package: dependency identity → its copy's path.
    private(set) var redirects: [String: [String: String]] = [:]
    /// The dependencies each copy goes without, since they cannot be fetched here.
    private(set) var withoutDependencies: [String: Set<String>] = [:]
    /// The branch each copy asks of a dependency instead of the one its author named, which
    /// the copy fetched here lacks: dependency identity → the copy's default branch.
    private(set) var branches: [String: [String: String]] = [:]
    /// Local packages that the app's packages reach only by a relative path (IceCubes' Env,
    /// which Timeline's manifest names as `../Env`): patched like the app's own when their
    /// files import our modules, or when a local package of theirs is; nothing else would
    /// patch them, since the project does not name them.
    private var transitive: [String: PackageDependency] = [:]
    private var visited: Set<String> = []
    /// The repairs made inside copies, and how many rounds each copy has taken.
    var repairs = PatchedCopyRepairs()
    var rounds: [String: Int] = [:]

    init(folder: URL, engine: EngineReference, checkouts: URL, remote: Set<String>) {
        self.folder = folder
        self.engine = engine
        self.checkouts = checkouts
        self.remote = remote
    }

    /// Whether any copy stands for a local package, so that the dependency graph is worth a scan.
    var hasLocalCopies: Bool { !transitive.isEmpty || !patchedLocal.isEmpty }

    /// The app's packages, and the local packages they reach by a path.
    func known(_ packages: [PackageDependency]) -> [PackageDependency] {
        packages + transitive.keys.sorted().filter { identity in !packages.contains { $0.identity == identity } }.compactMap { transitive[$0] }
    }

    /// The copies of the local packages that `root` names by a path, patching each that
    /// imports our modules or reaches one that does.
    func localRedirects(for root: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for dependency in PackagePatches.localDependencies(of: root) {
            let identity = PackageDependency.identity(of: dependency.path)
            if patched[identity] == nil, visited.insert(identity).inserted,
               FileManager.default.fileExists(atPath: dependency.appendingPathComponent("Package.swift").path) {
                let inner = try localRedirects(for: dependency)
                let products = PackagePatches.engineImports(under: dependency)
                if !products.isEmpty || !inner.isEmpty {
                    redirects[identity, default: [:]].merge(inner) { new, _ in new }
                    let copy = try PackagePatches.install(PackagePatches.copy(of: dependency, engine: engine, products: products, redirects: inner),
                                                          identity: identity, in: folder)
                    patched[identity] = copy
                    patchedRoots[identity] = dependency
                    patchedLocal.insert(identity)
                    transitive[identity] = .local(identity: identity, path: folder.appendingPathComponent(copy).path)
                    let why = products.isEmpty ? "its own local packages are patched" : "its files import \(products.joined(separator: ", "))"
                    say("  patched package \(identity), which \(root.lastPathComponent) names by its path: \(why); a copy at \(copy) depends on this engine's modules")
                }
            }
            if let copy = patched[identity] { result[identity] = folder.appendingPathComponent(copy).path }
        }
        return result
    }

    /// (Re)writes the copy of the app's package `identity` from its `root`, with the
    /// redirects to its dependencies' copies and without the dependencies that cannot be had.
    func writeCopy(of identity: String, root: URL, localRedirects local: [String: String]? = nil) throws {
        // Whatever made the copy (a dependency that cannot be fetched, one that was patched,
        // one that imports our modules), it names the copies of the local packages it reaches
        // by a path, never their folders.
        redirects[identity, default: [:]].merge(try local ?? localRedirects(for: root)) { new, _ in new }
        let copy = try PackagePatches.install(
            PackagePatches.copy(of: root, engine: engine, products: PackagePatches.engineImports(under: root),
                                redirects: redirects[identity] ?? [:], removing: withoutDependencies[identity] ?? [],
                                branches: branches[identity] ?? [:]),
            identity: identity, in: folder)
        patched[identity] = copy
        patchedRoots[identity] = root
        repairs.forget(under: folder.appendingPathComponent(copy))
        if !remote.contains(identity) { patchedLocal.insert(identity) }
    }

    /// The copy of `identity` goes without its dependency `dependency` (which cannot be
    /// fetched here, or does not build) from now on; the dependency's modules left in the
    /// build folder by earlier builds go too (`LeftOutPackageModules`).
    func leaveOut(dependency: String, of identity: String) {
        withoutDependencies[identity, default: []].insert(dependency)
        guard let root = dependencyCopies[dependency] ?? checkout(of: dependency),
              let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) else { return }
        LeftOutPackageModules.remove(Set(LeftOutPackageModules.targets(inManifest: manifest)), in: checkouts.deletingLastPathComponent())
    }

    /// The copy of `identity` asks for `branch` of its dependency `dependency` from now on;
    /// false when it already did, so that a branch is tried once.
    func retarget(dependency: String, of identity: String, toBranch branch: String) -> Bool {
        guard branches[identity]?[dependency] == nil else { return false }
        branches[identity, default: [:]][dependency] = branch
        return true
    }

    /// Where an app's package (or a local package it reaches) is copied from.
    func root(of package: PackageDependency) -> URL? {
        patchedRoots[package.identity] ?? PackagePatches.root(of: package, checkouts: checkouts, packageFolder: folder)
    }

    /// Patches dependencies that fail here, import our modules or name one that does, each
    /// with the package naming it (an app's package, or a dependency patched before or in the
    /// same pass: The Composable Architecture names swift-perception) and the build's error
    /// (empty when found before a build); then patches each owner again, once, to use the
    /// copies. A failing dependency that cannot be copied costs its owner (`drop`).
    func patch(dependencies failures: [DependencyToPatch], packages: [PackageDependency], dropped: Set<String>,
               drop: (_ identity: String, _ reason: String) -> Void) throws {
        func root(ofKnown owner: String) -> URL? {
            patchedRoots[owner] ?? known(packages).first(where: { $0.identity == owner }).flatMap(root(of:))
        }
        var owners: [(identity: String, copies: [String])] = []
        /// `owner`'s copy is to name `identity`'s copy.
        func redirect(_ owner: String, to identity: String) {
            redirects[owner, default: [:]][identity] = dependencyCopies[identity]!.path
            if let index = owners.firstIndex(where: { $0.identity == owner }) {
                owners[index].copies.append(identity)
            } else {
                owners.append((owner, [identity]))
            }
        }
        for failure in failures where !dropped.contains(failure.owner) {
            let identity = PackageDependency.identity(of: failure.dependency)
            let dependencyRoot = checkouts.appendingPathComponent(failure.dependency)
            if dependencyCopies[identity] == nil, FileManager.default.fileExists(atPath: dependencyRoot.appendingPathComponent("Package.swift").path),
               dependencyNames[failure.owner] != nil || root(ofKnown: failure.owner) != nil {
                // Named as its checkout is (the repository's own case): a target that names the
                // product without its package ("NetworkingService") resolves only then.
                let copy = try writeDependencyCopy(named: failure.dependency)
                dependencyCopies[identity] = folder.appendingPathComponent(copy).standardizedFileURL.resolvingSymlinksInPath()
                dependencyNames[identity] = failure.dependency
                let products = PackagePatches.engineImports(under: dependencyRoot)
                // A package on the way to a patched one imports none of our modules: its copy
                // only names the copies.
                let what = products.isEmpty ? "; a copy at \(copy) names the patched copies of its dependencies"
                    : ": its files import \(products.joined(separator: ", ")); a copy at \(copy) depends on this engine's modules"
                say("  patched package \(identity), a dependency of \(failure.owner)\(failure.reason.isEmpty ? "" : ", which fails with \(failure.reason)")\(what)")
                redirect(failure.owner, to: identity)
            } else if !failure.reason.isEmpty, known(packages).contains(where: { $0.identity == failure.owner }) {
                // Found before a build (no error yet), it is left to the build to judge.
                drop(failure.owner, "its dependency \(failure.dependency) does not build on Linux: \(failure.reason)")
            }
        }
        // A dependency that several packages name (swift-perception: The Composable
        // Architecture, swift-navigation and swift-sharing) is redirected in every copy that
        // names it, not only under the parent the graph listed first: SwiftPM would otherwise
        // see the copy and the remote package as one identity twice.
        for owner in Set(dependencyNames.keys).union(patched.keys).sorted() where !dropped.contains(owner) {
            let root = dependencyNames[owner].map { checkouts.appendingPathComponent($0) } ?? patchedRoots[owner]
            guard let manifest = root.flatMap({ try? String(contentsOf: $0.appendingPathComponent("Package.swift"), encoding: .utf8) }) else { continue }
            for (identity, name) in dependencyNames.sorted(by: { $0.key < $1.key })
            where identity != owner && redirects[owner]?[identity] == nil && PackageDependency.mentions(manifest, dependency: name.lowercased()) {
                redirect(owner, to: identity)
            }
        }
        for (owner, copies) in owners where !dropped.contains(owner) {
            if let name = dependencyNames[owner] {
                _ = try writeDependencyCopy(named: name)
            } else if let root = root(ofKnown: owner) {
                try writeCopy(of: owner, root: root)
            } else {
                continue
            }
            say("  patched package \(owner) again: its copy uses \(copies.map { "\($0)'s" }.joined(separator: ", "))")
        }
    }

    /// Every copy names every other copy it mentions by its path, whether that copy stands for
    /// one of the app's packages or for a dependency. Inside the app's package the root's own
    /// path dependencies settle each identity, so a copy naming an app package's copy by its
    /// URL does no harm there; but a local package rendered as a root of its own has no such
    /// declarations, and SwiftPM then fetched the remote package beside its copy and refused
    /// it ("the target 'IssueReporting' in product 'CombineSchedulers' contains unsafe build
    /// flags": Construct's local package, with 15 previews, after its app module had rendered).
    func nameEveryCopy() throws {
        var paths: [String: String] = [:]
        for (identity, relative) in patched { paths[identity] = folder.appendingPathComponent(relative).standardizedFileURL.resolvingSymlinksInPath().path }
        for (identity, copy) in dependencyCopies { paths[identity] = copy.path }
        for (owner, path) in paths.sorted(by: { $0.key < $1.key }) {
            let manifestURL = URL(fileURLWithPath: path).appendingPathComponent("Package.swift")
            guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else { continue }
            let edited = PackagePatches.redirecting(manifest, toCopies: paths.filter { $0.key != owner })
            if edited != manifest { try edited.write(to: manifestURL, atomically: true, encoding: .utf8) }
        }
    }

    /// The copy at `root` without its test targets, before it is built as a root of its own
    /// (`PackagePatches.withoutTestTargets`).
    func dropTestTargets(ofCopyAt root: URL) throws {
        let manifestURL = root.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let edited = PackagePatches.withoutTestTargets(manifest)
        if edited != manifest { try edited.write(to: manifestURL, atomically: true, encoding: .utf8) }
    }

    /// The fetched packages on the way from `packages` to the copies, or importing our
    /// modules, that are not copies yet (`CheckoutChain`).
    func chainToCopies(packages: [PackageDependency]) -> [CheckoutChain.Link] {
        let roots = known(packages).compactMap { package in root(of: package).map { (identity: package.identity, root: $0) } }
        let engineRoot: URL?
        switch engine {
        case .path(let folder): engineRoot = folder
        case .url: engineRoot = checkout(of: engine.identity)
        }
        return CheckoutChain.links(roots: roots, checkouts: checkouts, patched: Set(dependencyCopies.keys),
                                   engineRoot: engineRoot, engineImports: PackagePatches.engineImports(under:))
    }

    /// The checkout folder of the fetched package `identity`, if SwiftPM checked it out.
    private func checkout(of identity: String) -> URL? {
        ((try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? [])
            .first { PackageDependency.identity(of: $0) == identity }.map { checkouts.appendingPathComponent($0) }
    }

    /// Writes a dependency's copy from its checkout, with the redirects it has so far.
    private func writeDependencyCopy(named name: String) throws -> String {
        let root = checkouts.appendingPathComponent(name)
        let copy = try PackagePatches.install(PackagePatches.copy(of: root, engine: engine, products: PackagePatches.engineImports(under: root),
                                                                  redirects: redirects[PackageDependency.identity(of: name)] ?? [:]),
                                              identity: name, in: folder)
        repairs.forget(under: folder.appendingPathComponent(copy))
        return copy
    }
}
