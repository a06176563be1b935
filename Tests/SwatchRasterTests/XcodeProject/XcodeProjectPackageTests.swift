import Foundation
@testable import SwatchXcodeProject
import XCTest

/// `render-swatches xcodeproj`'s decisions on our own hand-written projects: which files and
/// targets make the package, what its `Package.swift` says, and the errors.
final class XcodeProjectPackageTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-xcodeproj-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private let engine = EngineReference.url(EngineReference.defaultURL)

    func testFoundationReadsTheOpenStepFormat() throws {
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.classic, files: [:], to: directory)
        let project = try PBXProject(bundle: bundle)
        XCTAssertEqual(try project.isa(of: project.rootID), "PBXProject")
        XCTAssertEqual(project.ids(ofClass: "PBXNativeTarget").count, 4)
    }

    func testClassicGroupsGiveTheAppsFilesAndLeaveOutWhatCannotBuild() throws {
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.classic, files: XcodeProjectFixtures.classicFiles, to: directory)
        let plan = try XcodePackagePlan(project: bundle)
        XCTAssertEqual(plan.targetName, "App")
        XCTAssertEqual(plan.moduleName, "App")
        XCTAssertEqual(plan.files.map(\.path), [
            "App/ContentView.swift", "App/FixtureApp.swift", "Shared/Model.swift", "App/Helpers.swift",
            "App/Assets.xcassets", "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings",
        ])
        XCTAssertEqual(plan.files.map(\.source.path), plan.files.map { directory.appendingPathComponent($0.path).standardizedFileURL.path })
        XCTAssertEqual(plan.skippedFiles, [
            SkippedFile(path: "App/MacOnly.swift", reason: "only for macOS (its platform filter)"),
            SkippedFile(path: "App/Main.storyboard", reason: "Interface Builder files need Xcode's ibtool, which Linux lacks"),
        ])
        XCTAssertEqual(plan.skippedTargets, [
            SkippedTarget(name: "App macOS", reason: "an application for macOS"),
            SkippedTarget(name: "AppTests", reason: "unit tests"),
            SkippedTarget(name: "Widget", reason: "an app extension (widget, share, intents…)"),
        ])
        // AppKit is imported only inside `#if os(macOS)`: no warning.
        XCTAssertEqual(plan.warnings, [])
        XCTAssertEqual(PackageManifestWriter.manifest(for: plan, engine: engine), """
            // swift-tools-version:6.0
            // Written by `render-swatches xcodeproj` from App.xcodeproj (target "App").
            // Run it again after changing the project: it rewrites only the files it wrote before.
            import PackageDescription

            let package = Package(
                name: "App",
                defaultLocalization: "en",
                products: [
                    .library(name: "App", targets: ["App"]),
                ],
                dependencies: [
                    .package(url: "https://github.com/swatchraster/SwatchRaster.git", branch: "main"),
                ],
                targets: [
                    .target(
                        name: "App",
                        dependencies: [
                            .product(name: "SwiftUI", package: "swatchraster", condition: .when(platforms: [.linux])),
                            .product(name: "UIKit", package: "swatchraster", condition: .when(platforms: [.linux])),
                            .product(name: "SwiftData", package: "swatchraster", condition: .when(platforms: [.linux])),
                            .product(name: "FoundationNetworkingGaps", package: "swatchraster", condition: .when(platforms: [.linux])),
                        ],
                        path: "Sources/App",
                        resources: [
                            .process("App/Assets.xcassets"),
                            .process("App/en.lproj/Localizable.strings"),
                            .process("App/de.lproj/Localizable.strings"),
                        ],
                        swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("BareSlashRegexLiterals"), .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine", "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworkingGaps"])],
                        plugins: [.plugin(name: "GenerateAssetSymbols", package: "swatchraster")]),
                ]
            )

            """)
    }

    /// Milestones keeps its views in a framework target (MilestonesCore) that the app depends
    /// on: its files join the app's module, `import Core` names an empty module, and the
    /// framework is no longer listed as left out. A framework the app does not depend on, and
    /// the framework's own tests, stay out.
    func testFrameworksTheAppDependsOnJoinItsModule() throws {
        let pbxproj = XcodeProjectFixtures.classic
            .replacingOccurrences(of: "buildPhases = (P0000001, P0000002, ); name = App;", with: "buildPhases = (P0000001, P0000002, ); dependencies = (D0000001, ); name = App;")
            .replacingOccurrences(of: "\t\tL0000001 = {", with: """
                \t\tD0000001 = {isa = PBXTargetDependency; target = T0000005; };
                \t\tD0000002 = {isa = PBXTargetDependency; target = T0000007; };
                \t\tT0000005 /* Core */ = {isa = PBXNativeTarget; buildConfigurationList = L0000004; buildPhases = (P0000003, ); dependencies = (D0000002, ); name = Core; packageProductDependencies = (X0000001, ); productType = "com.apple.product-type.framework"; };
                \t\tX0000001 = {isa = XCSwiftPackageProductDependency; package = K0000001; productName = ComposableArchitecture; };
                \t\tK0000001 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/pointfreeco/swift-composable-architecture"; requirement = {kind = upToNextMinorVersion; minimumVersion = 0.14.0; }; };
                \t\tT0000006 /* Other */ = {isa = PBXNativeTarget; buildConfigurationList = L0000004; buildPhases = (); name = Other; productType = "com.apple.product-type.framework"; };
                \t\tT0000007 /* Calendar */ = {isa = PBXNativeTarget; buildConfigurationList = L0000004; buildPhases = (P0000004, ); name = Calendar; productType = "com.apple.product-type.library.static"; };
                \t\tP0000003 = {isa = PBXSourcesBuildPhase; files = (B0000009, B0000001, ); };
                \t\tP0000004 = {isa = PBXSourcesBuildPhase; files = (B000000A, ); };
                \t\tB0000009 = {isa = PBXBuildFile; fileRef = F000000A; };
                \t\tB000000A = {isa = PBXBuildFile; fileRef = F000000B; };
                \t\tF000000A = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Core/CoreView.swift; sourceTree = SOURCE_ROOT; };
                \t\tF000000B = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Core/Month.swift; sourceTree = SOURCE_ROOT; };
                \t\tL0000004 = {isa = XCConfigurationList; buildConfigurations = (C0000005, ); defaultConfigurationName = Release; };
                \t\tC0000005 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = iphoneos; }; name = Release; };
                \t\tL0000001 = {
                """)
            .replacingOccurrences(of: "targets = (T0000001, T0000002, T0000003, T0000004, );", with: "targets = (T0000001, T0000002, T0000003, T0000004, T0000005, T0000006, T0000007, );")
        var files = XcodeProjectFixtures.classicFiles
        files["Core/CoreView.swift"] = "import SwiftUI\nimport Calendar\nimport ComposableArchitecture\npublic struct CoreView: View { public var body: some View { Text(month) } }\n"
        files["Core/Month.swift"] = "public let month = \"May\"\n"
        files["App/ContentView.swift"] = "import SwiftUI\nimport Core\nstruct ContentView: View { var body: some View { CoreView() } }\n"
        let bundle = try XcodeProjectFixtures.write(pbxproj, files: files, to: directory)
        let plan = try XcodePackagePlan(project: bundle)
        XCTAssertEqual(plan.frameworkModules, ["Calendar", "Core"], "depth first: what Core needs comes before Core")
        XCTAssertEqual(plan.files.filter { $0.role == .source }.map(\.path), [
            "App/ContentView.swift", "App/FixtureApp.swift", "Shared/Model.swift", "App/Helpers.swift", "Core/Month.swift", "Core/CoreView.swift",
        ], "ContentView.swift is in both targets and joins once")
        XCTAssertEqual(plan.skippedTargets.map(\.name), ["App macOS", "AppTests", "Widget", "Other"])
        XCTAssertTrue(plan.imports.unknown.isEmpty, "\(plan.imports.unknown)")
        XCTAssertEqual(plan.packages.map(\.identity), ["swift-composable-architecture"], "the framework's packages are the app's")
        XCTAssertEqual(plan.packages.first?.products, ["ComposableArchitecture"])
        let manifest = PackageManifestWriter.manifest(for: plan, engine: engine)
        XCTAssertTrue(manifest.contains("                .target(name: \"Core\"),\n"), manifest)
        XCTAssertTrue(manifest.contains("        .target(name: \"Core\", path: \"Sources/Frameworks/Core\"),\n"), manifest)
        XCTAssertTrue(manifest.contains("        .target(name: \"Calendar\", path: \"Sources/Frameworks/Calendar\"),\n"), manifest)
        let contents = WrittenFiles.contents(for: plan, engine: engine, copy: false)
        XCTAssertNotNil(contents["Sources/Frameworks/Core/Core.swift"])
        XCTAssertTrue(plan.warnings.contains("framework target \"Core\": its files join the app's module, and import Core names an empty module"), "\(plan.warnings)")
    }

    /// Harbour's layout: package folders inside a synchronized folder that no target builds
    /// (`Modules/`), their products named by the app without a package reference.
    func testPackagesInASynchronizedFolderAreFoundByTheirProducts() throws {
        let pbxproj = XcodeProjectFixtures.synchronized
            .replacingOccurrences(of: "G0000001 = {isa = PBXGroup; children = (S0000001, S0000002, ); sourceTree = \"<group>\"; };",
                                  with: "G0000001 = {isa = PBXGroup; children = (S0000001, S0000002, S0000003, ); sourceTree = \"<group>\"; };\n\t\tS0000003 = {isa = PBXFileSystemSynchronizedRootGroup; path = Modules; sourceTree = \"<group>\"; };")
            .replacingOccurrences(of: "D0000004 /* Lint plugin */,", with: "D0000004 /* Lint plugin */,\n\t\t\t\tD0000005 /* PortKit */,")
            .replacingOccurrences(of: "D0000003 = {isa = XCSwiftPackageProductDependency;",
                                  with: "D0000005 = {isa = XCSwiftPackageProductDependency; productName = PortKit; };\n\t\tD0000003 = {isa = XCSwiftPackageProductDependency;")
        var files = XcodeProjectFixtures.synchronizedFiles
        files["Modules/Commons/Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Commons\", products: [.library(name: \"Navigation\", targets: [\"Navigation\"])], targets: [.target(name: \"Navigation\")])\n"
        files["Modules/PortKit/Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"PortKit\", products: [.library(name: \"PortKit\", targets: [\"PortKit\"])], targets: [.target(name: \"PortKit\")])\n"
        let bundle = try XcodeProjectFixtures.write(pbxproj, files: files, to: directory)
        let plan = try XcodePackagePlan(project: bundle)
        XCTAssertEqual(plan.packages.map(\.identity), ["kit", "charts", "portkit"])
        XCTAssertEqual(plan.packages.last?.products, ["PortKit"])
        XCTAssertFalse(plan.files.contains { $0.path.hasPrefix("Modules/") }, "the packages' files are not the app's")
    }

    /// A workspace (try! Swift Tokyo's, ScanNow's): its app project is used, CocoaPods' is
    /// skipped, and its package folders provide the products the app names.
    func testWorkspaceGivesItsAppProjectAndPackageFolders() throws {
        let pbxproj = XcodeProjectFixtures.synchronized
            .replacingOccurrences(of: "D0000004 /* Lint plugin */,", with: "D0000004 /* Lint plugin */,\n\t\t\t\tD0000005 /* Conference */,")
            .replacingOccurrences(of: "D0000003 = {isa = XCSwiftPackageProductDependency;",
                                  with: "D0000005 = {isa = XCSwiftPackageProductDependency; productName = Conference; };\n\t\tD0000003 = {isa = XCSwiftPackageProductDependency;")
        var files = XcodeProjectFixtures.synchronizedFiles
        files["Conference/Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Conference\", products: [.library(name: \"Conference\", targets: [\"Conference\"])], targets: [.target(name: \"Conference\")])\n"
        files["App.xcworkspace/contents.xcworkspacedata"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:README.md"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <Group location = "container:" name = "Packages">
                  <FileRef location = "group:Conference"></FileRef>
               </Group>
            </Workspace>
            """
        let bundle = try XcodeProjectFixtures.write(pbxproj, files: files, to: directory)
        let workspace = try XcodeWorkspace(bundle: directory.appendingPathComponent("App.xcworkspace"))
        XCTAssertEqual(workspace.projects.map(\.lastPathComponent), ["App.xcodeproj"], "CocoaPods' project is not the app's")
        XCTAssertEqual(workspace.packageFolders.map(\.lastPathComponent), ["Conference"])
        XCTAssertEqual(try workspace.appProject(target: nil).path, bundle.path)
        let plan = try XcodePackagePlan(project: bundle, workspacePackages: workspace.packageFolders)
        XCTAssertEqual(plan.packages.map(\.identity), ["kit", "charts", "conference"])
        XCTAssertThrowsError(try XcodeWorkspace(bundle: directory.appendingPathComponent("Missing.xcworkspace"))) { error in
            XCTAssertTrue("\(error)".contains("Missing.xcworkspace/contents.xcworkspacedata: cannot read the workspace's contents"), "\(error)")
        }
    }

    /// Xcode's pins seed the package, so SwiftPM checks out what the app builds with on a Mac
    /// (Milestones pins combine-schedulers 0.1.2 where its requirement allows any 0.x). A
    /// workspace's pins stand before its project's, a file SwiftPM cannot read is ignored, and
    /// once SwiftPM has rewritten the pins a later install keeps them.
    func testXcodesPinsSeedThePackageOnce() throws {
        var files = XcodeProjectFixtures.synchronizedFiles
        let pins = #"{ "pins" : [ { "identity" : "charts", "kind" : "remoteSourceControl", "location" : "https://github.com/example/Charts", "state" : { "revision" : "0fb6c9bfc306e39dc750786edf28a4a77e67749c", "version" : "1.2.0" } } ], "version" : 2 }"#
        files["App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"] = pins
        files["App.xcworkspace/xcshareddata/swiftpm/Package.resolved"] = "<<<<<<< HEAD\n"
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.synchronized, files: files, to: directory)
        let workspace = directory.appendingPathComponent("App.xcworkspace")
        let plan = try XcodePackagePlan(project: bundle, workspace: workspace)
        XCTAssertEqual(plan.resolvedPins?.path, bundle.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm/Package.resolved").path,
                       "a workspace's file that is no pins file is passed over")
        try Data(pins.replacingOccurrences(of: "1.2.0", with: "1.3.0").utf8).write(to: workspace.appendingPathComponent("xcshareddata/swiftpm/Package.resolved"))
        XCTAssertEqual(try XcodePackagePlan(project: bundle, workspace: workspace).resolvedPins?.path,
                       workspace.appendingPathComponent("xcshareddata/swiftpm/Package.resolved").path)

        let output = directory.appendingPathComponent("Out")
        let contents = WrittenFiles.contents(for: plan, engine: engine, copy: false)
        _ = try WrittenFiles.install(contents, into: output, project: bundle.path, target: plan.targetName)
        let written = output.appendingPathComponent("Package.resolved")
        XCTAssertEqual(try String(contentsOf: written, encoding: .utf8), pins)
        let record = try String(contentsOf: output.appendingPathComponent(WrittenFiles.recordName), encoding: .utf8)
        XCTAssertFalse(record.contains("Package.resolved"), "the pins are SwiftPM's once written")
        try Data("{ \"pins\" : [], \"version\" : 3 }".utf8).write(to: written)  // as SwiftPM rewrites it
        _ = try WrittenFiles.install(contents, into: output, project: bundle.path, target: plan.targetName)
        XCTAssertEqual(try String(contentsOf: written, encoding: .utf8), "{ \"pins\" : [], \"version\" : 3 }")

        // A pinned commit that this machine's copy lacks (Harbour's IndicatorsKit): its pin
        // goes, and the others stay; Xcode's older format (version 1) too.
        let resolution = "error: could not find the commit e2348d6ca204cfe5881ae32160c2c027b4554ffe in /tmp/w/.mirrors/rrroyal+IndicatorsKit/IndicatorsKit"
        XCTAssertEqual(ResolvedPins.unavailablePin(in: "warning: x\n" + resolution), "indicatorskit")
        XCTAssertNil(ResolvedPins.unavailablePin(in: "error: no such module 'Kit'"))
        let v2 = directory.appendingPathComponent("v2.resolved")
        try Data(#"{ "pins" : [ { "identity" : "indicatorskit", "location" : "https://github.com/rrroyal/IndicatorsKit" }, { "identity" : "charts", "location" : "https://github.com/example/Charts" } ], "version" : 2 }"#.utf8).write(to: v2)
        XCTAssertTrue(ResolvedPins.remove("indicatorskit", from: v2))
        XCTAssertFalse(ResolvedPins.remove("indicatorskit", from: v2), "already gone")
        XCTAssertTrue(try String(contentsOf: v2, encoding: .utf8).contains("charts"))
        let v1 = directory.appendingPathComponent("v1.resolved")
        try Data(#"{ "object" : { "pins" : [ { "package" : "IndicatorsKit", "repositoryURL" : "https://github.com/rrroyal/IndicatorsKit.git", "state" : { "branch" : "develop" } } ] }, "version" : 1 }"#.utf8).write(to: v1)
        XCTAssertTrue(ResolvedPins.remove("indicatorskit", from: v1))
        XCTAssertFalse(try String(contentsOf: v1, encoding: .utf8).contains("IndicatorsKit"))

        // A project that keeps no pins writes none.
        try FileManager.default.removeItem(at: bundle.appendingPathComponent("project.xcworkspace"))
        XCTAssertNil(try XcodePackagePlan(project: bundle).resolvedPins)
    }

    /// IceCubes imports DesignSystem, which only its own local packages depend on: Xcode
    /// makes it importable, so the package depends on it directly.
    func testAModuleOfANearbyLocalPackageBecomesADependency() throws {
        var files = XcodeProjectFixtures.synchronizedFiles
        files["App/Views/Themed.swift"] = "import SwiftUI\nimport DesignKit\nstruct Themed: View { var body: some View { Text(\"x\") } }\n"
        files["Packages/DesignKit/Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"DesignKit\", products: [.library(name: \"DesignKit\", targets: [\"DesignKit\"])], targets: [.target(name: \"DesignKit\")])\n"
        files["Packages/.build/checkouts/Lottie/Package.swift"] = "let package = Package(name: \"Lottie\", products: [.library(name: \"Lottie\", targets: [])])\n"
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.synchronized, files: files, to: directory)
        let plan = try XcodePackagePlan(project: bundle)
        XCTAssertEqual(plan.packages.map(\.identity), ["kit", "charts", "swift-openapi-generator", "designkit"])
        XCTAssertEqual(plan.packages.last?.products, ["DesignKit"])
        XCTAssertNil(plan.imports.unknown["DesignKit"])
        XCTAssertNotNil(plan.imports.unknown["Lottie"], "a build folder's checkout is not a package of the project")
    }

    func testSynchronizedFolderFollowsItsExceptionSetAndPackagesBecomeDependencies() throws {
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.synchronized, files: XcodeProjectFixtures.synchronizedFiles, to: directory)
        let plan = try XcodePackagePlan(project: bundle)
        XCTAssertEqual(plan.targetName, "My App")
        XCTAssertEqual(plan.moduleName, "MyApp")
        // Info.plist and Legacy/ are the app target's exceptions; .DS_Store is hidden; the
        // widget's exception (Shared.swift) adds a file to the widget, not removes one here.
        XCTAssertEqual(plan.files.map(\.path), [
            "App/Assets.xcassets", "App/Fonts/Brand.ttf", "App/Localizable.xcstrings", "App/MyApp.swift", "App/Shared.swift", "App/Views/ContentView.swift",
        ])
        XCTAssertEqual(plan.skippedFiles.map(\.path), ["App/App.entitlements"])
        XCTAssertEqual(plan.skippedTargets.map(\.name), ["Widget", "Tests"])
        XCTAssertEqual(plan.packages.map(\.identity), ["kit", "charts", "swift-openapi-generator"])
        // A code generator the target runs as a build-tool plugin stays (its output is what
        // the app's files use); a linter goes.
        XCTAssertEqual(plan.packages.map(\.plugins), [[], [], ["OpenAPIGenerator"]])
        // An output folder named like one of the app's packages would give the package that
        // package's identity: one error line instead of SwiftPM's "product not found".
        XCTAssertEqual(plan.outputNameClash(directory.appendingPathComponent("Kit"))?.description.hasSuffix(
            "the output folder has the name of the app's package kit (\(plan.packages[0].declaration)), and SwiftPM names a package after its folder; choose another --output"), true)
        XCTAssertNil(plan.outputNameClash(directory.appendingPathComponent("kit-package")))
        let text = PackageManifestWriter.manifest(for: plan, engine: .path(URL(fileURLWithPath: "/opt/SwatchRaster")))
        let kit = directory.appendingPathComponent("Packages/Kit").standardizedFileURL.path
        for line in [
            #"        .package(path: "/opt/SwatchRaster"),"#,
            "        .package(path: \"\(kit)\"),",
            #"        .package(url: "https://github.com/example/Charts.git", from: "1.2.0"),"#,
            #"                .product(name: "SwiftUI", package: "swatchraster", condition: .when(platforms: [.linux])),"#,
            #"                .product(name: "KitUI", package: "kit"),"#,
            #"                .product(name: "Charts", package: "charts"),"#,
            #"    defaultLocalization: "en","#,
            #"                .process("App/Fonts/Brand.ttf"),"#,
            #"                .process("App/Localizable.xcstrings"),"#,
            #"        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.1.0"),"#,
            #"            plugins: [.plugin(name: "GenerateAssetSymbols", package: "swatchraster"), .plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]),"#,
            #"                .target(name: "CoreMotion", condition: .when(platforms: [.linux])),"#,
            #"        .target(name: "CoreMotion", path: "Sources/StandIns/CoreMotion"),"#,
        ] {
            XCTAssertTrue(text.contains(line + "\n"), "missing \(line) in\n\(text)")
        }
        // The tests' package is not the app's; SWIFT_VERSION 6 needs no language-mode line.
        XCTAssertFalse(text.contains("ViewInspector"), text)
        XCTAssertFalse(text.contains("swiftLanguageMode"), text)
        XCTAssertEqual(plan.warnings, [
            "package plugin Lint is left out: a lint plugin of the Xcode build",
            "remote package charts is written as the project declares it; it may not build on Linux (nobody checked here)",
            "remote package swift-openapi-generator is written as the project declares it; it may not build on Linux (nobody checked here)",
            "local package kit is used with its own Package.swift: if it imports SwiftUI, it must depend on this engine's products for Linux too (render-swatches app builds it through a patched copy that does)",
            "import CoreMotion (App/Views/ContentView.swift): Apple's framework has no Linux module here; an empty stand-in makes the import build, so only code of it inside #if os(iOS) builds",
            "import Lottie (App/Views/ContentView.swift): no Linux module of that name here, so those files may not build (leave them out with --exclude)",
        ])
    }

    /// Construct's app target and the package at its repository's root share the name
    /// "Construct", which SwiftPM refuses for a root package and its dependency: the app's
    /// package is named after the module with "App" after it; its product keeps the module's.
    func testALocalPackageOfTheModulesNameGivesThePackageAnotherName() throws {
        var files = XcodeProjectFixtures.synchronizedFiles
        files["Packages/Kit/Package.swift"] = "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(\n    name: \"MyApp\", products: [.library(name: \"KitUI\", targets: [\"KitUI\"])])\n"
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.synchronized, files: files, to: directory)
        let plan = try XcodePackagePlan(project: bundle)
        XCTAssertEqual(plan.packages.first?.manifestName, "MyApp")
        let text = PackageManifestWriter.manifest(for: plan, engine: .path(URL(fileURLWithPath: "/opt/SwatchRaster")))
        XCTAssertTrue(text.contains("    name: \"MyAppApp\",\n"), text)
        XCTAssertTrue(text.contains(#".library(name: "MyApp", targets: ["MyApp"]),"#), text)
        XCTAssertEqual(PackageManifestWriter.packageName(for: try XcodePackagePlan(project: bundle, exclude: [])), "MyAppApp")
    }

    /// A Core Data model goes into the package with the classes plugin and the CoreData
    /// product, and `import CoreData` is our module, not a stand-in (ARCHITECTURE §2.13).
    func testCoreDataModelsGetTheClassesPluginAndTheModule() throws {
        var files = XcodeProjectFixtures.synchronizedFiles
        files["App/Model.xcdatamodeld/Model.xcdatamodel/contents"] = "<model/>\n"
        files["App/Store.swift"] = "import CoreData\nlet container = NSPersistentContainer(name: \"Model\")\n"
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.synchronized, files: files, to: directory)
        let plan = try XcodePackagePlan(project: bundle)
        XCTAssertTrue(plan.files.map(\.path).contains("App/Model.xcdatamodeld"))
        XCTAssertTrue(plan.hasCoreDataModels)
        XCTAssertEqual(plan.imports.standIns["CoreData"], nil)
        let text = PackageManifestWriter.manifest(for: plan, engine: .path(URL(fileURLWithPath: "/opt/SwatchRaster")))
        for line in [
            #"                .product(name: "CoreData", package: "swatchraster", condition: .when(platforms: [.linux])),"#,
            #"                .copy("App/Model.xcdatamodeld"),"#,
            #"            plugins: [.plugin(name: "GenerateAssetSymbols", package: "swatchraster"), .plugin(name: "GenerateCoreDataClasses", package: "swatchraster"), .plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]),"#,
        ] {
            XCTAssertTrue(text.contains(line + "\n"), "missing \(line) in\n\(text)")
        }
        XCTAssertEqual(FileRoles.role(of: "Model.xcdatamodeld"), .resource(.copy))
        // swift-openapi-generator's plugin reads its document and config from the target.
        XCTAssertEqual(FileRoles.role(of: "Networking/openapi.yml"), .resource(.copy))
        XCTAssertEqual(FileRoles.role(of: "openapi-generator-config.yaml"), .resource(.copy))
        XCTAssertEqual(FileRoles.role(of: "ci.yml"), .skipped("documentation or a script, not part of the app"))
        XCTAssertEqual(FileRoles.role(of: "Old.xcmappingmodel"), .skipped("a Core Data mapping model, for migrating stores on disk; the store is in memory here"))
        XCTAssertTrue(ImportedModules.engineProducts.contains("CoreData"))
        XCTAssertFalse(ImportedModules.appleFrameworks.contains("CoreData"))
    }

    func testTargetOptionAndExcludeOption() throws {
        let bundle = try XcodeProjectFixtures.write(XcodeProjectFixtures.classic, files: XcodeProjectFixtures.classicFiles, to: directory)
        let plan = try XcodePackagePlan(project: bundle, exclude: ["Shared", "Helpers.swift"])
        XCTAssertEqual(plan.files.filter { $0.role == .source }.map(\.path), ["App/ContentView.swift", "App/FixtureApp.swift"])
        XCTAssertEqual(plan.skippedFiles.filter { $0.reason.hasPrefix("left out by --exclude") }.map(\.path), ["Shared/Model.swift", "App/Helpers.swift"])
        XCTAssertThrowsError(try XcodePackagePlan(project: bundle, target: "App macOS")) { error in
            XCTAssertEqual("\(error)", "\(bundle.path): no iOS application target named \"App macOS\" (iOS applications: \"App\")")
        }
    }

    func testProjectsThatCannotBeUsedAreOneLineNamingTheFile() throws {
        let bundle = try XcodeProjectFixtures.write(String(XcodeProjectFixtures.classic.prefix(400)), files: [:], to: directory)
        let file = bundle.appendingPathComponent("project.pbxproj").path
        XCTAssertThrowsError(try XcodePackagePlan(project: bundle)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("\(file): not a property list: "), text)
            XCTAssertFalse(text.contains("\n"), text)
        }
        // A dangling reference, and a project with no iOS app.
        try Data(XcodeProjectFixtures.classic.replacingOccurrences(of: "fileRef = F0000009;", with: "fileRef = F0000099;").utf8)
            .write(to: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try XcodePackagePlan(project: bundle)) { error in
            XCTAssertEqual("\(error)", "\(file): PBXBuildFile B0000008 refers to object F0000099 in \"fileRef\", which is missing")
        }
        try Data(XcodeProjectFixtures.classic.replacingOccurrences(of: "targets = (T0000001, T0000002, T0000003, T0000004, );", with: "targets = (T0000002, T0000003, );").utf8)
            .write(to: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try XcodePackagePlan(project: bundle)) { error in
            XCTAssertEqual("\(error)", "\(bundle.path): no iOS application target (\"App macOS\": an application for macOS; \"AppTests\": unit tests)")
        }
        XCTAssertThrowsError(try XcodePackagePlan(project: directory.appendingPathComponent("Nothing.xcodeproj"))) { error in
            XCTAssertEqual("\(error)", "\(directory.appendingPathComponent("Nothing.xcodeproj").path): no such project")
        }
    }

    func testImportsAndEntryPoints() {
        let found = ImportedModules.imports(in: """
            @testable import Foo
            import struct UIKit.UIColor
            @preconcurrency import Combine
            #if canImport(AppKit)
            import AppKit
            #endif
            // import Commented
            """)
        XCTAssertEqual(found.map(\.module), ["Foo", "UIKit", "Combine", "AppKit"])
        XCTAssertEqual(found.map(\.isConditional), [false, false, false, true])
        XCTAssertEqual(found.map(\.line), [1, 2, 3, 5])
        XCTAssertEqual(ImportedModules.importLines(of: "Lottie", in: "import SwiftUI\n\nimport Lottie\n#if canImport(Lottie)\nimport Lottie\n#endif\n"), [3],
                       "the unconditional import only: the one inside #if builds as it is")
    }

    /// The engine products and tools version the generator writes are the engine's own.
    func testEngineProductsAndToolsVersionMatchThePackageManifest() throws {
        let manifestURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Package.swift").standardizedFileURL
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        XCTAssertTrue(manifest.hasPrefix("// swift-tools-version:\(PackageManifestWriter.toolsVersion)\n"))
        for product in ImportedModules.engineProducts {
            XCTAssertTrue(manifest.contains(".library(name: \"\(product)\", targets: [\"\(product)\"])"), product)
        }
        XCTAssertTrue(manifest.contains(".plugin(name: \"GenerateAssetSymbols\""))
        XCTAssertTrue(manifest.contains(".plugin(name: \"GenerateCoreDataClasses\""))
    }

    /// Xcode builds previews for iOS: `#if os(iOS)` lines are made true on Linux, nothing else.
    func testIOSConditionsAreTrueOnLinuxInConditionLinesOnly() {
        let source = """
            #if os(iOS)
            let a = 1
            #elseif os(macOS)
            let a = 2
            #endif
                #if os(iOS) && !targetEnvironment(macCatalyst)
            let text = "os(iOS)"
                #endif
            """
        XCTAssertEqual(PlatformConditions.iOSOnLinux(source), """
            #if (os(iOS) || os(Linux))
            let a = 1
            #elseif os(macOS)
            let a = 2
            #endif
                #if (os(iOS) || os(Linux)) && !targetEnvironment(macCatalyst)
            let text = "os(iOS)"
                #endif
            """)
        XCTAssertNil(PlatformConditions.iOSOnLinux("#if canImport(UIKit)\nlet s = \"os(iOS)\"\n#endif"))
    }
}
