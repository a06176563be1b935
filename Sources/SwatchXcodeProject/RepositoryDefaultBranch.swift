import Foundation

/// The branch a local repository copy checks out by default, read with git: what a dependency
/// can ask for when the copy fetched here lacks the branch its manifest names (a deleted
/// feature branch, merged into the default one: Critical Maps' composable-core-location).
public enum RepositoryDefaultBranch {
    /// The short name of `HEAD`'s branch in the repository at `path` (bare or not), when that
    /// branch exists; nil for a detached `HEAD`, a folder that is no repository, or no git.
    public static func of(repositoryAt path: String) -> String? {
        guard let name = git(["-C", path, "symbolic-ref", "--quiet", "--short", "HEAD"]), !name.isEmpty,
              git(["-C", path, "rev-parse", "--verify", "--quiet", "refs/heads/\(name)"]) != nil else { return nil }
        return name
    }

    /// git's trimmed standard output, or nil when it fails.
    private static func git(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
