import Foundation

/// SwiftPM's refusal of unsafe flags in a package that is not local. A patched copy takes
/// unsafe flags (its implicit imports), which SwiftPM allows only in a local package, so a
/// fetched package whose product is built on a copy must become a copy too.
public enum UnsafeFlagsProducts {
    /// The fetched package to patch when SwiftPM refuses "the target 'T' in product 'P'
    /// contains unsafe build flags": a remote package whose product P is built on a patched
    /// copy (which takes flags a local package may have), named by the app's package before
    /// the colon. It is patched too, so that it is local and names the copy. Construct's
    /// swift-dependencies, on its patched combine-schedulers, cost the whole of The
    /// Composable Architecture: the graph did not load, so no scan found it before a build.
    /// Returns the app's package and the fetched package's checkout folder.
    public static func dependency(in output: String, packages: [PackageDependency], checkouts: URL,
                                  patched: Set<String>) -> (owner: String, dependency: String)? {
        for line in output.split(separator: "\n") where line.contains("contains unsafe build flags") {
            let text = String(line)
            guard let product = text.components(separatedBy: "in product '").dropFirst().first?.split(separator: "'").first,
                  let owner = text.components(separatedBy: "error: '").dropFirst().first?.split(separator: "'").first.map(String.init),
                  packages.contains(where: { $0.identity == owner }) else { continue }
            let pattern = try? NSRegularExpression(pattern: "\\.library\\(\\s*name:\\s*\"\(NSRegularExpression.escapedPattern(for: String(product)))\"")
            for folder in ((try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []).sorted() {
                let identity = PackageDependency.identity(of: folder)
                guard !patched.contains(identity), !packages.contains(where: { $0.identity == identity }),
                      let manifest = try? String(contentsOf: checkouts.appendingPathComponent(folder).appendingPathComponent("Package.swift"), encoding: .utf8),
                      let pattern, pattern.firstMatch(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) != nil else { continue }
                return (owner, folder)
            }
        }
        return nil
    }
}
