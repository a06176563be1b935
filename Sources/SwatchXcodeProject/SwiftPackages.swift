import Foundation

/// A Swift package the app target uses, as a `Package.swift` dependency: Xcode's local
/// package references become `.package(path:)`, its remote ones `.package(url:…)` with the
/// same version requirement.
public struct PackageDependency: Equatable, Sendable {
    /// SwiftPM's identity of the package, which `.product(name:package:)` must name: the
    /// last component of its path or URL, lower-cased, without `.git`.
    public let identity: String
    /// The `.package(…)` expression.
    public let declaration: String
    /// The products of it that the app target links.
    public var products: [String]
    /// A remote package: written as declared, but nobody checked that it builds on Linux.
    public let isRemote: Bool
    /// Its build-tool plugins that the app target runs (Xcode's `plugin:Name` products): code
    /// generators such as swift-openapi-generator's, whose output the app's files use.
    public var plugins: [String] = []
    /// A local package's name in its manifest (`Package(name:)`), which the app's own package
    /// must not share.
    public var manifestName: String? = nil

    /// A local package used through the copy at `path`.
    public static func local(identity: String, path: String) -> PackageDependency {
        PackageDependency(identity: identity, declaration: ".package(path: \(SwiftLiteral.string(path)))", products: [], isRemote: false)
    }

    /// SwiftPM's identity for a path or URL.
    public static func identity(of location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    /// Whether `manifest` declares a dependency whose URL or path ends in `name` (not merely a
    /// name that starts with it: SDWebImageSwiftUI is not SDWebImage).
    public static func mentions(_ manifest: String, dependency name: String) -> Bool {
        let lowered = manifest.lowercased()
        return ["/\(name)\"", "/\(name).git\"", "/\(name)/\""].contains { lowered.contains($0) }
    }
}

/// Reads the package products an app target links, and the packages they come from.
struct SwiftPackages {
    let project: PBXProject
    let paths: GroupPaths
    /// Package folders of the workspace around the project, which provide products too.
    var workspacePackages: [URL] = []

    /// The packages `target` uses, in the order the target lists their products.
    /// `frameworks` are targets whose files join the app's module (`ProjectFramework`): their
    /// products join the app's too (Milestones' MilestonesCore links The Composable Architecture).
    func dependencies(of target: String, frameworks: [String] = []) throws -> (packages: [PackageDependency], warnings: [String]) {
        var packages: [PackageDependency] = []
        var warnings: [String] = []
        var listed: [String] = []
        for target in [target] + frameworks {
            // Products are listed in the target's packageProductDependencies, and older projects
            // (ScanNow's, measured) link some only through a build file of the Frameworks phase
            // (`productRef`) without listing them there.
            for product in try project.references("packageProductDependencies", of: target) where !listed.contains(product) { listed.append(product) }
            for phase in (try? project.references("buildPhases", of: target)) ?? [] where (try? project.isa(of: phase)) == "PBXFrameworksBuildPhase" {
                for file in (try? project.references("files", of: phase)) ?? [] {
                    if let product = try? project.optionalString("productRef", of: file), !listed.contains(product) { listed.append(product) }
                }
            }
            // A build-tool plugin is a target dependency on a product named "plugin:Name"
            // (oscar-weather's OpenAPIGenerator, measured), and sometimes a listed product too.
            for dependency in (try? project.references("dependencies", of: target)) ?? [] {
                if let product = try? project.optionalString("productRef", of: dependency), !listed.contains(product) { listed.append(product) }
            }
        }
        for dependency in listed {
            var product = try project.string("productName", of: dependency)
            let isPlugin = product.hasPrefix("plugin:")
            if isPlugin {
                product.removeFirst("plugin:".count)
                // Linters run in Xcode's build and check code; a Linux build has no use for
                // them, and SwiftLint's downloads a binary at resolution. Code generators stay:
                // the app's files use what they write.
                if Self.isLintPlugin(product) {
                    warnings.append("package plugin \(product) is left out: a lint plugin of the Xcode build")
                    continue
                }
            }
            let package: PackageDependency
            if let reference = try project.optionalString("package", of: dependency) {
                guard project.contains(reference) else {
                    throw XcodeProjectError(project.file.path, "XCSwiftPackageProductDependency \(dependency) refers to object \(reference) in \"package\", which is missing")
                }
                package = try declaration(of: reference)
            } else if let local = try legacyLocalPackage(declaring: product) {
                package = local
            } else {
                warnings.append("package product \(product) names no package, and no local package folder in the project declares it; it is left out")
                continue
            }
            if isPlugin, PackagePatches.lintPluginPackages.contains(package.identity) {
                warnings.append("package plugin \(product) is left out: a lint plugin of the Xcode build")
                continue
            }
            let index = packages.firstIndex(where: { $0.identity == package.identity }) ?? {
                packages.append(package)
                return packages.count - 1
            }()
            if isPlugin {
                if !packages[index].plugins.contains(product) { packages[index].plugins.append(product) }
            } else if !packages[index].products.contains(product) {
                packages[index].products.append(product)
            }
        }
        for package in packages where package.isRemote {
            warnings.append("remote package \(package.identity) is written as the project declares it; it may not build on Linux (nobody checked here)")
        }
        return (packages, warnings)
    }

    /// A plugin that only checks or formats code (SwiftLint's, SwiftFormat's).
    static func isLintPlugin(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("lint") || lowered.contains("format")
    }

    /// A package reference object as a dependency.
    func declaration(of reference: String) throws -> PackageDependency {
        switch try project.isa(of: reference) {
        case "XCLocalSwiftPackageReference":
            let relative = try project.string("relativePath", of: reference)
            let folder = relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : project.bundle.deletingLastPathComponent().appendingPathComponent(relative)
            return local(folder.standardizedFileURL)
        case "XCRemoteSwiftPackageReference":
            let url = try project.string("repositoryURL", of: reference)
            let requirement = try project.dictionary("requirement", of: reference)
            guard let versions = Self.requirement(requirement) else {
                let kind = requirement["kind"] as? String ?? "none"
                throw XcodeProjectError(project.file.path, "XCRemoteSwiftPackageReference \(reference) (\(url)) has an unsupported requirement \"\(kind)\"")
            }
            return PackageDependency(
                identity: PackageDependency.identity(of: url),
                declaration: ".package(url: \(SwiftLiteral.string(url)), \(versions))",
                products: [], isRemote: true)
        case let other:
            throw XcodeProjectError(project.file.path, "package reference \(reference) is a \(other), not a Swift package reference")
        }
    }

    /// A local package folder as a dependency.
    func local(_ folder: URL) -> PackageDependency {
        let manifest = (try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let name = manifest.range(of: #"Package\(\s*name:\s*"[^"]*""#, options: .regularExpression)
            .flatMap { manifest[$0].split(separator: "\"").dropFirst().first.map(String.init) }
        return PackageDependency(
            identity: PackageDependency.identity(of: folder.path),
            declaration: ".package(path: \(SwiftLiteral.string(folder.path)))",
            products: [], isRemote: false, manifestName: name)
    }

    /// Before Xcode 15, a local package was a folder reference in the group tree, and its
    /// products named no package: find the folder whose manifest declares the product.
    /// Xcode 16 does the same with a synchronized folder that holds package folders (Harbour's
    /// `Modules/` with PortainerKit and Commons): the folder itself or a folder directly in it.
    func legacyLocalPackage(declaring product: String) throws -> PackageDependency? {
        let hasManifest = { (url: URL) in FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) }
        var candidates: [URL] = []
        for reference in project.ids(ofClass: "PBXFileReference") {
            guard let url = try paths.url(of: reference), hasManifest(url) else { continue }
            candidates.append(url)
        }
        candidates += workspacePackages
        for group in project.ids(ofClass: "PBXFileSystemSynchronizedRootGroup") {
            guard let url = try paths.url(of: group) else { continue }
            if hasManifest(url) { candidates.append(url); continue }
            let inside = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            candidates += inside.sorted().map { url.appendingPathComponent($0) }.filter(hasManifest)
        }
        let declaring = candidates.first { folder in
            let manifest = (try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
            return manifest.contains("\"\(product)\"")
        }
        return (declaring ?? (candidates.count == 1 ? candidates[0] : nil)).map(local)
    }

    /// Xcode's `requirement` dictionary as the arguments of `.package(url:…)`.
    static func requirement(_ requirement: [String: Any]) -> String? {
        let text = { (key: String) in (requirement[key] as? String).map(SwiftLiteral.string) }
        switch requirement["kind"] as? String {
        case "upToNextMajorVersion": return text("minimumVersion").map { "from: \($0)" }
        case "upToNextMinorVersion": return text("minimumVersion").map { ".upToNextMinor(from: \($0))" }
        case "exactVersion": return text("version").map { "exact: \($0)" }
        case "versionRange":
            guard let low = text("minimumVersion"), let high = text("maximumVersion") else { return nil }
            return "\(low)..<\(high)"
        case "branch": return text("branch").map { "branch: \($0)" }
        case "revision": return text("revision").map { "revision: \($0)" }
        default: return nil
        }
    }
}

/// Swift source literals for generated manifests.
enum SwiftLiteral {
    /// `text` as a string literal, escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 { result += "\\u{\(String(scalar.value, radix: 16))}" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}
