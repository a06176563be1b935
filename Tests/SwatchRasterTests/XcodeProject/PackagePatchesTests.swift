import Foundation
@testable import SwatchXcodeProject
import XCTest

/// A package of the app whose own files import SwiftUI (issue 46): found from the compiler's
/// error in its checkout, and used through a copy whose manifest adds the engine's modules.
final class PackagePatchesTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-patches-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ text: String, to path: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testTheFailingPackageIsFoundByItsCheckoutAndItsImportsAreTheEngines() throws {
        try write("// swift-tools-version:5.7\nimport PackageDescription\nlet package = Package(name: \"Chips\", targets: [.target(name: \"Chips\")])\n",
                  to: "scratch/checkouts/Chips/Package.swift")
        try write("import SwiftUI\n@_exported import Combine\nimport Foundation\nstruct Chip {}\n", to: "scratch/checkouts/Chips/Sources/Chips/Chip.swift")
        try write("#if os(iOS)\n@objc class Tap {}\n#endif\n", to: "scratch/checkouts/Chips/Sources/Chips/Tap.swift")
        try write("import UIKit\n", to: "scratch/checkouts/Chips/.build/ignored.swift")
        try write("// swift-tools-version:5.5\n", to: "scratch/checkouts/Chips/Package@swift-5.5.swift")
        let chips = PackageDependency(identity: "chips", declaration: #".package(url: "https://example.com/a/Chips.git", from: "1.0.0")"#, products: ["Chips"], isRemote: true)
        let root = directory.appendingPathComponent("scratch/checkouts/Chips").path
        let output = """
            Building for debugging...
            \(root)/Sources/Chips/Chip.swift:1:8: error: no such module 'SwiftUI'
            \(root)/Sources/Chips/Chip.swift:4:8: error: later
            """
        let failure = try XCTUnwrap(PackagePatches.failingPackage(in: output, packages: [chips],
                                                                  checkouts: directory.appendingPathComponent("scratch/checkouts"),
                                                                  packageFolder: directory.appendingPathComponent("out")))
        XCTAssertEqual(failure.identity, "chips")
        XCTAssertEqual(failure.firstError, "Sources/Chips/Chip.swift:1: no such module 'SwiftUI'")
        XCTAssertEqual(failure.missingModule, "SwiftUI")
        // An example app or package carried in a folder of its own is not the package's
        // (swift-openapi-generator's Examples/ import SwiftUI and OSLog).
        try write("import OSLog\n", to: "scratch/checkouts/Chips/Examples/Demo/Sources/Demo/Log.swift")
        try write("// swift-tools-version:5.9\n", to: "scratch/checkouts/Chips/Examples/Demo/Package.swift")
        try write("import CoreLocation\n", to: "scratch/checkouts/Chips/Examples/App/App/Where.swift")
        try write("// !$*UTF8*$!\n", to: "scratch/checkouts/Chips/Examples/App/App.xcodeproj/project.pbxproj")
        try write("import MapKit\n", to: "scratch/checkouts/Chips/Tests/ChipsTests/MapTests.swift")
        XCTAssertEqual(PackagePatches.engineImports(under: failure.root), ["SwiftUI", "Combine"])
        // Swift 6's access-level imports count too: swift-clocks and swift-custom-dump write
        // `public import SwiftUI` inside `#if canImport(SwiftUI)`, and were never patched.
        try write("#if canImport(SwiftUI)\n  public import SwiftUI\n#endif\ninternal import UIKit\n",
                  to: "scratch/checkouts/Chips/Sources/Chips/Clock.swift")
        XCTAssertEqual(PackagePatches.engineImports(under: failure.root), ["SwiftUI", "UIKit", "Combine"])
        try FileManager.default.removeItem(at: failure.root.appendingPathComponent("Sources/Chips/Clock.swift"))
        for folder in ["Examples", "Tests"] { try FileManager.default.removeItem(at: failure.root.appendingPathComponent(folder)) }
        XCTAssertNil(PackagePatches.failingPackage(in: "/elsewhere/A.swift:1:1: error: x", packages: [chips],
                                                   checkouts: directory.appendingPathComponent("scratch/checkouts"),
                                                   packageFolder: directory.appendingPathComponent("out")))

        let engine = EngineReference.path(URL(fileURLWithPath: "/opt/SwatchRaster"))
        let copy = try PackagePatches.copy(of: failure.root, engine: engine, products: ["SwiftUI", "Combine"])
        XCTAssertEqual(Set(copy.keys), ["Package.swift", "Sources/Chips/Chip.swift", "Sources/Chips/Tap.swift"])
        guard case .text(let manifest) = copy["Package.swift"], case .text(let tap) = copy["Sources/Chips/Tap.swift"] else {
            return XCTFail("the manifest and the rewritten file are written as text")
        }
        XCTAssertTrue(manifest.hasPrefix("// swift-tools-version:5.7\nimport PackageDescription\nlet package = Package(name: \"Chips\""))
        XCTAssertTrue(manifest.contains(#"package.dependencies.append(.package(path: "/opt/SwatchRaster"))"#))
        XCTAssertTrue(manifest.contains(#"target.dependencies.append(contentsOf: [.product(name: "SwiftUI", package: "swatchraster"), .product(name: "Combine", package: "swatchraster"), .product(name: "os", package: "swatchraster"), .product(name: "FoundationNetworkingGaps", package: "swatchraster")])"#),
                      "os too: Apple's Foundation brings os_unfair_lock; and URLSession's members through FoundationNetworkingGaps")
        // No file uses what Apple's Foundation brings along, so no implicit imports and no
        // unsafe flags: SwiftPM refuses a remote product built on a target with them.
        XCTAssertFalse(manifest.contains("unsafeFlags"), manifest)
        XCTAssertEqual(tap, "#if (os(iOS) || os(Linux))\nclass Tap {}\n#endif\n")
        try write("import Foundation\nlet feed = URLRequest(url: URL(string: \"https://example.com\")!)\n", to: "scratch/checkouts/Chips/Sources/Chips/Feed.swift")
        XCTAssertTrue(PackagePatches.needsImplicitImports(under: failure.root))
        guard case .text(let withFeed) = try PackagePatches.copy(of: failure.root, engine: engine, products: ["SwiftUI", "Combine"])["Package.swift"] else {
            return XCTFail("no manifest")
        }
        XCTAssertTrue(withFeed.contains(#".unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine", "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworkingGaps", "-Xfrontend", "-import-module", "-Xfrontend", "os"])"#), withFeed)

        let installed = try PackagePatches.install(copy, identity: "chips", in: directory.appendingPathComponent("out"))
        XCTAssertEqual(installed, "Packages/chips")
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/Packages/chips/Sources/Chips/Chip.swift").path))
    }

    /// A local package's neighbours stay where they are when its copy moves (try! Swift Tokyo).
    func testRelativeLocalDependenciesBecomeAbsolute() {
        let manifest = #"dependencies: [.package(path: "../SharedModels"), .package(name: "X", path: "Vendor/X"), .package(path: "/abs/Y"), .package(url: "https://e.com/z", from: "1.0.0")]"#
        XCTAssertEqual(PackagePatches.absolutePaths(in: manifest, root: URL(fileURLWithPath: "/apps/try/Conference")),
                       #"dependencies: [.package(path: "/apps/try/SharedModels"), .package(name: "X", path: "/apps/try/Conference/Vendor/X"), .package(path: "/abs/Y"), .package(url: "https://e.com/z", from: "1.0.0")]"#)
    }

    /// A package's own dependency that imports our modules is named by its patched copy's
    /// folder instead of its URL (SkyWizard's API package and NetworkingService).
    func testADependencyIsRedirectedToItsCopy() {
        let manifest = """
            dependencies: [
                .package(url: "https://github.com/hishd/NetworkingService.git", .upToNextMajor(from: "1.0.0")),
                .package(name: "Other", url: "https://e.com/other", branch: "main"),
                .package(url: "https://e.com/(paren)/NetworkingServiceExtras", from: "2.0.0"),
            ]
            """
        XCTAssertEqual(PackagePatches.redirecting(manifest, dependency: "networkingservice", to: "/out/Packages/networkingservice"), """
            dependencies: [
                .package(path: "/out/Packages/networkingservice"),
                .package(name: "Other", url: "https://e.com/other", branch: "main"),
                .package(url: "https://e.com/(paren)/NetworkingServiceExtras", from: "2.0.0"),
            ]
            """)
        XCTAssertEqual(PackagePatches.redirecting(manifest, dependency: "absent", to: "/x"), manifest)
    }

    /// A dependency whose named branch the copy fetched here lacks asks for the copy's default
    /// branch instead (Critical Maps' kit asks for composable-core-location's deleted
    /// `tca-migration`); other declarations, and the old `.branch(…)` form, are edited alike.
    func testABranchTheCopyLacksIsRetargeted() {
        let manifest = """
            dependencies: [
                .package(
                  url: "https://github.com/mltbnz/composable-core-location",
                  branch: "tca-migration"
                ),
                .package(url: "https://github.com/mltbnz/AcknowList", branch: "main"),
                .package(url: "https://e.com/old/composable-core-location.git", .branch("x")),
            ]
            """
        XCTAssertEqual(PackagePatches.retargeting(manifest, dependency: "composable-core-location", toBranch: "main"), """
            dependencies: [
                .package(
                  url: "https://github.com/mltbnz/composable-core-location",
                  branch: "main"
                ),
                .package(url: "https://github.com/mltbnz/AcknowList", branch: "main"),
                .package(url: "https://e.com/old/composable-core-location.git", .branch("main")),
            ]
            """)
        XCTAssertEqual(PackagePatches.retargeting(manifest, dependency: "acknowlist", toBranch: "dev").contains(#"AcknowList", branch: "dev""#), true)
        XCTAssertEqual(PackagePatches.retargeting(manifest, dependency: "absent", toBranch: "main"), manifest)
    }

    /// A local package that another names by a relative path (IceCubes' Timeline names
    /// `../Env`) is found, and redirected to its copy with its name kept.
    func testALocalDependencyIsFoundAndRedirectedToItsCopy() {
        let manifest = """
            dependencies: [
                .package(name: "Models", path: "../Models"),
                .package(path: "../Env"),
                .package(url: "https://github.com/TelemetryDeck/SwiftSDK", from: "2.3.0"),
            ]
            """
        let root = URL(fileURLWithPath: "/apps/IceCubes/Packages/Timeline")
        XCTAssertEqual(PackagePatches.localDependencies(in: manifest, root: root).map(\.path),
                       ["/apps/IceCubes/Packages/Models", "/apps/IceCubes/Packages/Env"])
        let redirected = PackagePatches.redirecting(PackagePatches.redirecting(manifest, dependency: "models", to: "/out/Packages/models"),
                                                    dependency: "env", to: "/out/Packages/env")
        XCTAssertEqual(redirected, """
            dependencies: [
                .package(name: "Models", path: "/out/Packages/models"),
                .package(path: "/out/Packages/env"),
                .package(url: "https://github.com/TelemetryDeck/SwiftSDK", from: "2.3.0"),
            ]
            """)
    }

    /// A package whose C module clashes with the toolchain's in a header of neither: the
    /// error is in Foundation's `_foundation_unicode/utypes.h`, and only Clang's note names
    /// the package's module. Measured on a clean build of Kanna 5 (EhPanda's HTML parser) on
    /// this machine, whose libxml2 headers include the system's ICU.
    func testAModuleClashingWithFoundationsIsItsPackages() throws {
        try write("""
            // swift-tools-version:5.5
            import PackageDescription
            let package = Package(name: "Kanna", targets: [
                .systemLibrary(
                    name: "libxml2",
                    path: "Modules", pkgConfig: "libxml-2.0"),
                .target(name: "Kanna", dependencies: ["libxml2"]),
            ])
            """, to: "scratch/checkouts/Kanna/Package.swift")
        let kanna = PackageDependency(identity: "kanna", declaration: #".package(url: "https://github.com/tid-kijyun/Kanna", from: "5.0.0")"#, products: ["Kanna"], isRemote: true)
        let output = """
            [2/4] Compiling Kanna CSS.swift
            /opt/swift/usr/lib/swift/_foundation_unicode/utypes.h:511:14: error: 'UErrorCode' has different definitions in different modules; definition in module '_FoundationICU' first difference is enum with 175 elements
            509 | typedef enum UErrorCode {
                |              `- error: 'UErrorCode' has different definitions in different modules
            /usr/include/unicode/utypes.h:415:14: note: but in 'libxml2' found enum with 163 elements
            """
        let failure = try XCTUnwrap(PackagePatches.failingPackage(in: output, packages: [kanna],
                                                                  checkouts: directory.appendingPathComponent("scratch/checkouts"),
                                                                  packageFolder: directory.appendingPathComponent("out")))
        XCTAssertEqual(failure.identity, "kanna")
        XCTAssertEqual(failure.path, "Package.swift")
        XCTAssertNil(failure.missingModule)
        XCTAssertTrue(failure.firstError.hasPrefix("its module libxml2 clashes with Foundation's on Linux: 'UErrorCode' has different definitions"), failure.firstError)
        // A note naming a module no package declares is nobody's.
        XCTAssertNil(PackagePatches.failingPackage(in: output.replacingOccurrences(of: "'libxml2'", with: "'CZlib'"), packages: [kanna],
                                                   checkouts: directory.appendingPathComponent("scratch/checkouts"),
                                                   packageFolder: directory.appendingPathComponent("out")))
    }

    /// A copy built as a root to render its previews goes without its test targets: SwiftPM
    /// evaluates the manifest (checked with `swift package dump-package`, which reads it and
    /// resolves nothing) and sees only the library targets.
    func testARootForPreviewsGoesWithoutItsTests() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                dependencies: [.package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.14.0")],
                targets: [
                    .target(name: "Kit"),
                    .testTarget(name: "KitTests", dependencies: ["Kit", .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing")]),
                ])
            """
        let edited = PackagePatches.withoutTestTargets(manifest)
        XCTAssertEqual(PackagePatches.withoutTestTargets(edited), edited, "once")
        try write(edited, to: "kit/Package.swift")
        try write("public struct Kit {}\n", to: "kit/Sources/Kit/Kit.swift")
        try write("", to: "kit/Tests/KitTests/KitTests.swift")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", directory.appendingPathComponent("kit").path, "dump-package"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let dumped = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try XCTUnwrap(dumped["targets"] as? [[String: Any]])
        XCTAssertEqual(targets.compactMap { $0["name"] as? String }, ["Kit"])
    }

    /// Before a local package's copy is built as a root of its own, it names every copy it
    /// declares, app packages' copies too: Construct's local package named The Composable
    /// Architecture by its URL, so SwiftPM fetched it beside the copy and refused it ("the
    /// target 'IssueReporting' in product 'CombineSchedulers' contains unsafe build flags").
    func testAManifestNamesEveryCopyItDeclares() {
        let manifest = """
            dependencies: [
                .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.17.0"),
                .package(path: "/out/Packages/swift-dependencies"),
                .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.0.0"),
                .package(url: "https://github.com/apple/swift-markdown", from: "0.4.0"),
            ]
            """
        let copies = ["swift-composable-architecture": "/out/Packages/swift-composable-architecture",
                      "swift-dependencies": "/out/Packages/swift-dependencies",
                      "grdb.swift": "/out/Packages/GRDB.swift",
                      "combine-schedulers": "/out/Packages/combine-schedulers"]
        let named = PackagePatches.redirecting(manifest, toCopies: copies)
        XCTAssertEqual(named, """
            dependencies: [
                .package(path: "/out/Packages/swift-composable-architecture"),
                .package(path: "/out/Packages/swift-dependencies"),
                .package(path: "/out/Packages/GRDB.swift"),
                .package(url: "https://github.com/apple/swift-markdown", from: "0.4.0"),
            ]
            """)
        XCTAssertEqual(PackagePatches.redirecting(named, toCopies: copies), named, "naming them again changes nothing")
    }

    /// A lint plugin downloads a binary at resolution and compiles nothing: the copy drops it
    /// (BetterBlueKit's manifest, as the author writes it).
    func testLintPluginsAreDropped() {
        let manifest = """
            dependencies: [
                .package(url: "https://github.com/SimplyDanny/SwiftLintPlugins", from: "0.61.0")
            ],
            targets: [
                .target(name: "Kit", plugins: [.plugin(name: "SwiftLintBuildToolPlugin", package: "SwiftLintPlugins")],),
                .target(name: "Other", dependencies: [.product(name: "Nuke", package: "Nuke")], plugins: [.plugin(name: "Gen", package: "SwiftGen"), .plugin(name: "SwiftFormatPlugin", package: "SwiftFormat")]),
            ]
            """
        let patched = PackagePatches.withoutLintPlugins(manifest)
        XCTAssertFalse(patched.contains("SwiftLint"), patched)
        XCTAssertFalse(patched.contains("SwiftFormat"), patched)
        XCTAssertTrue(patched.contains(#".target(name: "Kit", plugins: [],)"#), patched)
        XCTAssertTrue(patched.contains(#"plugins: [.plugin(name: "Gen", package: "SwiftGen")])"#), "a code-generating plugin stays: \(patched)")
        XCTAssertTrue(patched.contains(#"dependencies: [.product(name: "Nuke", package: "Nuke")]"#))
    }

    /// combine-schedulers 1.2.2's manifests, as tagged (its `Package.swift` needs tools 6.4):
    /// the copy starts from the one SwiftPM reads with the toolchain at hand.
    func testTheCopyStartsFromTheManifestSwiftPMReads() throws {
        try write("// swift-tools-version: 6.4\nimport PackageDescription\nlet package = Package(name: \"Main\")\n", to: "Package.swift")
        try write("// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Six\")\n", to: "Package@swift-6.0.swift")
        try write("// swift-tools-version: 6.1\nimport PackageDescription\nlet package = Package(name: \"SixOne\")\n", to: "Package@swift-6.1.swift")
        XCTAssertEqual(ManifestSelection.manifest(in: directory, current: [6, 3]), "Package@swift-6.1.swift", "Package.swift needs a newer toolchain")
        XCTAssertEqual(ManifestSelection.manifest(in: directory, current: [6, 0, 3]), "Package@swift-6.0.swift")
        XCTAssertEqual(ManifestSelection.manifest(in: directory, current: [6, 4]), "Package.swift", "the main manifest is the newest readable one")
        XCTAssertEqual(ManifestSelection.manifest(in: directory, current: [5, 10]), "Package.swift", "nothing is readable: SwiftPM reads the main one and says why it fails")
        try write("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Exact\")\n", to: "Package@swift-6.3.swift")
        XCTAssertEqual(ManifestSelection.manifest(in: directory, current: [6, 3, 1]), "Package@swift-6.3.swift", "a manifest named for the current version comes first")
        XCTAssertEqual(ManifestSelection.toolsVersion(of: "// swift-tools-version:5.7.1\n"), [5, 7, 1])
        XCTAssertNil(ManifestSelection.toolsVersion(of: "import PackageDescription\n"))

        try write("public let x = 1\n", to: "Sources/Main/X.swift")
        let files = try PackagePatches.copy(of: directory, engine: .path(URL(fileURLWithPath: "/opt/SwatchRaster")), products: ["SwiftUI"])
        guard case .text(let manifest) = files["Package.swift"] else { return XCTFail("no manifest in the copy: \(files.keys.sorted())") }
        // On Swift 6.3 (CI's) that is the exact one; on another toolchain, whichever it reads.
        let chosen = try String(contentsOf: directory.appendingPathComponent(ManifestSelection.manifest(in: directory)), encoding: .utf8)
        XCTAssertTrue(manifest.hasPrefix(chosen), manifest)
        XCTAssertFalse(files.keys.contains { $0.hasPrefix("Package@swift") }, "only the patched manifest is in the copy: \(files.keys.sorted())")
    }

    /// SwiftTerm's package, shortened: a build-tool plugin and the generator it runs. The
    /// copy keeps both `@main`s and the plugin's source as written (SwiftTermApp's build
    /// stopped at "undefined reference to 'main'" once they were removed); its library's
    /// files are still rewritten.
    func testTheCopyKeepsPluginsAndExecutablesAsWritten() throws {
        try write("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Term\")\n", to: "Package.swift")
        let plugin = "import PackagePlugin\n@main\nstruct InfoPlugin: BuildToolPlugin {\n#if os(macOS)\n#endif\n}\n"
        try write(plugin, to: "Plugins/InfoPlugin/plugin.swift")
        let tool = "@main\nstruct Generator {\n    static func main() {}\n}\n"
        try write(tool, to: "Sources/Generator/main.swift")
        try write("#if os(iOS)\nimport UIKit\n#endif\npublic let x = 1\n", to: "Sources/Term/Term.swift")
        let files = try PackagePatches.copy(of: directory, engine: .path(URL(fileURLWithPath: "/opt/SwatchRaster")), products: ["UIKit"])
        guard case .copy = files["Plugins/InfoPlugin/plugin.swift"] else { return XCTFail("the plugin's source is rewritten: \(String(describing: files["Plugins/InfoPlugin/plugin.swift"]))") }
        if case .text(let text) = files["Sources/Generator/main.swift"] { XCTAssertTrue(text.contains("@main"), text) }
        guard case .text(let library) = files["Sources/Term/Term.swift"] else { return XCTFail("the library file is not rewritten") }
        XCTAssertFalse(library.contains("#if os(iOS)"), library)
    }

    /// Critical Maps' kit, shortened: its composable-core-location pin is a branch that no
    /// copy here has. Without that dependency the rest of the manifest stays as written.
    func testADependencyThatCannotBeFetchedIsRemovedWithItsProductUses() {
        let manifest = """
            dependencies: [
                .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.0.0"),
                .package(
                  url: "https://github.com/mltbnz/composable-core-location",
                  branch: "tca-migration"
                ),
                .package(name: "Legacy", url: "https://github.com/example/legacy-kit.git", from: "2.0.0"),
            ],
            targets: [
                .target(name: "MapFeature", dependencies: [
                    .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
                    .product(name: "ComposableCoreLocation", package: "composable-core-location"),
                ]),
                .target(name: "Old", dependencies: [.product(name: "LegacyKit", package: "Legacy")]),
            ]
            """
        let patched = PackagePatches.without(dependencies: ["composable-core-location", "legacy-kit"], in: manifest)
        XCTAssertFalse(patched.contains("composable-core-location"), patched)
        XCTAssertFalse(patched.contains("Legacy"), "a dependency named in an older manifest's style goes with its uses: \(patched)")
        XCTAssertTrue(patched.contains(#".package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.0.0"),"#), patched)
        XCTAssertTrue(patched.contains(#".product(name: "ComposableArchitecture", package: "swift-composable-architecture"),"#), patched)
        XCTAssertTrue(patched.contains(#".target(name: "Old", dependencies: [])"#), patched)

        // Critical Maps declares its products as static members of Target.Dependency: a use
        // is replaced by the engine's product every copy has.
        let helper = """
            dependencies: [.package(url: "https://github.com/mltbnz/composable-core-location", branch: "tca-migration")],
            extension Target.Dependency {
              static let composableCoreLocation = product(
                name: "ComposableCoreLocation",
                package: "composable-core-location"
              )
            }
            """
        let replaced = PackagePatches.without(dependencies: ["composable-core-location"], in: helper, standIn: #".product(name: "os", package: "swatchraster")"#)
        XCTAssertTrue(replaced.contains(#"static let composableCoreLocation = product(name: "os", package: "swatchraster")"#), replaced)
        XCTAssertFalse(replaced.contains("mltbnz"), replaced)

        // FabulaItemsProvider names its dependencies' products by bare strings.
        let byName = """
            dependencies: [
                .package(url: "https://github.com/jasudev/LottieUI.git", .branch("main")),
                .package(url: "https://github.com/jasudev/AxisSheet.git", .branch("main")),
            ],
            targets: [.target(name: "Fabula", dependencies: ["LottieUI",
                                                              "AxisSheet"], resources: [.process("Resources")])]
            """
        let withoutLottie = PackagePatches.without(dependencies: ["lottieui"], in: byName)
        XCTAssertFalse(withoutLottie.contains("LottieUI"), withoutLottie)
        XCTAssertTrue(withoutLottie.contains(#"dependencies: ["#) && withoutLottie.contains(#""AxisSheet"], resources: [.process("Resources")])"#), withoutLottie)
        XCTAssertTrue(withoutLottie.contains(#".package(url: "https://github.com/jasudev/AxisSheet.git", .branch("main")),"#), withoutLottie)
    }

    /// try! Tokyo's conference package runs LicensesPlugin on a target; without the plugin's
    /// package (not fetchable here) the target's `plugins:` entry goes too, or SwiftPM stops
    /// on "product 'LicensesPlugin' … not found in package 'LicensesPlugin'".
    func testABuildPluginOfADependencyThatCannotBeFetchedGoesWithIt() {
        let manifest = """
            dependencies: [
                .package(url: "https://github.com/maiyama18/LicensesPlugin", from: "0.1.6"),
                .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.0.0"),
            ],
            products: [.plugin(name: "Own", targets: ["Own"])],
            targets: [
                .target(
                    name: "trySwiftFeature",
                    dependencies: [.product(name: "ComposableArchitecture", package: "swift-composable-architecture")],
                    plugins: [.plugin(name: "LicensesPlugin", package: "LicensesPlugin")]
                ),
            ]
            """
        let patched = PackagePatches.without(dependencies: ["licensesplugin"], in: manifest)
        XCTAssertFalse(patched.contains("LicensesPlugin"), patched)
        XCTAssertTrue(patched.contains("plugins: []"), patched)
        XCTAssertTrue(patched.contains(#"products: [.plugin(name: "Own", targets: ["Own"])]"#), "a package's own plugin product stays: \(patched)")
    }
}
