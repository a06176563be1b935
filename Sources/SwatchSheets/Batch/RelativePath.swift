import Foundation

/// Paths between folders, for manifests that must work from wherever they are read: a
/// manifest records where the batch ran relative to its own folder (`inputBase`), so
/// `verify` finds the inputs from any current folder.
enum RelativePath {
    /// The absolute, standardized form of `path` (relative paths from the current folder).
    static func absolute(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL
    }

    /// The path from folder `from` to `to` (both absolute): `..` steps, then names; `.` when
    /// they are the same folder.
    static func from(_ from: URL, to: URL) -> String {
        let a = from.standardizedFileURL.pathComponents, b = to.standardizedFileURL.pathComponents
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        let parts = Array(repeating: "..", count: a.count - common) + b[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
