import Foundation

/// What SwiftPM's resolution errors say about the dependencies it cannot get. An app's package
/// is built on a machine that may not reach a dependency's host, or whose copy of it lacks the
/// branch, tag, commit or versions the manifest asks for; such a dependency cannot be had, so
/// the package that needs it is patched to go without it.
public enum PackageResolutionErrors {
    /// The identity of the dependency an `error:` line of SwiftPM's says it cannot get:
    /// - "Failed to clone repository URL";
    /// - "could not find a branch named 'develop' in PATH" (a copy that lacks the pinned
    ///   branch: Critical Maps' composable-core-location), and the same for a tag or revision;
    /// - "'NAME': Couldn’t check out revision" (a copy whose history lacks a file of it);
    /// - "no versions of 'NAME' match the requirement …" (a copy without a tag in the range:
    ///   try! Tokyo's rtt_sdk).
    public static func unreachableDependency(in line: String) -> String? {
        if let after = line.components(separatedBy: "Failed to clone repository ").dropFirst().last,
           let url = after.split(separator: " ").first.map({ String($0).trimmingCharacters(in: CharacterSet(charactersIn: ":")) }) {
            return PackageDependency.identity(of: url)
        }
        if line.contains("t check out revision"), let quoted = line.components(separatedBy: "error: '").dropFirst().first?.split(separator: "'").first {
            return String(quoted).lowercased()
        }
        if let identity = copyLacking(in: line, markers: ["could not find a branch named ", "could not find a tag named ", "could not find a revision "]) {
            return identity
        }
        if let after = line.components(separatedBy: "no versions of '").dropFirst().first,
           let name = after.split(separator: "'").first, after.contains("' match the requirement") {
            return String(name).lowercased()
        }
        return nil
    }

    /// The branch and the repository copy of a "could not find a branch named 'B' in PATH"
    /// line (SwiftPM quotes the name with ‘’ or ''): the copy fetched here lacks the branch a
    /// manifest asks for, and may have the work under its default branch.
    public static func missingBranch(in line: String) -> (branch: String, location: String)? {
        guard let after = line.components(separatedBy: "could not find a branch named ").dropFirst().first,
              let open = after.first, open == "‘" || open == "'",
              let close = after.dropFirst().firstIndex(where: { $0 == "’" || $0 == "'" }) else { return nil }
        let branch = String(after[after.index(after: after.startIndex)..<close])
        let rest = after[after.index(after: close)...]
        guard rest.hasPrefix(" in ") else { return nil }
        let location = rest.dropFirst(4).trimmingCharacters(in: .whitespaces)
        return branch.isEmpty || location.isEmpty ? nil : (branch, location)
    }

    /// The identity of the repository copy that a "could not find … in PATH" line of one of
    /// `markers` names: SwiftPM ends such a line with the copy's path.
    static func copyLacking(in line: String, markers: [String]) -> String? {
        guard markers.contains(where: line.contains),
              let location = line.components(separatedBy: " in ").last?.trimmingCharacters(in: .whitespaces), !location.isEmpty else { return nil }
        return PackageDependency.identity(of: location)
    }
}
