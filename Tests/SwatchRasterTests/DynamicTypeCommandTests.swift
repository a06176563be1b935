@testable import SwatchRaster
@testable import SwatchRasterTesting
import XCTest

/// `render-swatches --dynamic-type-size` and `SnapshotOptions.dynamicTypeSize`.
final class DynamicTypeCommandTests: XCTestCase {
    func testCommandLineRendersTheSheetAtAnotherSize() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-dt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let large = try runCLI(["-o", "large.png", "--scale", "1", "--dump-layout", "large.json"], in: directory)
        XCTAssertEqual(large.status, 0, large.err)
        let ax3 = try runCLI(["-o", "ax3.png", "--scale", "1", "--dynamic-type-size", "accessibility3",
                              "--dump-layout", "ax3.json"], in: directory)
        XCTAssertEqual(ax3.status, 0, ax3.err)
        // The sheet's titles are `.title`: 28 pt at Large, 48 pt at AX3 (HIG table), so the
        // title line grows and the image with it.
        let before = try LayoutDump(json: String(contentsOf: directory.appendingPathComponent("large.json"), encoding: .utf8))
        let after = try LayoutDump(json: String(contentsOf: directory.appendingPathComponent("ax3.json"), encoding: .utf8))
        XCTAssertGreaterThan(after.size[1], before.size[1])
        let bad = try runCLI(["-o", "x.png", "--dynamic-type-size", "huge"], in: directory)
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.err.contains("accessibility5"), bad.err)
    }

    func testSnapshotOptionsCarryTheSize() throws {
        var options = SnapshotOptions(scale: 1, background: nil)
        options.dynamicTypeSize = .accessibility5
        let view = Text("A").font(.largeTitle)
        let big = try SnapshotStore.render(view, options)
        options.dynamicTypeSize = .large
        let normal = try SnapshotStore.render(view, options)
        // largeTitle is 60 pt at AX5 and 34 pt at Large: DejaVu's line height scales with it.
        XCTAssertEqual(Double(big.height) / Double(normal.height), 60.0 / 34.0, accuracy: 0.05)
    }
}
