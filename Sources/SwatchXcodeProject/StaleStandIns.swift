import Foundation

/// Empty stand-in modules (`ImportedModules.appleFrameworks`) left in a build folder by another
/// package's build. `canImport` finds any module in the build's module folders, so a stand-in
/// that one app's package declared turns `#if canImport(SystemConfiguration)` true in the next
/// app's packages: FabulaItemsProvider's Alamofire then compiled its network reachability code
/// against an empty SystemConfiguration (OldOS's, in the shared build folder of the app
/// sample) and was dropped after eight rounds of repairs.
public enum StaleStandIns {
    /// Removes from the module folders under `scratch` the stand-ins that `declared` (the
    /// current package's) does not hold; returns the files removed.
    @discardableResult
    public static func remove(in scratch: URL, keeping declared: Set<String>) -> [String] {
        let fm = FileManager.default
        var removed: [String] = []
        for triple in ((try? fm.contentsOfDirectory(atPath: scratch.path)) ?? []).sorted() {
            for configuration in ["debug", "release"] {
                let folder = scratch.appendingPathComponent(triple).appendingPathComponent(configuration).appendingPathComponent("Modules")
                for name in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                    let module = (name as NSString).deletingPathExtension
                    guard ImportedModules.appleFrameworks.contains(module), !declared.contains(module),
                          (try? fm.removeItem(at: folder.appendingPathComponent(name))) != nil else { continue }
                    removed.append(name)
                }
            }
        }
        return removed
    }
}
