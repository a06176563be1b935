import Foundation

/// Writes the generated package's `Package.swift`: one library target with the app's files,
/// so that `render-previews` can build and link it like any package's target.
public enum PackageManifestWriter {
    /// The engine's module that re-exports FoundationNetworking with the `URLSession` members
    /// that Apple's Foundation has and Linux's lacks; every file of an app package and of a
    /// patched copy imports it implicitly.
    public static let networkingGaps = "FoundationNetworkingGaps"

    /// The tools version of the engine's own manifest, so that both need the same SwiftPM
    /// (a test checks the engine's first line).
    public static let toolsVersion = "6.0"

    /// The folder of the empty module that stands in for an Apple framework.
    public static func standInPath(_ module: String) -> String { "Sources/StandIns/\(module)" }

    /// The folder of the empty module named after a framework of the project.
    public static func frameworkPath(_ module: String) -> String { "Sources/Frameworks/\(module)" }

    /// The only file of a framework's empty module.
    public static func frameworkSource(_ module: String, app: String) -> String {
        """
        // Written by `render-swatches xcodeproj`: the files of the project's \(module) framework
        // are built into \(app), the app's module, so this empty module only lets
        // `import \(module)` build.

        """
    }

    /// The only file of a stand-in module.
    public static func standInSource(_ module: String) -> String {
        """
        // Written by `render-swatches xcodeproj`: Apple's \(module) has no Linux module, so this
        // empty one lets `import \(module)` build. Code that uses it must be inside `#if os(iOS)`.

        """
    }

    /// The package's name: the app's module, unless a local package of the app has that name
    /// (Construct's app target and the package at its repository's root are both "Construct"),
    /// which SwiftPM refuses ("unable to override package 'Construct'"); then the module's
    /// name with "App" after it. Products and targets keep the module's name.
    public static func packageName(for plan: XcodePackagePlan) -> String {
        plan.packages.contains { $0.manifestName == plan.moduleName } ? plan.moduleName + "App" : plan.moduleName
    }

    /// The manifest's text for `plan`.
    public static func manifest(for plan: XcodePackagePlan, engine: EngineReference) -> String {
        let quote = SwiftLiteral.string
        var lines: [String] = []
        lines.append("// swift-tools-version:\(toolsVersion)")
        lines.append("// Written by `render-swatches xcodeproj` from \(plan.projectName) (target \"\(plan.targetName)\").")
        lines.append("// Run it again after changing the project: it rewrites only the files it wrote before.")
        lines.append("import PackageDescription")
        lines.append("")
        lines.append("let package = Package(")
        lines.append("    name: \(quote(packageName(for: plan))),")
        if let region = plan.defaultLocalization {
            lines.append("    defaultLocalization: \(quote(region)),")
        }
        lines.append("    products: [")
        lines.append("        .library(name: \(quote(plan.moduleName)), targets: [\(quote(plan.moduleName))]),")
        lines.append("    ],")
        lines.append("    dependencies: [")
        lines.append("        \(engine.declaration),")
        for package in plan.packages {
            lines.append("        \(package.declaration),")
        }
        lines.append("    ],")
        lines.append("    targets: [")
        lines.append("        .target(")
        lines.append("            name: \(quote(plan.moduleName)),")
        lines.append("            dependencies: [")
        // A model's generated classes import CoreData, whether or not an app file does.
        let products = ImportedModules.engineProducts.filter {
            plan.imports.engine.contains($0) || ($0 == "CoreData" && plan.hasCoreDataModels)
        }
        for product in products + [Self.networkingGaps] {
            // Linux only, as the README advises: on a Mac, Apple's frameworks are used.
            lines.append("                .product(name: \(quote(product)), package: \(quote(engine.identity)), condition: .when(platforms: [.linux])),")
        }
        for module in plan.imports.standIns.keys.sorted() {
            lines.append("                .target(name: \(quote(module)), condition: .when(platforms: [.linux])),")
        }
        for module in plan.frameworkModules {
            lines.append("                .target(name: \(quote(module))),")
        }
        for package in plan.packages {
            for product in package.products {
                lines.append("                .product(name: \(quote(product)), package: \(quote(package.identity))),")
            }
        }
        lines.append("            ],")
        lines.append("            path: \(quote(plan.sourcesPath)),")
        let resources = plan.files.filter { if case .resource = $0.role { return true } else { return false } }
        if !resources.isEmpty {
            lines.append("            resources: [")
            for file in resources {
                guard case .resource(let rule) = file.role else { continue }
                lines.append("                .\(rule.rawValue)(\(quote(file.path))),")
            }
            lines.append("            ],")
        }
        var tail: [String] = []
        // On Apple's platforms `import Foundation` brings Combine's `ObservableObject` and
        // `@Published` along, and view models are written against that; Linux's Foundation has
        // no Combine. Every file of the app imports our Combine implicitly, so a model file
        // with only `import Foundation` builds unchanged (issue 46). Combine re-exports the
        // engine, which supplies the Foundation names Linux lacks (`Selector`, the formatters,
        // docs/ARCHITECTURE.md §2.11). `URLSession` and `URLRequest` are Apple's Foundation's
        // but FoundationNetworking's on Linux: imported implicitly too, through the engine's
        // module that re-exports it with the members Linux lacks.
        var flags = ["-Xfrontend", "-import-module", "-Xfrontend", "Combine", "-Xfrontend", "-import-module", "-Xfrontend", Self.networkingGaps]
        // The project's own compiler settings (SwiftBuildSettings): its #if flags, its default
        // isolation and its upcoming features, as Xcode compiles the previews.
        if plan.buildSettings.defaultIsolationMainActor { flags += ["-default-isolation", "MainActor"] }
        // Apple declares `@FetchRequest`, `FetchedResults` and `\.managedObjectContext` in
        // SwiftUI, so a view file with only `import SwiftUI` uses them (SwiftTermApp's, measured);
        // here they are the CoreData module's, which an app with Core Data gets in every file.
        if plan.imports.engine.contains("CoreData") || plan.hasCoreDataModels { flags += ["-Xfrontend", "-import-module", "-Xfrontend", "CoreData"] }
        var settings: [String] = []
        if plan.swiftLanguageMode < 6 {
            settings.append(".swiftLanguageMode(.v5)")
        }
        settings += plan.buildSettings.compilationConditions.map { ".define(\(quote($0)))" }
        settings += plan.buildSettings.upcomingFeatures.map { ".enableUpcomingFeature(\(quote($0)))" }
        settings.append(".unsafeFlags([\(flags.map(quote).joined(separator: ", "))])")
        tail.append("            swiftSettings: [\(settings.joined(separator: ", "))]")
        var plugins: [String] = []
        if plan.hasAssetCatalogs { plugins.append("GenerateAssetSymbols") }
        // Xcode's Core Data code generation: entity classes and the model by name (§2.13).
        if plan.hasCoreDataModels { plugins.append("GenerateCoreDataClasses") }
        var pluginUses = plugins.map { ".plugin(name: \(quote($0)), package: \(quote(engine.identity)))" }
        // The project's own build-tool plugins (code generators), from its packages.
        for package in plan.packages {
            pluginUses += package.plugins.map { ".plugin(name: \(quote($0)), package: \(quote(package.identity)))" }
        }
        if !pluginUses.isEmpty {
            tail.append("            plugins: [\(pluginUses.joined(separator: ", "))]")
        }
        if tail.isEmpty {
            lines[lines.count - 1] = String(lines[lines.count - 1].dropLast()) + "),"
        } else {
            for (index, line) in tail.enumerated() {
                lines.append(line + (index == tail.count - 1 ? ")," : ","))
            }
        }
        for module in plan.imports.standIns.keys.sorted() {
            // Empty: Apple's framework has no Linux module here (see the file's comment).
            lines.append("        .target(name: \(quote(module)), path: \(quote(standInPath(module)))),")
        }
        for module in plan.frameworkModules {
            // Empty: the framework's files are the app module's own (`ProjectFramework`).
            lines.append("        .target(name: \(quote(module)), path: \(quote(frameworkPath(module)))),")
        }
        lines.append("    ]")
        lines.append(")")
        return lines.joined(separator: "\n") + "\n"
    }
}
