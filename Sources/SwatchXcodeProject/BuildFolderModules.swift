import Foundation

/// The compiled-module files of a SwiftPM build folder (`TRIPLE/debug/Modules/NAME.swiftmodule`
/// and its `.swiftdoc`, `.swiftsourceinfo`…), which `canImport` sees whatever the current graph
/// is. One walk serves each kind of leftover that must go (`StaleVersionMarkers`,
/// `StaleStandIns`, `LeftOutPackageModules`).
enum BuildFolderModules {
    /// Removes, from the `folders` of every triple and configuration under `scratch`, the
    /// files whose module name (the name without its extension) `matches`; returns them.
    static func remove(in scratch: URL, folders: [String] = ["Modules"], where matches: (String) -> Bool) -> [String] {
        let fm = FileManager.default
        var removed: [String] = []
        for triple in ((try? fm.contentsOfDirectory(atPath: scratch.path)) ?? []).sorted() {
            for configuration in ["debug", "release"] {
                let base = scratch.appendingPathComponent(triple).appendingPathComponent(configuration)
                for modules in folders {
                    let folder = base.appendingPathComponent(modules)
                    for name in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                    where matches((name as NSString).deletingPathExtension) {
                        if (try? fm.removeItem(at: folder.appendingPathComponent(name))) != nil { removed.append(name) }
                    }
                }
            }
        }
        return removed
    }
}
