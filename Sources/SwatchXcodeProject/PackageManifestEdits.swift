import Foundation

// Edits of a package's `Package.swift` text for its patched copy (docs/ARCHITECTURE.md §2.11):
// relative paths made absolute, lint plugins and dependencies that cannot be had removed,
// dependencies redirected to their own copies. The text is edited, not evaluated: a manifest
// is Swift, and SwiftPM reads the copy's as its author wrote it, with these changes.
extension PackagePatches {
    /// `manifest` with its relative local dependencies (`.package(path: "../SharedModels")`)
    /// made absolute from the package's own folder: the copy lives elsewhere, and the
    /// neighbours it names stay where they are (try! Swift Tokyo's packages, measured).
    static func absolutePaths(in manifest: String, root: URL) -> String {
        let pattern = try! NSRegularExpression(pattern: #"(\.package\(\s*(?:name:\s*"[^"]*",\s*)?path:\s*")([^"]+)(")"#)
        var result = manifest
        for match in pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).reversed() {
            guard let pathRange = Range(match.range(at: 2), in: manifest) else { continue }
            let path = String(manifest[pathRange])
            guard !path.hasPrefix("/") else { continue }
            let absolute = root.appendingPathComponent(path).standardizedFileURL.path
            result.replaceSubrange(Range(match.range(at: 2), in: result)!, with: absolute)
        }
        return result
    }

    /// Packages that only lint or format code through a build-tool plugin: they change no
    /// compiled code, and SwiftLint's plugin package downloads a binary at resolution, which a
    /// machine without network cannot (BetterBlueKit's copy, measured).
    static let lintPluginPackages: Set<String> = ["swiftlintplugins", "swiftlintplugin", "swiftlint", "swiftformat", "swift-format"]

    /// The line that drops a package's test targets when its manifest is evaluated.
    static let testTargetsRemoval = "package.targets.removeAll { $0.type == .test } // render-swatches: a root for previews only"

    /// `manifest` (a patched copy's) without its test targets, for building the copy as a root
    /// of its own to render its previews: a root resolves its tests' dependencies too, and
    /// SwiftPM refused Construct's local package for one of them ("the target 'CustomDump' in
    /// product 'InlineSnapshotTesting' contains unsafe build flags": swift-snapshot-testing,
    /// fetched, built on the copy of swift-custom-dump). Previews never need the tests.
    public static func withoutTestTargets(_ manifest: String) -> String {
        manifest.contains(testTargetsRemoval) ? manifest : manifest + "\n" + testTargetsRemoval + "\n"
    }

    /// `manifest` without its lint plugins: their `.package(…)` declarations and the
    /// `.plugin(name:package:)` uses that name them.
    static func withoutLintPlugins(_ manifest: String) -> String {
        var result = manifest
        for (range, declaration) in calls(named: ".package(", in: result).reversed() {
            guard let url = quotedArgument("url", in: declaration), lintPluginPackages.contains(PackageDependency.identity(of: url)) else { continue }
            result = removingListElement(range, in: result)
        }
        return removingPluginUses(of: lintPluginPackages, in: result)
    }

    /// `manifest` without the `.plugin(name:package:)` uses of the packages named in
    /// `packages` (lowercased names or identities): nothing can stand in for a plugin.
    static func removingPluginUses(of packages: Set<String>, in manifest: String) -> String {
        var result = manifest
        for (range, use) in calls(named: ".plugin(", in: result).reversed() {
            guard let package = quotedArgument("package", in: use), packages.contains(package.lowercased()) else { continue }
            result = removingListElement(range, in: result)
        }
        return result
    }

    /// `manifest` without the `.package(…)` declarations of `identities` and the
    /// `.product(…, package:)` and `.plugin(…, package:)` uses of them. A package's dependency that cannot be fetched
    /// (Critical Maps' kit pins a branch of composable-core-location that no copy here has)
    /// would otherwise cost the whole package: without it, only the code that imports its
    /// modules is left out.
    /// With `standIn` (a `.product(…)` expression of the engine, which every copy depends on),
    /// each use is replaced by it rather than removed, so that a use outside a list (Critical
    /// Maps declares `static let composableCoreLocation = product(name:package:)` and lists
    /// `.composableCoreLocation`) stays valid Swift.
    public static func without(dependencies identities: Set<String>, in manifest: String, standIn: String? = nil) -> String {
        var result = manifest
        var names = identities
        for (range, declaration) in calls(named: ".package(", in: result).reversed() {
            let location = quotedArgument("url", in: declaration) ?? quotedArgument("path", in: declaration)
            guard let location, identities.contains(PackageDependency.identity(of: location)) else { continue }
            // A manifest older than tools 5.5 names the package in `.product(package:)` by
            // its `name:`, not its identity.
            if let name = quotedArgument("name", in: declaration) { names.insert(name.lowercased()) }
            result = removingListElement(range, in: result)
        }
        for (range, use) in calls(named: "product(", in: result).reversed() {
            guard let package = quotedArgument("package", in: use), names.contains(package.lowercased()) else { continue }
            var lower = range.lowerBound
            let dotted = lower > result.startIndex && result[result.index(before: lower)] == "."
            if dotted { lower = result.index(before: lower) }
            if let standIn {
                // `product(…)` without the dot is `Self.product` inside an extension of
                // `Target.Dependency`, and keeps that form.
                result.replaceSubrange(lower..<range.upperBound, with: dotted || !standIn.hasPrefix(".") ? standIn : String(standIn.dropFirst()))
            } else {
                result = removingListElement(lower..<range.upperBound, in: result)
            }
        }
        // A build-tool plugin of the package, in a target's `plugins:` list (try! Tokyo's
        // LicensesPlugin), goes too.
        result = removingPluginUses(of: names, in: result)
        // A product named by a bare string ("AxisSheet", FabulaItemsProvider's style) is the
        // package's by SwiftPM's convention when the names match.
        let bare = try! NSRegularExpression(pattern: #"(?<=[\[,])\s*"([^"\n]+)"\s*(?=[,\]])"#)
        for match in bare.matches(in: result, range: NSRange(result.startIndex..., in: result)).reversed() {
            guard let name = Range(match.range(at: 1), in: result).map({ String(result[$0]) }), names.contains(name.lowercased()),
                  let range = Range(match.range(at: 1), in: result) else { continue }
            let quoted = result.index(before: range.lowerBound)..<result.index(after: range.upperBound)
            if let standIn {
                result.replaceSubrange(quoted, with: standIn)
            } else {
                result = removingListElement(quoted, in: result)
            }
        }
        return result
    }

    /// The extents of each `name…)` call in `text`, strings skipped, in order.
    static func calls(named name: String, in text: String) -> [(Range<String.Index>, String)] {
        var found: [(Range<String.Index>, String)] = []
        var searchStart = text.startIndex
        while let start = text.range(of: name, range: searchStart..<text.endIndex) {
            var depth = 1, inString = false, index = start.upperBound
            var end: String.Index?
            while index < text.endIndex {
                let character = text[index]
                if character == "\"" { inString.toggle() } else if !inString {
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1; if depth == 0 { end = index; break } }
                }
                index = text.index(after: index)
            }
            guard let end else { break }
            let range = start.lowerBound..<text.index(after: end)
            found.append((range, String(text[range])))
            searchStart = range.upperBound
        }
        return found
    }

    /// The string literal after `label:` in a call's text.
    static func quotedArgument(_ label: String, in call: String) -> String? {
        guard let range = call.range(of: label + #":\s*"[^"]*""#, options: .regularExpression) else { return nil }
        return call[range].split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
    }

    /// `text` without the list element at `range`, and the comma that separated it.
    static func removingListElement(_ range: Range<String.Index>, in text: String) -> String {
        var result = text
        var upper = range.upperBound
        var probe = upper
        while probe < result.endIndex, result[probe].isWhitespace { probe = result.index(after: probe) }
        if probe < result.endIndex, result[probe] == "," {
            upper = result.index(after: probe)
            result.removeSubrange(range.lowerBound..<upper)
            return result
        }
        var lower = range.lowerBound
        var back = lower
        while back > result.startIndex {
            let previous = result.index(before: back)
            if result[previous].isWhitespace { back = previous; continue }
            if result[previous] == "," { lower = previous }
            break
        }
        result.removeSubrange(lower..<upper)
        return result
    }

    /// `manifest` with each `.package(…)` declaration whose URL has the identity `identity`
    /// replaced by `.package(path: path)`: a package's own dependency that imports our modules
    /// (SkyWizard's API package needs NetworkingService, which imports OSLog) is used through
    /// its patched copy. The text is edited, not the `package` value, because reading a
    /// dependency's URL needs tools version 5.6 and manifests older than that are common.
    /// A local dependency (`.package(path: "../Env")`, IceCubes' packages) is redirected the
    /// same way, found by its folder's identity.
    public static func redirecting(_ manifest: String, dependency identity: String, to path: String) -> String {
        var result = manifest
        for (range, declaration) in calls(named: ".package(", in: manifest).reversed() {
            guard let location = quotedArgument("url", in: declaration) ?? quotedArgument("path", in: declaration),
                  PackageDependency.identity(of: location) == identity else { continue }
            // A local package may be named (`.package(name: "Env", path: …)`): its uses name it so.
            let name = quotedArgument("name", in: declaration).map { "name: \(SwiftLiteral.string($0)), " } ?? ""
            result.replaceSubrange(range, with: ".package(\(name)path: \(SwiftLiteral.string(path)))")
        }
        return result
    }

    /// `manifest` asking for branch `branch` of the dependency with identity `identity`
    /// wherever it asks for another branch (`branch: "tca-migration"`, or the older
    /// `.branch("…")`): the copy fetched here lacks the branch the author named, and its default
    /// branch is the one it has (Critical Maps' composable-core-location, whose migration
    /// branch was merged into main and deleted).
    public static func retargeting(_ manifest: String, dependency identity: String, toBranch branch: String) -> String {
        var result = manifest
        for (range, declaration) in calls(named: ".package(", in: manifest).reversed() {
            guard let url = quotedArgument("url", in: declaration), PackageDependency.identity(of: url) == identity else { continue }
            let rewritten = declaration.replacingOccurrences(of: #"(branch:\s*|\.branch\(\s*)"[^"]*""#,
                                                             with: "$1" + NSRegularExpression.escapedTemplate(for: SwiftLiteral.string(branch)),
                                                             options: .regularExpression)
            result.replaceSubrange(range, with: rewritten)
        }
        return result
    }

    /// `manifest` naming each package of `copies` (identity → folder of its patched copy) that
    /// it declares by that folder instead, as `redirecting(_:dependency:to:)` does for one.
    public static func redirecting(_ manifest: String, toCopies copies: [String: String]) -> String {
        copies.sorted(by: { $0.key < $1.key }).reduce(manifest) { redirecting($0, dependency: $1.key, to: $1.value) }
    }

    /// The folders of the local packages the package at `root` depends on, from the manifest
    /// SwiftPM reads with this toolchain.
    public static func localDependencies(of root: URL) -> [URL] {
        let url = root.appendingPathComponent(ManifestSelection.manifest(in: root))
        return (try? String(contentsOf: url, encoding: .utf8)).map { localDependencies(in: $0, root: root) } ?? []
    }

    /// The folders of the local packages `manifest` (of the package at `root`) depends on.
    static func localDependencies(in manifest: String, root: URL) -> [URL] {
        calls(named: ".package(", in: manifest).compactMap { _, declaration in
            guard quotedArgument("url", in: declaration) == nil, let path = quotedArgument("path", in: declaration) else { return nil }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
            return url.standardizedFileURL
        }
    }
}
