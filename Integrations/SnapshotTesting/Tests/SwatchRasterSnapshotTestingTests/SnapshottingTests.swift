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
        // Failing runs write the new snapshot under $SNAPSHOT_ARTIFACTS, else the temp folder.
        // Not set here: setting the process environment in one test races with tests running
        // at the same time, and swift-snapshot-testing takes that folder from nowhere else.
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
        XCTAssertTrue(message.contains("1 pixel changed in x 6 y 8 w 1 h 1"), message)
        XCTAssertTrue(message.contains("reference \(stored.pixelHash)"), message)
        let changed = try ImageRenderer(content: Card(marked: true), appearance: .light, scale: 2, background: .systemBackground).render()
        XCTAssertTrue(changed.pixelHash != stored.pixelHash && message.contains("new \(changed.pixelHash)"), message)
        XCTAssertNil(check(Card(marked: true), as: .image(scale: 2, maxChangedPixels: 1)), "within a one-pixel tolerance")
        XCTAssertNotNil(check(Card(marked: true), as: .image(scale: 2, maxChangedPixels: 1, maxChannelDelta: 10)),
                        "red to blue is more than 10 per channel")

        // A different size fails even with a tolerance.
        let resized = try XCTUnwrap(check(Card(), as: .image(scale: 1, maxChangedPixels: 1_000)))
        XCTAssertTrue(resized.contains("image size changed: 20×20 px → 10×10 px"), resized)
    }

    func testDiffingToleranceAndAttachments() throws {
        let reference = RasterImage(width: 3, height: 2, scale: 1, pixels: [UInt8](repeating: 100, count: 3 * 2 * 4))
        var pixels = reference.pixels
        pixels[(1 * 3 + 2) * 4] = 103  // pixel (2, 1), red channel +3
        pixels[0 * 4 + 1] = 98         // pixel (0, 0), green channel −2
        let candidate = RasterImage(width: 3, height: 2, scale: 1, pixels: pixels)

        XCTAssertNil(Diffing<RasterImage>.image().diffV2(reference, reference))
        let (message, attachments) = try XCTUnwrap(Diffing<RasterImage>.image().diffV2(reference, candidate))
        XCTAssertTrue(message.hasPrefix("2 pixels changed in x 0 y 0 w 3 h 2, largest channel difference 3"), message)
        let names = attachments.compactMap { attachment -> String? in
            if case .data(_, let name) = attachment { return name }
            return nil
        }
        XCTAssertEqual(names, ["difference.png", "new.png"])
        if case .data(let data, _)? = attachments.first {
            let highlight = try RasterImage(pngData: data)
            XCTAssertEqual(highlight.pixels, ImageDiff.highlightImage(reference: reference, candidate: candidate).pixels)
        }

        XCTAssertNil(Diffing<RasterImage>.image(maxChangedPixels: 2, maxChannelDelta: 3).diffV2(reference, candidate))
        XCTAssertNotNil(Diffing<RasterImage>.image(maxChangedPixels: 1).diffV2(reference, candidate), "two pixels changed")
        XCTAssertNotNil(Diffing<RasterImage>.image(maxChangedPixels: 2, maxChannelDelta: 2).diffV2(reference, candidate), "delta 3")

        // Data round trip through the strategy's own conversion.
        let diffing = Diffing<RasterImage>.image()
        XCTAssertEqual(diffing.fromData(diffing.toData(candidate)).pixels, candidate.pixels)
    }

    func testColorSchemeReachesTheView() throws {
        struct Scheme: View {
            @Environment(\.colorScheme) var colorScheme
            var body: some View { (colorScheme == .dark ? Color.black : Color.white).frame(width: 2, height: 2) }
        }
        XCTAssertNotNil(verifySnapshot(of: Scheme(), as: .image(scale: 1), named: "light", record: .missing,
                                       snapshotDirectory: directory, testName: "scheme"))
        let message = verifySnapshot(of: Scheme(), as: .image(scale: 1, colorScheme: .dark), named: "light",
                                     record: .missing, snapshotDirectory: directory, testName: "scheme")
        XCTAssertTrue(message?.contains("4 pixels changed") == true, message ?? "nil")
    }

    func testDefaultBackgroundIsTheSystemBackground() throws {
        // A view that draws nothing shows only the background: systemBackground of the
        // scheme, as SwatchRasterTesting's SnapshotOptions and render-swatches draw.
        // A view type rather than `Color.clear.frame(…)` built here: modifiers are
        // @MainActor, as in SwiftUI, and this XCTest method is not.
        struct Empty: View { var body: some View { SwatchRaster.Color.clear.frame(width: 2, height: 2) } }
        let empty = Empty()
        for (scheme, expected) in [(ColorScheme.light, [UInt8](arrayLiteral: 255, 255, 255, 255)), (.dark, [0, 0, 0, 255])] {
            XCTAssertNotNil(verifySnapshot(of: empty, as: .image(colorScheme: scheme), named: "\(scheme)", record: .missing,
                                           snapshotDirectory: directory, testName: "background"))
            let stored = try RasterImage(contentsOfPNG: URL(fileURLWithPath: directory).appendingPathComponent("background.\(scheme).png"))
            let pixel = stored[0, 0]
            XCTAssertEqual([pixel.r, pixel.g, pixel.b, pixel.a], expected, "\(scheme)")
        }
        // `.pixelHash` has the same default; `background: nil` is still transparent.
        XCTAssertNotNil(verifySnapshot(of: empty, as: .pixelHash, named: "hash", record: .missing,
                                       snapshotDirectory: directory, testName: "background"))
        let hash = try String(contentsOfFile: directory + "/background.hash.txt", encoding: .utf8)
        let opaque = try ImageRenderer(content: empty, appearance: .light, scale: 2, background: .systemBackground).render()
        XCTAssertEqual(hash.trimmingCharacters(in: .whitespacesAndNewlines), opaque.pixelHash)
        XCTAssertNotNil(verifySnapshot(of: empty, as: .image(background: nil), named: "clear", record: .missing,
                                       snapshotDirectory: directory, testName: "background"))
        let clear = try RasterImage(contentsOfPNG: URL(fileURLWithPath: directory).appendingPathComponent("background.clear.png"))
        XCTAssertEqual(clear[0, 0].a, 0)
    }

    func testPixelHashStrategyStoresOneLine() throws {
        XCTAssertNotNil(check(Card(), as: .pixelHash(scale: 1)))
        let text = try String(contentsOfFile: directory + "/card.card.txt", encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("sha256:") && text.count == 71, text)
        XCTAssertNil(check(Card(), as: .pixelHash(scale: 1)))
        XCTAssertNotNil(check(Card(marked: true), as: .pixelHash(scale: 2)))
    }

    func testDefaultStrategiesWithoutArguments() throws {
        // swift-snapshot-testing habit: `as: .image` with no parentheses, for views and images.
        XCTAssertNotNil(verifySnapshot(of: Card(), as: .image, named: "view", record: .missing,
                                       snapshotDirectory: directory, testName: "plain"))
        XCTAssertNil(verifySnapshot(of: Card(), as: .image(scale: 2), named: "view", record: .missing,
                                    snapshotDirectory: directory, testName: "plain"), "the same defaults")
        let image = try ImageRenderer(content: Card()).render()
        XCTAssertNotNil(verifySnapshot(of: image, as: .image, named: "raster", record: .missing,
                                       snapshotDirectory: directory, testName: "plain"))
        XCTAssertNil(verifySnapshot(of: image, as: .image, named: "raster", record: .missing,
                                    snapshotDirectory: directory, testName: "plain"))
        XCTAssertNotNil(verifySnapshot(of: Card(), as: .pixelHash, named: "hash", record: .missing,
                                       snapshotDirectory: directory, testName: "plain"))
        XCTAssertNil(verifySnapshot(of: Card(), as: .pixelHash(scale: 2), named: "hash", record: .missing,
                                    snapshotDirectory: directory, testName: "plain"))
    }

    func testPNGDataRoundTrip() throws {
        let image = try ImageRenderer(content: Card(marked: true)).render()
        let decoded = try RasterImage(pngData: try image.pngData())
        XCTAssertEqual(decoded.pixelHash, image.pixelHash)
    }
}
