import Foundation

/// A file of the package's target: where it goes inside the target's folder, where it is in
/// the project, and whether it is a source or a resource.
public struct PlannedFile: Equatable, Sendable {
    /// Its path inside the target's folder: the same as in the project, from the folder that
    /// holds the `.xcodeproj`.
    public let path: String
    /// The project's file.
    public let source: URL
    /// `.source` or `.resource`.
    public let role: FileRole
}

/// A file of the app target that the package leaves out, and why.
public struct SkippedFile: Equatable, Sendable {
    /// The file's path from the folder that holds the `.xcodeproj`.
    public let path: String
    /// Shown to the user, one line per file.
    public let reason: String
}

/// Everything the generated package will be, decided from the project before anything is
/// written, so that an unusable project changes nothing on disk.
public struct XcodePackagePlan {
    /// The `.xcodeproj`'s file name, for the manifest's comment.
    public let projectName: String
    /// The chosen app target's name in Xcode.
    public let targetName: String
    /// The library target's (and package's) name: the app's Swift module name.
    public let moduleName: String
    /// The sources and resources, in project order.
    public let files: [PlannedFile]
    /// The app's files left out.
    public let skippedFiles: [SkippedFile]
    /// The project's other targets.
    public let skippedTargets: [SkippedTarget]
    /// The app's Swift packages.
    public internal(set) var packages: [PackageDependency]
    /// The modules its sources import.
    public let imports: ImportedModules
    /// Things that may keep the package from building, for stderr.
    public let warnings: [String]
    /// The project's development region, when the app has localized resources.
    public let defaultLocalization: String?
    /// 5 or 6, from `SWIFT_VERSION`.
    public let swiftLanguageMode: Int
    /// The compiler settings and generation choices of the target's Debug configuration.
    public let buildSettings: SwiftBuildSettings
    /// The app's Info.plist, as Xcode would build it, for `Bundle.main` in the previews.
    public let infoPlist: AppInfoPlist

    /// The target's folder inside the package.
    public var sourcesPath: String { "Sources/\(moduleName)" }
    /// The versions Xcode pinned the app's remote packages to (`ResolvedPins`), written into
    /// the package as its `Package.resolved`; nil when the project keeps none.
    public let resolvedPins: URL?
    /// The module names of the project's frameworks whose files joined the app's module
    /// (`ProjectFramework`): each gets an empty module, so that their imports build.
    public let frameworkModules: [String]
    /// The Swift pods of a checked-in CocoaPods `Pods/` folder that the app links
    /// (`CocoaPods`): each is written as a local package at `Pods/MODULE`, and is among
    /// `packages` unless it was left out or patched.
    public let pods: [CocoaPod]

    /// An error when the package would be written to a folder whose name is also the name of
    /// one of the app's packages: SwiftPM names a package after its folder, and the package
    /// would depend on a package of its own name (measured: FabulaItemsProvider uses its own
    /// repository as a local package).
    public func outputNameClash(_ output: URL) -> XcodeProjectError? {
        let identity = PackageDependency.identity(of: output.standardizedFileURL.path)
        guard let package = packages.first(where: { $0.identity == identity }) else { return nil }
        return XcodeProjectError(output.path, "the output folder has the name of the app's package \(package.identity) (\(package.declaration)), and SwiftPM names a package after its folder; choose another --output")
    }

    /// Whether the app's module has Swift files of its own; without any, the package gets a
    /// placeholder file, since SwiftPM refuses a target without sources.
    public var hasOwnSources: Bool { files.contains { $0.role == .source } }

    /// Whether the GenerateAssetSymbols plugin is needed.
    public var hasAssetCatalogs: Bool { files.contains { $0.path.hasSuffix(".xcassets") } }
    /// Whether the app has Core Data models, for the Core Data classes plugin and module.
    public var hasCoreDataModels: Bool { files.contains { $0.path.hasSuffix(".xcdatamodeld") || $0.path.hasSuffix(".xcdatamodel") } }

    /// Reads the project and decides. `target` picks an iOS app by name; `exclude` leaves
    /// out files or folders (paths from the project's folder, or file names) that do not build.
    /// `leavingOutPackages` names packages (by SwiftPM identity) that do not resolve or build
    /// here: they are left out of the manifest, so files importing their modules count as
    /// importing unknown modules.
    /// `patchedPackages` maps a package's identity to its patched copy's path in the package
    /// folder (`PackagePatches`), which is then used instead of the declared one.
    /// `workspacePackages` are the package folders of the workspace the project was opened
    /// from, which provide the products the app names without a package reference;
    /// `workspace` is that workspace, whose pins stand before the project's.
    public init(project bundle: URL, target preferred: String? = nil, exclude: [String] = [],
                leavingOutPackages: Set<String> = [], patchedPackages: [String: String] = [:],
                workspacePackages: [URL] = [], workspace: URL? = nil) throws {
        let project = try PBXProject(bundle: bundle)
        let paths = try GroupPaths(project: project)
        let target = try AppTarget(in: project, preferred: preferred)
        projectName = bundle.lastPathComponent
        resolvedPins = ResolvedPins.file(project: bundle, workspace: workspace)
        targetName = target.name
        var module = target.moduleName
        if ImportedModules.engineProducts.contains(module) || ImportedModules.toolchainModules.contains(module) {
            module += "App"
        }
        moduleName = module
        skippedTargets = target.skipped
        swiftLanguageMode = target.swiftLanguageMode
        buildSettings = SwiftBuildSettings(target.debugSettings)
        infoPlist = AppInfoPlist(settings: target.debugSettings, targetName: target.name, sourceRoot: project.sourceRoot,
                                 developmentRegion: try? project.optionalString("developmentRegion", of: project.rootID))

        let own = try TargetFiles(project: project, target: target.id, paths: paths)
        var members = own.members
        var warnings = own.warnings + infoPlist.warnings
        // The files of the frameworks the app links join its module (`ProjectFramework`).
        for framework in target.frameworks {
            let more = try TargetFiles(project: project, target: framework.id, paths: paths)
            let known = Set(members.map(\.url))
            members += more.members.filter { !known.contains($0.url) }
            warnings += more.warnings
        }
        frameworkModules = target.frameworks.map(\.moduleName).filter { $0 != module }
        warnings += target.frameworks.map { "framework target \"\($0.name)\": its files join the app's module, and import \($0.moduleName) names an empty module" }
        var files: [PlannedFile] = []
        var skipped: [SkippedFile] = []
        var swiftTexts: [(path: String, text: String)] = []
        for member in members {
            let path = paths.relativePath(of: member.url)
            if let pattern = exclude.first(where: { Self.matches(path, $0) }) {
                skipped.append(SkippedFile(path: path, reason: "left out by --exclude \(pattern)"))
                continue
            }
            if let filters = member.platformFilters, !filters.contains("ios") {
                let names = filters.map { ["macos": "macOS", "maccatalyst": "Mac Catalyst", "watchos": "watchOS", "tvos": "tvOS", "xros": "visionOS", "driverkit": "DriverKit"][$0] ?? $0 }
                skipped.append(SkippedFile(path: path, reason: "only for \(names.joined(separator: ", ")) (its platform filter)"))
                continue
            }
            guard FileManager.default.fileExists(atPath: member.url.path) else {
                skipped.append(SkippedFile(path: path, reason: "listed in the project but not on disk"))
                continue
            }
            var role = FileRoles.role(of: path)
            if role == .source {
                guard let text = try? String(contentsOf: member.url, encoding: .utf8) else {
                    skipped.append(SkippedFile(path: path, reason: "not readable as UTF-8 text"))
                    continue
                }
                // An `@main` file builds with its attribute removed (`EntryPointAttribute`):
                // its other declarations (globals, services) are often what views use.
                if member.url.lastPathComponent == "main.swift" {
                    role = .skipped("main.swift is the app's top-level code, which a library cannot have")
                } else {
                    swiftTexts.append((path, text))
                }
            }
            if case .skipped(let reason) = role {
                skipped.append(SkippedFile(path: path, reason: reason))
            } else {
                files.append(PlannedFile(path: path, source: member.url, role: role))
            }
        }
        var packageInfo = try SwiftPackages(project: project, paths: paths, workspacePackages: workspacePackages).dependencies(of: target.id, frameworks: target.frameworks.map(\.id))
        // CocoaPods' pods are local packages here, beside the app's Swift packages.
        pods = CocoaPods.pods(project: bundle, appTarget: target.name)
            .filter { pod in !packageInfo.packages.contains { $0.identity == pod.package.identity } }
        packageInfo.packages += pods.map(\.package)
        if !pods.isEmpty {
            warnings.append("CocoaPods: the pods \(pods.map(\.moduleName).joined(separator: ", ")) of Pods/ are built as local packages (Pods/MODULE)")
        }
        // An app whose views live in its local packages keeps only its `@main` file: the
        // package is still written (with an empty module) so that those packages' previews
        // can be rendered through it.
        guard !swiftTexts.isEmpty || packageInfo.packages.contains(where: { !$0.isRemote }) else {
            throw XcodeProjectError(bundle.path, "target \"\(target.name)\" has no Swift files that a library can build" + (skipped.isEmpty ? "" : " (\(skipped.count) left out)"))
        }
        // SwiftPM refuses two resources of one name in a target ("multiple resources named
        // 'Assets.xcassets'", SkyWizard's app and widget catalogs, measured): a later one is
        // linked under a numbered name. Asset lookups go by the asset's name, never the
        // catalog's, so nothing that reads them changes.
        var resourceNames: [String: Int] = [:]
        files = files.map { file in
            // Localized variants (`en.lproj/Localizable.strings`) share names by design.
            guard case .resource = file.role, !file.path.contains(".lproj/") else { return file }
            let name = (file.path as NSString).lastPathComponent
            resourceNames[name, default: 0] += 1
            guard let count = resourceNames[name], count > 1 else { return file }
            let base = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
            let renamed = ((file.path as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent("\(base) \(count)" + (ext.isEmpty ? "" : ".\(ext)"))
            return PlannedFile(path: renamed, source: file.source, role: file.role)
        }
        self.files = files
        skippedFiles = skipped

        var packages = packageInfo.packages.filter { !leavingOutPackages.contains($0.identity) }.map { package in
            guard let copy = patchedPackages[package.identity] else { return package }
            return PackageDependency(identity: package.identity, declaration: ".package(path: \(SwiftLiteral.string(copy)))",
                                     products: package.products, isRemote: false, plugins: package.plugins, manifestName: package.manifestName)
        }
        warnings += packageInfo.warnings
        for package in packages where !package.isRemote && patchedPackages[package.identity] == nil && !pods.contains(where: { $0.package.identity == package.identity }) {
            warnings.append("local package \(package.identity) is used with its own Package.swift: if it imports SwiftUI, it must depend on this engine's products for Linux too (render-swatches app builds it through a patched copy that does)")
        }
        var imports = ImportedModules(files: swiftTexts, packageModules: Set(packages.flatMap(\.products) + frameworkModules))
        // A module that only a local package's own dependency provides (IceCubes' DesignSystem)
        // is importable in Xcode: it becomes a dependency of the package here.
        var nearby: [PackageDependency] = []
        for module in imports.unknown.keys.sorted() {
            guard let folder = NearbyPackages.declaring(module, under: project.sourceRoot) else { continue }
            let identity = PackageDependency.identity(of: folder.path)
            guard !leavingOutPackages.contains(identity) else { continue }
            if let index = packages.firstIndex(where: { $0.identity == identity }) {
                if !packages[index].products.contains(module) { packages[index].products.append(module) }
            } else if let index = nearby.firstIndex(where: { $0.identity == identity }) {
                nearby[index].products.append(module)
            } else {
                let declaration = patchedPackages[identity].map { ".package(path: \(SwiftLiteral.string($0)))" }
                    ?? ".package(path: \(SwiftLiteral.string(folder.standardizedFileURL.path)))"
                nearby.append(PackageDependency(identity: identity, declaration: declaration, products: [module], isRemote: false))
            }
        }
        if !nearby.isEmpty || packages.contains(where: { package in imports.unknown.keys.contains { package.products.contains($0) } }) {
            packages += nearby
            imports = ImportedModules(files: swiftTexts, packageModules: Set(packages.flatMap(\.products) + frameworkModules))
        }
        self.imports = imports
        self.packages = packages
        for (module, importers) in imports.standIns.sorted(by: { $0.key < $1.key }) {
            let more = importers.count > 1 ? " and \(importers.count - 1) more" : ""
            warnings.append("import \(module) (\(importers[0])\(more)): Apple's framework has no Linux module here; an empty stand-in makes the import build, so only code of it inside #if os(iOS) builds")
        }
        for (module, importers) in imports.unknown.sorted(by: { $0.key < $1.key }) {
            let first = importers[0]
            let more = importers.count > 1 ? " and \(importers.count - 1) more" : ""
            warnings.append("import \(module) (\(first)\(more)): no Linux module of that name here, so those files may not build (leave them out with --exclude)")
        }
        self.warnings = warnings

        let localized = files.contains { file in
            file.path.split(separator: "/").contains { $0.hasSuffix(".lproj") } || file.path.hasSuffix(".xcstrings")
        }
        defaultLocalization = localized ? ((try? project.optionalString("developmentRegion", of: project.rootID)) ?? nil ?? "en") : nil
    }

    /// Whether an `--exclude` value names this path: the same path, a folder above it, or
    /// its file name.
    static func matches(_ path: String, _ pattern: String) -> Bool {
        let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        return path == trimmed || path.hasPrefix(trimmed + "/") || (path as NSString).lastPathComponent == trimmed
    }
}

extension XcodePackagePlan {
    /// The plan without the products `products` names by package identity. Xcode resolves a
    /// product across the whole package graph, so a project may link one through a package that
    /// only depends on its owner (Construct links `Dependencies` "from"
    /// swift-composable-architecture); SwiftPM refuses that ("product 'Dependencies' … not found
    /// in package 'swift-composable-architecture'"), and the module is built and importable
    /// anyway, as a dependency of what the package's own products need.
    public func leavingOut(products: [String: Set<String>]) -> XcodePackagePlan {
        var plan = self
        plan.packages = packages.map { package in
            var kept = package
            kept.products.removeAll { products[package.identity]?.contains($0) == true }
            return kept
        }
        return plan
    }
}
