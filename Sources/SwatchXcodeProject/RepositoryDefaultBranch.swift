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

    /// git's trimmed output, or nil when it fails (both checks run `--quiet`, so a failure
    /// prints nothing that could be taken for an answer).
    private static func git(_ arguments: [String]) -> String? {
        guard let run = try? Subprocess.run(["git"] + arguments), run.status == 0 else { return nil }
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
