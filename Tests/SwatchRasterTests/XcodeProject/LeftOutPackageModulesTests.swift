@testable import SwatchXcodeProject
import XCTest

/// A package that a copy goes on without leaves its compiled modules in the build folder; they
/// are found by the package's target names and removed, and nothing else is.
final class LeftOutPackageModulesTests: XCTestCase {
    func testTheLeftOutPackagesModulesAreRemoved() throws {
        let manifest = """
        let package = Package(name: "Alamofire", targets: [
            .target(name: "Alamofire", path: "Source"),
            .testTarget(name: "AlamofireTests", dependencies: ["Alamofire"]),
        ])
        """
        XCTAssertEqual(LeftOutPackageModules.targets(inManifest: manifest), ["Alamofire"])
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("LeftOutModules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let modules = scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug/Modules")
        try FileManager.default.createDirectory(at: modules.appendingPathComponent("Alamofire.swiftmodule"), withIntermediateDirectories: true)
        for name in ["Alamofire.swiftdoc", "Alamofire.swiftsourceinfo", "AlamofireExtras.swiftmodule", "SwiftUI.swiftmodule"] {
            try Data().write(to: modules.appendingPathComponent(name))
        }
        let removed = LeftOutPackageModules.remove(["Alamofire"], in: scratch)
        XCTAssertEqual(removed, ["Alamofire.swiftdoc", "Alamofire.swiftmodule", "Alamofire.swiftsourceinfo"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: modules.path).sorted(), ["AlamofireExtras.swiftmodule", "SwiftUI.swiftmodule"])
    }
}
