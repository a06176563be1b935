import Foundation
import SnapshotTesting
import SwatchRaster
import SwatchRasterSnapshotTesting
import XCTest

/// The strategies under swift-snapshot-testing's own `verifySnapshot`, which returns the
/// failure message instead of failing, so each outcome can be asserted.
final class SnapshottingTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: directory) }

    private struct Card: View {
        var marked = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 10, height: 10)
                if marked { Color.blue.frame(width: 0.5, height: 0.5).offset(x: 3, y: 4) }
            }
        }
    }

    private func check<Format>(_ view: Card, as strategy: Snapshotting<Card, Format>, record: SnapshotTestingConfiguration.Record = .missing) -> String? {
        verifySnapshot(of: view, as: strategy, named: "card", record: record, snapshotDirectory: directory, testName: "card")
    }

    func testRecordsThenMatchesThenReportsOnePixel() throws {
        // First run: nothing recorded yet, so the reference is written and the run fails.
        let first = check(Card(), as: .image(scale: 2))
        XCTAssertNotNil(first)
        let reference = URL(fileURLWithPath: directory).appendingPathComponent("card.card.png")
        let stored = try RasterImage(contentsOfPNG: reference)
        XCTAssertEqual([stored.width, stored.height], [20, 20])
        let pixel = stored[0, 0]
        XCTAssertEqual([pixel.r, pixel.g, pixel.b, pixel.a], [255, 59, 48, 255], "systemRed")

        XCTAssertNil(check(Card(), as: .image(scale: 2)), "the same view matches")

        // One device pixel at (6, 8) changes.
        let message = try XCTUnwrap(check(Card(marked: true), as: .image(scale: 2)))
        XCTAssertTrue(message.contains("1 pixels changed in x 6 y 8 w 1 h 1"), message)
        XCTAssertTrue(message.contains("reference sha256:"), message)
        XCTAssertNil(check(Card(marked: true), as: .image(scale: 2, maxChangedPixels: 1)), "within a one-pixel tolerance")
    }

    func testPixelHashStrategyStoresOneLine() throws {
        XCTAssertNotNil(check(Card(), as: .pixelHash(scale: 1)))
        let text = try String(contentsOfFile: directory + "/card.card.txt", encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("sha256:") && text.count == 71, text)
        XCTAssertNil(check(Card(), as: .pixelHash(scale: 1)))
        XCTAssertNotNil(check(Card(marked: true), as: .pixelHash(scale: 2)))
    }

    func testPNGDataRoundTrip() throws {
        let image = try ImageRenderer(content: Card(marked: true)).render()
        let decoded = try RasterImage(pngData: try image.pngData())
        XCTAssertEqual(decoded.pixelHash, image.pixelHash)
    }
}
