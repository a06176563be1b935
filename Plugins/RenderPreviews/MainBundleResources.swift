import Foundation

/// An app's resources where its previews look for them: in the main bundle.
///
/// On iOS an app target's resources are copied into the app bundle, and previews read mock
/// data with `Bundle.main.url(forResource:withExtension:)`. SwiftPM puts a target's resources
/// in a bundle of their own (`<package>_<target>.resources`, read through `Bundle.module`), and
/// on Linux the main bundle of an executable is its folder. So for an app's package (one that
/// `render-swatches xcodeproj` wrote, with an `Info.plist`) each top-level entry of the
/// previewed targets' resource bundles is linked beside the runner. Other packages get none:
/// a library's previews on a Mac run in a host app whose main bundle does not hold them.
struct MainBundleResources {
    /// The plugin's work folder, which keeps the list of links placed last time.
    var work: URL
    /// The linked runner; its folder is the main bundle.
    var executable: URL

    /// Names beside the runner that the plugin owns: a resource of the same name is not linked.
    /// `Info.plist` is the app's own (placed from the package), not the resource bundle's.
    static let reserved: Set<String> = ["Info.plist", "main.swift"]

    /// Removes the links of the last run, then links the resources of `appTargets` (empty for
    /// a package that is not an app's), so nothing of another run's package stays.
    func place(appTargets: [String], package: String, buildFolder: URL) throws {
        let manager = FileManager.default
        let folder = executable.deletingLastPathComponent()
        let record = work.appendingPathComponent("main-bundle-resources.txt")
        let placedBefore = (try? String(contentsOf: record, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        for name in placedBefore {
            let link = folder.appendingPathComponent(name)
            // Only a link this plugin made goes: never a file of the plugin's own.
            if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != nil { try manager.removeItem(at: link) }
        }
        var placed: [String] = []
        for target in appTargets {
            let bundle = buildFolder.appendingPathComponent("\(package)_\(target).resources")
            guard let entries = try? manager.contentsOfDirectory(atPath: bundle.path) else { continue }
            for name in entries.sorted() where !Self.reserved.contains(name) && !name.hasPrefix(executable.lastPathComponent) && !placed.contains(name) {
                let link = folder.appendingPathComponent(name)
                guard !manager.fileExists(atPath: link.path) else { continue }
                try manager.createSymbolicLink(at: link, withDestinationURL: bundle.appendingPathComponent(name))
                placed.append(name)
            }
        }
        if placed.isEmpty {
            if manager.fileExists(atPath: record.path) { try manager.removeItem(at: record) }
        } else {
            try (placed.joined(separator: "\n") + "\n").write(to: record, atomically: true, encoding: .utf8)
        }
    }
}
