import SwatchXcodeProject
import XCTest

/// A build folder that built swift-syntax 603 for one app keeps `SwiftSyntax601…603` after
/// another app resolves 600.0.1; The Composable Architecture's `@Presents` then took the 601
/// API through `#if canImport(SwiftSyntax601)` and failed (try! Swift Tokyo, measured).
final class StaleVersionMarkersTests: XCTestCase {
    func testMarkersTheCheckoutLacksAreRemovedAndNothingElse() throws {
        let fm = FileManager.default
        let scratch = fm.temporaryDirectory.appendingPathComponent("StaleMarkers-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: scratch) }
        for marker in ["SwiftSyntax509", "SwiftSyntax510", "SwiftSyntax600"] {
            try fm.createDirectory(at: scratch.appendingPathComponent("checkouts/swift-syntax/Sources/VersionMarkerModules/\(marker)"), withIntermediateDirectories: true)
        }
        let tool = scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug/Modules-tool")
        let modules = scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug/Modules")
        for folder in [tool, modules] { try fm.createDirectory(at: folder, withIntermediateDirectories: true) }
        for name in ["SwiftSyntax600.swiftmodule", "SwiftSyntax601.swiftmodule", "SwiftSyntax603.swiftmodule", "SwiftSyntax.swiftmodule", "SwiftParser.swiftmodule"] {
            try Data().write(to: tool.appendingPathComponent(name))
        }
        try fm.createDirectory(at: modules.appendingPathComponent("SwiftSyntax602.swiftmodule"), withIntermediateDirectories: true)

        let removed = StaleVersionMarkers.remove(in: scratch)
        XCTAssertEqual(removed.sorted(), ["SwiftSyntax601.swiftmodule", "SwiftSyntax602.swiftmodule", "SwiftSyntax603.swiftmodule"])
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: tool.path).sorted(), ["SwiftParser.swiftmodule", "SwiftSyntax.swiftmodule", "SwiftSyntax600.swiftmodule"])
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: modules.path), [])
        // Without a swift-syntax checkout nothing is judged.
        try fm.removeItem(at: scratch.appendingPathComponent("checkouts"))
        try Data().write(to: tool.appendingPathComponent("SwiftSyntax601.swiftmodule"))
        XCTAssertEqual(StaleVersionMarkers.remove(in: scratch), [])
    }
}
