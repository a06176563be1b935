import Foundation
import SnapshotTesting
import SwatchRaster
import SwatchRasterSnapshotTesting
import XCTest

/// Device presets through swift-snapshot-testing: sizes, safe area, and the one-line matrix.
/// iPhone SE: 375 × 667 pt @2x with a 20 pt status bar (DevicePreset's sources).
final class DeviceSnapshottingTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("device-snapshots-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: directory) }

    private struct Screen: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea(edges: .top).frame(height: 40)
                Spacer()
            }
        }
    }

    func testDeviceImageAppliesSizeScaleAndSafeArea() throws {
        let failure = verifySnapshot(of: Screen(), as: .image(device: .iPhoneSE, background: nil), named: "se",
                                     record: .missing, snapshotDirectory: directory, testName: "screen")
        XCTAssertNotNil(failure, "first run records")
        let image = try RasterImage(contentsOfPNG: URL(fileURLWithPath: directory).appendingPathComponent("screen.se.png"))
        XCTAssertEqual([image.width, image.height], [750, 1334])
        // The header extends under the status bar: red from y 0 to (20 + 40) pt = 120 px.
        let top = image[10, 0], last = image[10, 119], below = image[10, 120]
        XCTAssertEqual([top.r, top.g, top.b, top.a], [255, 59, 48, 255])
        XCTAssertEqual([last.r, last.a], [255, 255])
        XCTAssertEqual(below.a, 0)
    }

    func testDevicesMatrixNamesEachCombination() throws {
        let strategies: [String: Snapshotting<Screen, RasterImage>] = .devices([.iPhoneSE, .iPhone16ProMax])
        XCTAssertEqual(strategies.keys.sorted(), ["iPhone-16-Pro-Max-dark", "iPhone-16-Pro-Max-light", "iPhone-SE-dark", "iPhone-SE-light"])
        for (name, strategy) in strategies {
            XCTAssertNotNil(verifySnapshot(of: Screen(), as: strategy, named: name, record: .missing,
                                           snapshotDirectory: directory, testName: "screen"))
            XCTAssertNil(verifySnapshot(of: Screen(), as: strategy, named: name, record: .missing,
                                        snapshotDirectory: directory, testName: "screen"), "\(name) matches on the second run")
        }
        let max = try RasterImage(contentsOfPNG: URL(fileURLWithPath: directory).appendingPathComponent("screen.iPhone-16-Pro-Max-dark.png"))
        XCTAssertEqual([max.width, max.height], [1320, 2868])
    }
}
