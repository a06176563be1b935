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
        BuildFolderModules.remove(in: scratch) { ImportedModules.appleFrameworks.contains($0) && !declared.contains($0) }
    }
}
