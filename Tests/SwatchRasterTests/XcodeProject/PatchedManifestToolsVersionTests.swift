import SwatchXcodeProject
import XCTest

/// A copy's manifest declares resources with `Resource` (tools 5.3) and adds the asset-symbols
/// plugin (tools 5.5); Construct's Introspect says `swift-tools-version:5.1`, and its copy
/// failed with "'Resource' is unavailable", which cost the package.
final class PatchedManifestToolsVersionTests: XCTestCase {
    func testOlderManifestsGetOnlyWhatTheirToolsVersionHas() {
        let engine = EngineReference.path(URL(fileURLWithPath: "/engine"))
        func patched(_ version: String) -> String {
            PackagePatches.patchedManifest("// swift-tools-version:\(version)\nimport PackageDescription\nlet package = Package(name: \"P\")\n",
                                           engine: engine, products: ["SwiftUI"])
        }
        XCTAssertFalse(patched("5.1").contains("Resource"))
        XCTAssertFalse(patched("5.1").contains("GenerateAssetSymbols"))
        XCTAssertTrue(patched("5.3").contains("var found: [Resource] = []"))
        XCTAssertFalse(patched("5.3").contains("GenerateAssetSymbols"))
        XCTAssertTrue(patched("5.9").contains("[Resource]") && patched("5.9").contains(".plugin(name: \"GenerateAssetSymbols\", package: \"engine\")"))
        XCTAssertTrue(patched("6.0").contains("GenerateAssetSymbols"))
    }
}
