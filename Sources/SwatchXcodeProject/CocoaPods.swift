import Foundation

/// A pod that CocoaPods installed for the app, in the `Pods/` folder beside its project. Many
/// apps keep that folder in Git (pilgrim: Cache, CombineExt, CoreGPX, CoreStore and
/// ZIPFoundation), so the pods' sources are there without CocoaPods or the network. Each
/// Swift pod becomes a local package of the generated package, at `Pods/MODULE`: a package,
/// not files of the app's module, because a pod is a module of its own whose names may be
/// the app's too (pilgrim's `DiskStorage` and the Cache pod's). As a local package it is
/// patched, repaired or left out like any other (`render-swatches app`).
public struct CocoaPod: Equatable, Sendable {
    /// The module that the app imports (`PRODUCT_MODULE_NAME` of the pod's target).
    public let moduleName: String
    /// The pod's Swift files, from its target's Sources phase.
    public let files: [URL]
    /// The `Pods/` folder, which the files' paths in the package are taken from.
    public let podsFolder: URL
    /// The module names of the Swift pods that this one depends on.
    public let dependencies: [String]

    /// The package's folder inside the generated package.
    public var path: String { "Pods/\(moduleName)" }

    /// The generated package's dependency on it.
    public var package: PackageDependency {
        PackageDependency(identity: PackageDependency.identity(of: path), declaration: ".package(path: \(SwiftLiteral.string(path)))",
                          products: [moduleName], isRemote: false, manifestName: moduleName)
    }

    /// The package's files, by path inside its folder: a manifest and copies of the sources,
    /// under `Sources/MODULE/` with their paths inside `Pods/`.
    public var packageFiles: [String: OutputContent] {
        var contents: [String: OutputContent] = ["Package.swift": .text(manifest)]
        let base = podsFolder.standardizedFileURL.path + "/"
        for file in files {
            let full = file.standardizedFileURL.path
            let relative = full.hasPrefix(base) ? String(full.dropFirst(base.count)) : file.lastPathComponent
            contents["Sources/\(moduleName)/\(relative)"] = .copy(file)
        }
        return contents
    }

    /// A tools-5.9 manifest (Swift 5 mode, as CocoaPods builds pods by default) with one
    /// library of the pod's module and its pods as path dependencies.
    var manifest: String {
        let quote = SwiftLiteral.string
        var lines = [
            "// swift-tools-version:5.9",
            "// Written by render-swatches from CocoaPods' pod \(moduleName) (Pods/Pods.xcodeproj).",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \(quote(moduleName)),",
            "    products: [.library(name: \(quote(moduleName)), targets: [\(quote(moduleName))])],",
        ]
        if !dependencies.isEmpty {
            lines.append("    dependencies: [\(dependencies.map { ".package(path: \(quote("../" + $0)))" }.joined(separator: ", "))],")
        }
        let products = dependencies.map { ".product(name: \(quote($0)), package: \(quote($0)))" }.joined(separator: ", ")
        lines += [
            "    targets: [.target(name: \(quote(moduleName)), dependencies: [\(products)], path: \(quote("Sources/\(moduleName)")))]",
            ")",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}

/// Reads the pods of an app from `Pods/Pods.xcodeproj`, the project CocoaPods writes.
public enum CocoaPods {
    /// The Swift pods that the app target `appTarget` of the project at `bundle` links:
    /// the framework and library targets that CocoaPods' aggregate target `Pods-APP` depends
    /// on, depth first. Pods without Swift files (Objective-C ones) cannot be a Swift package
    /// here and are not listed; their importers are left out as importers of an unknown module.
    /// Empty when the project has no `Pods/` folder with a readable project.
    public static func pods(project bundle: URL, appTarget: String) -> [CocoaPod] {
        let podsFolder = bundle.deletingLastPathComponent().appendingPathComponent("Pods")
        let podsProject = podsFolder.appendingPathComponent("Pods.xcodeproj")
        guard FileManager.default.fileExists(atPath: podsProject.appendingPathComponent("project.pbxproj").path),
              let project = try? PBXProject(bundle: podsProject), let paths = try? GroupPaths(project: project),
              let targets = try? project.references("targets", of: project.rootID),
              let aggregate = targets.first(where: { (try? project.optionalString("name", of: $0)) == "Pods-\(appTarget)" }) else { return [] }
        let projectSettings = (try? AppTarget.settings(list: try? project.reference("buildConfigurationList", of: project.rootID), project: project)) ?? [:]
        guard let frameworks = try? AppTarget.frameworks(of: aggregate, in: project, projectSettings: projectSettings) else { return [] }
        var swiftFiles: [String: [URL]] = [:]
        for framework in frameworks {
            let members = (try? TargetFiles(project: project, target: framework.id, paths: paths).members) ?? []
            let swift = members.map(\.url).filter { $0.pathExtension == "swift" && FileManager.default.fileExists(atPath: $0.path) }
            if !swift.isEmpty { swiftFiles[framework.id] = swift }
        }
        return frameworks.compactMap { framework in
            guard let files = swiftFiles[framework.id] else { return nil }
            let needs = ((try? AppTarget.frameworks(of: framework.id, in: project, projectSettings: projectSettings)) ?? [])
                .filter { swiftFiles[$0.id] != nil }.map(\.moduleName)
            return CocoaPod(moduleName: framework.moduleName, files: files, podsFolder: podsFolder, dependencies: needs)
        }
    }
}
