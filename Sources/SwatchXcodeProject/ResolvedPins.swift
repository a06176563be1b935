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

extension ResolvedPins {
    /// The package whose pinned commit SwiftPM could not find, from its resolution output
    /// ("could not find the commit … in …/IndicatorsKit"): a copy of the repository without
    /// the branch Xcode resolved from (Harbour's IndicatorsKit, measured). Its identity.
    public static func unavailablePin(in output: String) -> String? {
        output.split(separator: "\n").lazy.compactMap { PackageResolutionErrors.copyLacking(in: String($0), markers: ["could not find the commit "]) }.first
    }

    /// Removes the pin of `identity` from the pins file at `url`, so that SwiftPM resolves that
    /// package from its requirement alone (and the build judges it as it judges any other);
    /// false when the file has no such pin or cannot be rewritten.
    public static func remove(_ identity: String, from url: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path),
              var object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        func keeps(_ pin: [String: Any]) -> Bool {
            let location = (pin["location"] as? String) ?? (pin["repositoryURL"] as? String) ?? ""
            let name = (pin["identity"] as? String) ?? PackageDependency.identity(of: location)
            return name.lowercased() != identity.lowercased()
        }
        var removed = false
        if let pins = object["pins"] as? [[String: Any]] {
            let kept = pins.filter(keeps)
            removed = kept.count != pins.count
            object["pins"] = kept
        } else if var inner = object["object"] as? [String: Any], let pins = inner["pins"] as? [[String: Any]] {
            let kept = pins.filter(keeps)
            removed = kept.count != pins.count
            inner["pins"] = kept
            object["object"] = inner
        }
        guard removed, let written = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]),
              (try? written.write(to: url)) != nil else { return false }
        return true
    }
}
