import Foundation
import SwatchXcodeProject

// Which of the app's packages a failed resolve or build is about, for `render-swatches app`
// (docs/ARCHITECTURE.md §2.11): the package SwiftPM could not fetch, or whose own dependency
// could not be fetched or built, so that it costs only the files that import it.
extension AppPreviews {
    /// The app package that SwiftPM could not fetch or read, from its `error:` line ("Failed
    /// to clone repository URL", "the package at 'PATH' cannot be accessed"), and that line.
    /// A package of the app whose own dependency cannot be fetched counts as unfetchable too:
    /// found by the dependency's repository name in the manifests of the checkouts.
    /// `dependency` is that dependency's identity, nil when the app's package itself failed.
    static func unresolvedPackage(in output: String, among packages: [PackageDependency], checkouts: URL? = nil, packageFolder: URL? = nil) -> (identity: String, reason: String, dependency: String?)? {
        // A dependency of an app's package that cannot be had comes first, since SwiftPM's
        // line names the package that needs it too ("no versions of 'rtt_sdk' match … and
        // 'conference' depends on 'rtt_sdk'"): that package goes without it, not whole.
        if let checkouts, let found = Self.unreachableDependency(in: output, among: packages, checkouts: checkouts, packageFolder: packageFolder,
                                                                 where: { name in !packages.contains { $0.identity == name } }) {
            return found
        }
        if let direct = unresolvedPackage(in: output, among: packages) { return (direct.identity, direct.reason, nil) }
        guard let checkouts else { return nil }
        // A binary artifact that cannot be downloaded (xcstrings-tool-plugin's tool, Lottie's
        // framework): "failed downloading 'URL' which is required by binary target 'NAME'".
        // The package declaring that target cannot be used; one that depends on it loses it.
        for line in output.split(separator: "\n") where line.contains("error:") && line.contains("required by binary target '") {
            let text = String(line)
            guard let target = text.components(separatedBy: "required by binary target '").last?.split(separator: "'").first.map(String.init) else { continue }
            let reason = "its binary target \(target) cannot be downloaded (\(text.components(separatedBy: "error: ").last?.prefix(160) ?? ""))"
            if let owner = packages.first(where: { Self.declares(binaryTarget: target, $0, checkouts: checkouts, packageFolder: packageFolder) }) {
                return (owner.identity, reason, nil)
            }
            // Declared by a dependency of an app's package (LottieUI's lottie-spm): that
            // package goes without the dependency.
            let folders = ((try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []).sorted()
            for folder in folders {
                let manifest = (try? String(contentsOf: checkouts.appendingPathComponent(folder).appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
                guard manifest.contains(".binaryTarget("), manifest.contains("\"\(target)\""),
                      let (owner, between) = Self.owner(reaching: PackageDependency.identity(of: folder), among: packages, checkouts: checkouts, packageFolder: packageFolder) else { continue }
                return (owner.identity, "its dependency \(between) cannot be used: \(reason)", between)
            }
        }
        return Self.unreachableDependency(in: output, among: packages, checkouts: checkouts, packageFolder: packageFolder) { _ in true }
    }

    /// The first `error:` line naming a dependency that cannot be had (`PackageResolutionErrors`)
    /// whose name `accepts` takes, as the app's package that reaches it, the reason, and the
    /// dependency that package goes without.
    private static func unreachableDependency(in output: String, among packages: [PackageDependency], checkouts: URL, packageFolder: URL?,
                                              where accepts: (String) -> Bool) -> (identity: String, reason: String, dependency: String?)? {
        for line in output.split(separator: "\n") where line.contains("error:") {
            let text = String(line)
            guard let name = PackageResolutionErrors.unreachableDependency(in: text), accepts(name),
                  let (owner, between) = Self.owner(reaching: name, among: packages, checkouts: checkouts, packageFolder: packageFolder) else { continue }
            return (owner.identity, "its dependency \(between) cannot be fetched (\(text.components(separatedBy: "error: ").last ?? text))", between)
        }
        return nil
    }

    /// The app's package that reaches the dependency `name`, and its own dependency on the way:
    /// `name` itself when the package's manifest names it, else the fetched package in between
    /// (FabulaItemsProvider → LottieUI → lottie-spm: the app's package loses LottieUI).
    /// The chain may be longer: IceCubes' local package → Bodega → SQLite.swift → CSQLite; each
    /// fetched package that names the one below is followed up to the app's package.
    static func owner(reaching name: String, among packages: [PackageDependency], checkouts: URL, packageFolder: URL?) -> (PackageDependency, String)? {
        var current = name
        var seen: Set<String> = [name]
        for _ in 0..<8 {
            if let owner = packages.first(where: { Self.names($0, current, checkouts: checkouts, packageFolder: packageFolder) }) { return (owner, current) }
            guard let next = Self.dependent(naming: current, checkouts: checkouts), seen.insert(next).inserted else { return nil }
            current = next
        }
        return nil
    }

    /// The manifest of one of the app's packages: a local package (or its patched copy) read
    /// where it lies, a remote one from its checkout or SwiftPM's clone.
    static func packageManifest(_ package: PackageDependency, checkouts: URL, packageFolder: URL?) -> String? {
        guard package.isRemote else {
            return packageFolder.flatMap { PackagePatches.root(of: package, checkouts: checkouts, packageFolder: $0) }
                .flatMap { try? String(contentsOf: $0.appendingPathComponent("Package.swift"), encoding: .utf8) }
        }
        return Self.manifest(of: package, checkouts: checkouts)
    }

    /// Whether `package`'s manifest declares a binary target named `target`.
    static func declares(binaryTarget target: String, _ package: PackageDependency, checkouts: URL, packageFolder: URL?) -> Bool {
        guard let manifest = packageManifest(package, checkouts: checkouts, packageFolder: packageFolder) else { return false }
        return manifest.contains(".binaryTarget(") && manifest.contains("\"\(target)\"")
    }

    /// Whether `package`'s manifest names the dependency `name`.
    static func names(_ package: PackageDependency, _ name: String, checkouts: URL, packageFolder: URL?) -> Bool {
        packageManifest(package, checkouts: checkouts, packageFolder: packageFolder).map { PackageDependency.mentions($0, dependency: name) } == true
    }

    /// The identity of a fetched package (checked out, or cloned by SwiftPM) whose manifest
    /// names `name` as a dependency.
    static func dependent(naming name: String, checkouts: URL) -> String? {
        let manager = FileManager.default
        for folder in ((try? manager.contentsOfDirectory(atPath: checkouts.path)) ?? []).sorted() {
            let identity = PackageDependency.identity(of: folder)
            guard identity != name,
                  let text = try? String(contentsOf: checkouts.appendingPathComponent(folder).appendingPathComponent("Package.swift"), encoding: .utf8),
                  PackageDependency.mentions(text, dependency: name) else { continue }
            return identity
        }
        let repositories = checkouts.deletingLastPathComponent().appendingPathComponent("repositories")
        for clone in ((try? manager.contentsOfDirectory(atPath: repositories.path)) ?? []).sorted() {
            guard let dash = clone.lastIndex(of: "-") else { continue }
            let identity = PackageDependency.identity(of: String(clone[..<dash]))
            guard identity != name,
                  let show = try? Subprocess.run(["git", "--git-dir", repositories.appendingPathComponent(clone).path, "show", "HEAD:Package.swift"]),
                  show.status == 0, PackageDependency.mentions(show.output, dependency: name) else { continue }
            return identity
        }
        return nil
    }

    /// SwiftPM's "product 'X' required by package 'P' target 'T' not found in package 'Z'" for
    /// the app's own target: X and Z's identity, when Z is one of the app's packages.
    static func productNotInPackage(_ output: String, module: String, packages: [PackageDependency]) -> (product: String, package: String)? {
        for line in output.split(separator: "\n") where line.contains("error:") && line.contains(" not found in package '") && line.contains("target '\(module)'") {
            let text = String(line)
            guard let product = text.components(separatedBy: "product '").dropFirst().first?.split(separator: "'").first.map(String.init),
                  let owner = text.components(separatedBy: " not found in package '").last?.split(separator: "'").first.map(String.init),
                  packages.contains(where: { $0.identity == owner.lowercased() && $0.products.contains(product) }) else { continue }
            return (product, owner.lowercased())
        }
        return nil
    }

    /// The app's package whose own dependency (a checkout that is not one of the app's
    /// packages) has the first compiler error in `output`, found by the dependency's name in
    /// the package's manifest.
    static func failingDependency(in output: String, packages: [PackageDependency], checkouts: URL,
                                  packageFolder: URL) -> (PackageDependency, String, String)? {
        let prefix = checkouts.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        for line in output.split(separator: "\n") where line.contains(": error: ") && line.hasPrefix(prefix) {
            let rest = line.dropFirst(prefix.count)
            guard let name = rest.split(separator: "/").first.map(String.init) else { continue }
            let identity = PackageDependency.identity(of: name)
            guard !packages.contains(where: { $0.identity == identity }) else { continue }
            let error = String(rest.dropFirst(name.count + 1))
            for package in packages {
                let manifest: String?
                if let root = PackagePatches.root(of: package, checkouts: checkouts, packageFolder: packageFolder) {
                    manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
                } else {
                    manifest = Self.manifest(of: package, checkouts: checkouts)
                }
                if manifest?.lowercased().contains(identity) == true { return (package, name, error) }
            }
        }
        return nil
    }

    /// A remote package's manifest: from its checkout, or, when resolution stopped before
    /// checking out, from SwiftPM's clone of it (`repositories/NAME-HASH`) at its HEAD.
    static func manifest(of package: PackageDependency, checkouts: URL) -> String? {
        if let root = PackagePatches.root(of: package, checkouts: checkouts, packageFolder: checkouts),
           let text = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) {
            return text
        }
        let repositories = checkouts.deletingLastPathComponent().appendingPathComponent("repositories")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: repositories.path)) ?? []
        guard let clone = names.sorted().first(where: { name in
            guard let dash = name.lastIndex(of: "-") else { return false }
            return PackageDependency.identity(of: String(name[..<dash])) == package.identity
        }) else { return nil }
        let show = try? Subprocess.run(["git", "--git-dir", repositories.appendingPathComponent(clone).path, "show", "HEAD:Package.swift"])
        return show?.status == 0 ? show?.output : nil
    }

    static func unresolvedPackage(in output: String, among packages: [PackageDependency]) -> (identity: String, reason: String)? {
        for line in output.split(separator: "\n") where line.contains("error:") {
            let text = String(line)
            // Measured on the sample: a clone that fails, a version or branch the copy lacks
            // ("no versions of 'x' match", "could not find a branch named 'develop'").
            guard text.contains("Failed to clone repository") || text.contains("cannot be accessed")
                || text.contains("could not find a version") || text.contains("does not appear to be a git repository")
                || text.contains("Could not resolve package dependencies") || text.contains("could not be resolved")
                || text.contains("could not find a branch named") || text.contains("could not find a tag") else { continue }
            for package in packages {
                let location = package.declaration
                // The declaration names the URL or path; SwiftPM's message names the same.
                guard let quoted = location.split(separator: "\"").dropFirst().first else { continue }
                let trimmed = quoted.hasSuffix(".git") ? String(quoted.dropLast(4)) : String(quoted)
                let lower = text.lowercased()
                if text.contains(trimmed) || lower.contains("'\(package.identity)'")
                    || lower.contains("/\(package.identity) ") || lower.contains("/\(package.identity) (") || lower.hasSuffix("/\(package.identity)") {
                    let reason = text.components(separatedBy: "error: ").last ?? text
                    return (package.identity, reason.trimmingCharacters(in: .whitespaces))
                }
            }
        }
        return nil
    }
}
