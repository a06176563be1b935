import Foundation

/// The versions Xcode resolved the app's remote packages to: the `Package.resolved` that Xcode
/// keeps in the workspace's shared data (`App.xcworkspace/xcshareddata/swiftpm/`, or the
/// project's own `project.xcworkspace` inside `App.xcodeproj`). The generated package starts
/// from it, so SwiftPM checks out the commits the app builds with on a Mac instead of the newest
/// each requirement allows. Measured: Milestones asks for The Composable Architecture
/// `upToNextMinor` 0.14.0, which allows combine-schedulers up to its newest 0.x; the newest needs
/// packages 0.1.2 never did, while the app pins 0.1.2. SwiftPM reads every format Xcode writes
/// (versions 1 to 3) and uses a pin only while it still meets the package's requirements, so a
/// graph that the patched copies change is resolved anew where it must be.
public enum ResolvedPins {
    /// The pins file of `project` (an `.xcodeproj`), or of `workspace` when the project was
    /// opened through one: Xcode keeps a workspace's pins in the workspace, not its projects.
    public static func file(project: URL, workspace: URL? = nil) -> URL? {
        var candidates: [URL] = []
        if let workspace { candidates.append(workspace.appendingPathComponent("xcshareddata/swiftpm/Package.resolved")) }
        candidates.append(project.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
        return candidates.first { FileManager.default.isReadableFile(atPath: $0.path) && isPins($0) }
    }

    /// Whether `url` holds a pins file SwiftPM can read: a JSON object with a format version.
    /// Anything else (a merge conflict's markers, an empty file) is ignored rather than written
    /// into the package, where SwiftPM would refuse the whole build.
    static func isPins(_ url: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let version = object["version"] as? Int else { return false }
        return (1...3).contains(version)
    }
}
