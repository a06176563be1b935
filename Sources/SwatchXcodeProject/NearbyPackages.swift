import Foundation

/// Local packages near the project that declare a product the app imports without linking it.
/// In Xcode every module built for the app is importable, so an app file may import a
/// product that only one of its local packages depends on (IceCubes imports DesignSystem,
/// which its Env and Timeline packages bring in). SwiftPM makes only direct dependencies
/// importable, so such a module is added as a dependency of its own: found by a manifest
/// under the project's folder (two levels down, build and dependency folders skipped) that
/// declares a library of that name.
enum NearbyPackages {
    /// Folders never searched: builds, checkouts, vendored dependencies, version control.
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The local package folders under `root` (at most `depth` levels down) whose manifest
    /// declares a library named `module`, nearest first.
    static func declaring(_ module: String, under root: URL, depth: Int = 2) -> URL? {
        var level = [root]
        for _ in 0...depth {
            var next: [URL] = []
            for folder in level {
                if let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8),
                   declaresLibrary(module, in: manifest) {
                    return folder
                }
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                for name in names where !name.hasPrefix(".") && !skipped.contains(name) {
                    var isDirectory: ObjCBool = false
                    let child = folder.appendingPathComponent(name)
                    if FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue,
                       child.pathExtension != "xcodeproj", child.pathExtension != "xcassets" {
                        next.append(child)
                    }
                }
            }
            level = next
        }
        return nil
    }

    /// Whether `manifest` declares `.library(name: "module"`.
    static func declaresLibrary(_ module: String, in manifest: String) -> Bool {
        manifest.range(of: #"\.library\(\s*name:\s*""# + NSRegularExpression.escapedPattern(for: module) + "\"", options: .regularExpression) != nil
    }
}
