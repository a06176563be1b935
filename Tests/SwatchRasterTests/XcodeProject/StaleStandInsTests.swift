@testable import SwatchXcodeProject
import XCTest

/// A build folder shared by several apps keeps the empty stand-ins of the one built before;
/// only those the current package does not declare go, and never a real module.
final class StaleStandInsTests: XCTestCase {
    func testOnlyUndeclaredStandInsAreRemoved() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("StaleStandIns-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let modules = scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug/Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        for name in ["SystemConfiguration.swiftmodule", "SystemConfiguration.swiftdoc", "CoreMotion.swiftmodule",
                     "Alamofire.swiftmodule", "SwiftUI.swiftmodule"] {
            try Data().write(to: modules.appendingPathComponent(name))
        }
        let removed = StaleStandIns.remove(in: scratch, keeping: ["CoreMotion"])
        XCTAssertEqual(removed, ["SystemConfiguration.swiftdoc", "SystemConfiguration.swiftmodule"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: modules.path).sorted(),
                       ["Alamofire.swiftmodule", "CoreMotion.swiftmodule", "SwiftUI.swiftmodule"])
    }
}
