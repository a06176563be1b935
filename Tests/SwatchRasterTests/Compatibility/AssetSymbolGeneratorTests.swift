import Foundation
import XCTest

/// The asset-symbol generator behind the GenerateAssetSymbols plugin (issue 24), run as the
/// plugin runs it. The expected names are those in Xcode's own GeneratedAssetSymbols.swift
/// files in public repositories: "AccentColor" → `accent`, "LaunchImage" → `launch`,
/// "Blue Theme" → `blueTheme`, "bg-guang" → `bgGuang`, "portal_card_1" → `portalCard1`,
/// "1" → `_1`, and a namespace folder "Theme1" → `enum Theme1` with `.Theme1.name` paths.
final class AssetSymbolGeneratorTests: XCTestCase {
    private func generate(colors: [String], images: [String], namespace: (String, [String])? = nil,
                          groupedImages: [String] = [], arguments: [String] = []) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Media.xcassets")
        func make(_ folder: URL) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        for name in colors { try make(catalog.appendingPathComponent("\(name).colorset")) }
        for name in images { try make(catalog.appendingPathComponent("\(name).imageset")) }
        // A plain folder groups without a namespace.
        try make(catalog.appendingPathComponent("Group/Nested.colorset"))
        for name in groupedImages { try make(catalog.appendingPathComponent("Group/\(name).imageset")) }
        if let (space, names) = namespace {
            let folder = catalog.appendingPathComponent(space)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(#"{"properties":{"provides-namespace":true}}"#.utf8).write(to: folder.appendingPathComponent("Contents.json"))
            for name in names { try make(folder.appendingPathComponent("\(name).colorset")) }
        }
        let output = root.appendingPathComponent("GeneratedAssetSymbols.swift")
        let binary = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("swatch-asset-symbols")
        let process = Process()
        process.executableURL = FileManager.default.isExecutableFile(atPath: binary.path) ? binary : Bundle.main.bundleURL.appendingPathComponent("swatch-asset-symbols")
        process.arguments = [catalog.path, "--output", output.path] + arguments
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// The-OldOS-Project has the same image in two places; two symbols of one name would not
    /// compile, so the first keeps it.
    func testTwoAssetsOfOneNameMakeOneSymbol() throws {
        let source = try generate(colors: [], images: ["UIButtonBarTrash"], groupedImages: ["UIButtonBarTrash"])
        XCTAssertEqual(source.components(separatedBy: "static let uiButtonBarTrash = ImageResource").count - 1, 1, source)
    }

    /// A project without ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS gets the
    /// resources alone, so its own `Color.brand` does not clash.
    func testWithoutExtensionsOnlyTheResources() throws {
        let source = try generate(colors: ["Brand"], images: ["Logo"], arguments: ["--no-extensions"])
        XCTAssertTrue(source.contains(#"static let brand = ColorResource(name: "Brand", bundle: resourceBundle)"#), source)
        XCTAssertTrue(source.contains(#"static let logo = ImageResource(name: "Logo", bundle: resourceBundle)"#), source)
        XCTAssertFalse(source.contains("extension SwiftUI.Color"), source)
        XCTAssertFalse(source.contains("extension UIKit.UIImage"), source)
    }

    /// FabulaItemsProvider declares `static var fabulaPrimary: Color` beside its
    /// `fabulaPrimary` color set; the plugin passes the target's own static members, and their
    /// extensions are left out, while the resource stays and the other colors keep theirs.
    func testDeclaredNamesKeepTheirOwnDeclaration() throws {
        let source = try generate(colors: ["fabulaPrimary", "fabulaBack1"], images: [], arguments: ["--declared", "fabulaPrimary,shared"])
        XCTAssertTrue(source.contains("static let fabulaPrimary = ColorResource"), source)
        XCTAssertFalse(source.contains("static var fabulaPrimary:"), source)
        XCTAssertEqual(source.components(separatedBy: "static var fabulaBack1:").count - 1, 3, source)   // UIColor, Color, ShapeStyle
    }

    func testNamesFollowXcode() throws {
        let source = try generate(colors: ["AccentColor", "Blue Theme", "bg-guang", "portal_card_1", "1", "URLIcon", "default"],
                                  images: ["LaunchImage", "GoogleLogo", "pro plan"])
        for line in [
            #"static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)"#,
            #"static let blueTheme = ColorResource(name: "Blue Theme", bundle: resourceBundle)"#,
            #"static let bgGuang = ColorResource(name: "bg-guang", bundle: resourceBundle)"#,
            #"static let portalCard1 = ColorResource(name: "portal_card_1", bundle: resourceBundle)"#,
            #"static let _1 = ColorResource(name: "1", bundle: resourceBundle)"#,
            #"static let urlIcon = ColorResource(name: "URLIcon", bundle: resourceBundle)"#,
            #"static let `default` = ColorResource(name: "default", bundle: resourceBundle)"#,
            #"static let nested = ColorResource(name: "Nested", bundle: resourceBundle)"#,
            #"static let launch = ImageResource(name: "LaunchImage", bundle: resourceBundle)"#,
            #"static let googleLogo = ImageResource(name: "GoogleLogo", bundle: resourceBundle)"#,
            #"static let proPlan = ImageResource(name: "pro plan", bundle: resourceBundle)"#,
            "static var accent: SwiftUI.Color { .init(.accent) }",
            "static var accent: UIKit.UIColor { .init(resource: .accent) }",
            "static var launch: UIKit.UIImage { .init(resource: .launch) }",
            "extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {",
            "#if !canImport(DeveloperToolsSupport)",
        ] {
            XCTAssertTrue(source.contains(line), "missing \(line)\n\(source)")
        }
    }

    func testNamespaceFoldersBecomeNestedEnums() throws {
        let source = try generate(colors: [], images: [], namespace: ("Theme1", ["inboundBubble"]))
        XCTAssertTrue(source.contains("enum Theme1 {"), source)
        XCTAssertTrue(source.contains(#"static let inboundBubble = ColorResource(name: "Theme1/inboundBubble", bundle: resourceBundle)"#), source)
        XCTAssertTrue(source.contains("static var inboundBubble: SwiftUI.Color { .init(.Theme1.inboundBubble) }"), source)
    }
}
