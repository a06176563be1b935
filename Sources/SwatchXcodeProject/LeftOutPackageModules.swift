import Foundation

/// The compiled modules of a package that a copy goes on without. Its modules stay in the
/// build folder from the builds that had it, so `import Alamofire` still compiles, and the
/// link fails on every symbol the file uses (FabulaItemsProvider's runner, after its
/// Alamofire was left out: "undefined reference to '$s9Alamofire10HTTPMethodV3getACvau'",
/// 296 previews lost at the last step). With them removed, the import fails at the build, and
/// the files that use it are repaired as for any package that cannot be had.
public enum LeftOutPackageModules {
    /// The modules a manifest declares: the names of its targets.
    public static func targets(inManifest manifest: String) -> [String] {
        guard let pattern = try? NSRegularExpression(pattern: #"\.(?:target|executableTarget|macro|systemLibrary)\(\s*name:\s*"([^"]+)""#) else { return [] }
        return pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).compactMap { match in
            Range(match.range(at: 1), in: manifest).map { String(manifest[$0]) }
        }
    }

    /// Removes the files of `modules` (`NAME.swiftmodule`, `.swiftdoc`, `.swiftsourceinfo`…)
    /// from the module folders under `scratch`; returns the files removed.
    @discardableResult
    public static func remove(_ modules: Set<String>, in scratch: URL) -> [String] {
        BuildFolderModules.remove(in: scratch) { modules.contains($0) }
    }
}
