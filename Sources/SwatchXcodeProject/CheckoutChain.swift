import Foundation

/// The fetched packages that must become copies, read from the checkouts' manifests when
/// SwiftPM will not load the graph. SwiftPM refuses a graph in which a fetched package's
/// product is built on a patched copy ("contains unsafe build flags"), and `show-dependencies`
/// fails with it, so the scan of the resolved graph cannot run. Patched one refusal per
/// build, Construct's Composable Architecture graph took a build for each of its packages
/// (swift-dependencies, swift-sharing, swift-navigation…) and ran out of time; the manifests
/// on disk name the whole chain at once.
public enum CheckoutChain {
    /// A fetched package to patch: the package naming it (a known package, a copy, or one
    /// patched earlier in the list), its checkout's folder name, and why.
    public struct Link: Equatable, Sendable {
        public let owner: String
        public let dependency: String
        public let reason: String
    }

    /// The fetched packages reachable from `roots` (each known package's identity and the
    /// folder holding its original manifest) that import one of our modules, or that name one
    /// already `patched` or found here, up to the known packages; parents come before the
    /// packages they name, so that each owner is a copy by the time its dependency is patched.
    /// `engineRoot`'s own dependencies (OpenCombine, swift-syntax) are never patched: a copy of
    /// OpenCombine that depends on our Combine is a cycle.
    public static func links(roots: [(identity: String, root: URL)], checkouts: URL, patched: Set<String>,
                             engineRoot: URL?, engineImports: (URL) -> [String]) -> [Link] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []).sorted()
        var manifests: [String: String] = [:]
        var names: [String: String] = [:]
        for folder in folders {
            guard let text = try? String(contentsOf: checkouts.appendingPathComponent(folder).appendingPathComponent("Package.swift"), encoding: .utf8) else { continue }
            let identity = PackageDependency.identity(of: folder)
            manifests[identity] = text
            names[identity] = folder
        }
        /// The checkouts a manifest names.
        func children(_ manifest: String) -> [String] {
            names.keys.sorted().filter { PackageDependency.mentions(manifest, dependency: names[$0]!.lowercased()) }
        }
        func manifest(at root: URL) -> String? {
            try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        }
        // What the engine reaches is the engine's.
        var engineOwn: Set<String> = []
        var pending = engineRoot.flatMap(manifest(at:)).map(children) ?? []
        while let identity = pending.popLast() {
            if engineOwn.insert(identity).inserted { pending += manifests[identity].map(children) ?? [] }
        }
        let known = Set(roots.map(\.identity))
        // Breadth first from the known packages: each checkout's parents, and an order in which
        // a parent comes before what it names.
        var parents: [String: [String]] = [:]
        var order: [String] = []
        var queue: [(identity: String, manifest: String)] = roots.compactMap { root in manifest(at: root.root).map { (root.identity, $0) } }
        var seen = known
        while !queue.isEmpty {
            let (parent, text) = queue.removeFirst()
            for child in children(text) where child != parent && !engineOwn.contains(child) {
                parents[child, default: []].append(parent)
                if seen.insert(child).inserted, let childManifest = manifests[child] {
                    order.append(child)
                    queue.append((child, childManifest))
                }
            }
        }
        var reasons: [String: String] = [:]
        for identity in order where !patched.contains(identity) {
            let imports = engineImports(checkouts.appendingPathComponent(names[identity]!))
            if !imports.isEmpty { reasons[identity] = "its files import \(imports.joined(separator: ", ")) without depending on them" }
        }
        var upward = Array(reasons.keys.sorted()) + patched.sorted()
        while let identity = upward.popLast() {
            for parent in parents[identity] ?? [] where reasons[parent] == nil && !patched.contains(parent) && !known.contains(parent) {
                reasons[parent] = "it names \(identity), which is patched"
                upward.append(parent)
            }
        }
        // Each goes once a package naming it is a copy: with two paths to it (The Composable
        // Architecture names swift-perception, and so does swift-navigation, which it also
        // names) breadth first can meet it before its other parent.
        var copies = known.union(patched)
        var links: [Link] = []
        var waiting = order.filter { reasons[$0] != nil }
        while let index = waiting.firstIndex(where: { identity in parents[identity]?.contains(where: copies.contains) == true }) {
            let identity = waiting.remove(at: index)
            let owner = parents[identity]!.first(where: copies.contains)!
            links.append(Link(owner: owner, dependency: names[identity]!, reason: reasons[identity]!))
            copies.insert(identity)
        }
        return links
    }
}
