@testable import SwatchXcodeProject
import XCTest

/// SwiftPM refuses a remote package's product built on a target with unsafe flags, which a
/// patched copy has. Construct links `Dependencies` through The Composable Architecture; its
/// swift-dependencies, remote, names combine-schedulers, a patched copy, and the build said so
/// before any scan could patch swift-dependencies. The package that declares the product is
/// the one to patch, under the app's package SwiftPM names.
final class UnsafeFlagsDependencyTests: XCTestCase {
    func testTheFetchedPackageDeclaringTheProductIsPatched() throws {
        let checkouts = FileManager.default.temporaryDirectory.appendingPathComponent("UnsafeFlags-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: checkouts) }
        for (folder, manifest) in [
            ("swift-dependencies", "let package = Package(name: \"swift-dependencies\", products: [\n    .library(\n      name: \"Dependencies\", targets: [\"Dependencies\"])])"),
            ("swift-clocks", "let package = Package(name: \"swift-clocks\", products: [.library(name: \"Clocks\", targets: [\"Clocks\"])])"),
        ] {
            try FileManager.default.createDirectory(at: checkouts.appendingPathComponent(folder), withIntermediateDirectories: true)
            try manifest.write(to: checkouts.appendingPathComponent(folder).appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        }
        let tca = PackageDependency(identity: "swift-composable-architecture", declaration: ".package(url: \"https://github.com/pointfreeco/swift-composable-architecture\", exact: \"1.23.2\")",
                                    products: ["ComposableArchitecture"], isRemote: true)
        let output = "error: 'swift-composable-architecture': the target 'CombineSchedulers' in product 'Dependencies' contains unsafe build flags"
        let found = try XCTUnwrap(UnsafeFlagsProducts.dependency(in: output, packages: [tca], checkouts: checkouts, patched: []))
        XCTAssertEqual([found.owner, found.dependency], ["swift-composable-architecture", "swift-dependencies"])
        // Already patched, or an error naming no package of the app: nothing to do.
        XCTAssertNil(UnsafeFlagsProducts.dependency(in: output, packages: [tca], checkouts: checkouts, patched: ["swift-dependencies"]))
        XCTAssertNil(UnsafeFlagsProducts.dependency(in: output.replacingOccurrences(of: "swift-composable-architecture", with: "other"),
                                                       packages: [tca], checkouts: checkouts, patched: []))
    }
}
