import Foundation

// Containers and security-scoped files: Apple's Foundation has them for sandboxed apps, iCloud
// and app groups; swift-corelibs-foundation does not. Sprite Catalog and widget-sharing apps in
// the real-app sample call them while setting up their models.

extension FileManager {
    /// The iCloud container's folder: nil, as for a user signed out of iCloud.
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }

    /// The folder an app group shares with its widgets and extensions: a folder of its own
    /// under the temporary directory, made on first use, so that code which writes its shared
    /// data there (and often force-unwraps this URL) works in a still as in the simulator.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let safe = groupIdentifier.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        let folder = temporaryDirectory.appendingPathComponent("AppGroups").appendingPathComponent(String(safe))
        try? createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

extension URL {
    /// Asks to open a file the user picked outside the sandbox; Linux has no sandbox, so the
    /// file is as readable as it is, and there is nothing to balance: false, as for a URL that
    /// needed no access.
    public func startAccessingSecurityScopedResource() -> Bool { false }
    /// Ends access begun by `startAccessingSecurityScopedResource()`; nothing to end.
    public func stopAccessingSecurityScopedResource() {}
}
