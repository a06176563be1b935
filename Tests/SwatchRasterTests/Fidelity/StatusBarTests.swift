import XCTest
@testable import SwatchRaster

/// The Simulator's status bar and home indicator over a device render (issue 37), against
/// measurements of public iOS 17 Simulator screenshots at 3x (StatusBar.swift cites them):
/// on a 393 pt iPhone the time's digits span y 23.33…35.33 centred at x 71.5, the Dynamic
/// Island is 125.67 × 37.33 at y 11, the battery 27.33 × 13 at x 333, y 22.67, four 3.33 pt
/// dots from x 282, and the home indicator 140 × 5 with its bottom 8 pt above the screen's.
final class StatusBarTests: XCTestCase {
    private func render(_ device: DevicePreset, statusBar: Bool, appearance: Appearance = .light) throws -> RasterImage {
        let renderer = ImageRenderer(content: Color.clear, appearance: appearance, background: .systemBackground)
        renderer.apply(device)
        renderer.showsStatusBar = statusBar
        return try renderer.render()
    }

    /// The box (in points) of pixels that differ from the page inside `area` (points).
    private func inkBox(_ image: RasterImage, in area: CGRect, page: [UInt8], scale: CGFloat = 3) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in Int(area.minY * scale)..<Int(area.maxY * scale) {
            for x in Int(area.minX * scale)..<Int(area.maxX * scale) where zip(image.rgba(x, y), page).contains(where: { abs(Int($0) - Int($1)) > 60 }) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale, width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    func testTheBarSitsWhereTheSimulatorDrawsIt() throws {
        let image = try render(.iPhone15, statusBar: true)
        let white: [UInt8] = [255, 255, 255, 255]
        let island = try XCTUnwrap(inkBox(image, in: CGRect(x: 120, y: 0, width: 153, height: 55), page: white))
        XCTAssertEqual(island.minX, 133.67, accuracy: 0.5)
        XCTAssertEqual(island.width, 125.67, accuracy: 0.7)
        XCTAssertEqual(island.minY, 11, accuracy: 0.5)
        XCTAssertEqual(island.height, 37.33, accuracy: 0.7)
        // "9:41": our system face stands in for SF Pro, so the width differs; the centre, the
        // baseline and the digits' height are the measured ones.
        let time = try XCTUnwrap(inkBox(image, in: CGRect(x: 20, y: 10, width: 100, height: 40), page: white))
        XCTAssertEqual(time.midX, 71.5, accuracy: 1.5)
        XCTAssertEqual(time.maxY, 35.33, accuracy: 0.7)
        XCTAssertEqual(time.height, 12, accuracy: 1)
        let battery = try XCTUnwrap(inkBox(image, in: CGRect(x: 328, y: 15, width: 40, height: 30), page: white))
        XCTAssertEqual(battery.minX, 333, accuracy: 0.7)
        XCTAssertEqual(battery.maxX, 360.33, accuracy: 0.7)
        XCTAssertEqual(battery.minY, 22.67, accuracy: 0.7)
        XCTAssertEqual(battery.maxY, 35.67, accuracy: 0.7)
        XCTAssertEqual(image.rgba(Int(340 * 3), Int(29 * 3)), [0, 0, 0, 255], "a full battery's charge is the ink")
        let wifi = try XCTUnwrap(inkBox(image, in: CGRect(x: 305, y: 15, width: 24, height: 25), page: white))
        XCTAssertEqual(wifi.maxY, 35.33, accuracy: 1)
        // The no-service dots: the ink at 20 % (measured 194 over 242, 204 over white).
        let dot = image.rgba(Int(283.67 * 3), Int(33.67 * 3))
        XCTAssertEqual(Int(dot[0]), 204, accuracy: 3)
        let indicator = try XCTUnwrap(inkBox(image, in: CGRect(x: 100, y: 830, width: 193, height: 22), page: white))
        XCTAssertEqual(indicator.minX, 126.67, accuracy: 0.7)
        XCTAssertEqual(indicator.width, 140, accuracy: 0.7)
        XCTAssertEqual(indicator.maxY, 844, accuracy: 0.5)
        XCTAssertEqual(indicator.height, 5, accuracy: 0.5)
    }

    func testTheLargerPhonesHaveTheirOwnMeasuredBar() throws {
        let image = try render(.iPhone15ProMax, statusBar: true)
        let white: [UInt8] = [255, 255, 255, 255]
        let battery = try XCTUnwrap(inkBox(image, in: CGRect(x: 355, y: 15, width: 45, height: 30), page: white))
        XCTAssertEqual(battery.minX, 361.33, accuracy: 0.7)
        XCTAssertEqual(battery.maxX, 392.33, accuracy: 0.7)
        let indicator = try XCTUnwrap(inkBox(image, in: CGRect(x: 100, y: 910, width: 230, height: 22), page: white))
        XCTAssertEqual(indicator.width, 154, accuracy: 0.7)
        XCTAssertEqual(indicator.maxY, 924, accuracy: 0.5)
    }

    func testDarkModeDrawsWhiteInkAndABlackIsland() throws {
        let image = try render(.iPhone16, statusBar: true, appearance: .dark)
        XCTAssertEqual(image.rgba(Int(340 * 3), Int(29 * 3)), [255, 255, 255, 255])
        XCTAssertEqual(image.rgba(Int(196 * 3), Int(29 * 3)), [0, 0, 0, 255], "the island is black in both")
        XCTAssertEqual(image.rgba(Int(196 * 3), Int(841 * 3)), [255, 255, 255, 255])
    }

    func testOffByDefaultAndNothingWhereNothingWasMeasured() throws {
        let plain = try render(.iPhone15, statusBar: false)
        XCTAssertEqual(plain.rgba(Int(196 * 3), Int(29 * 3)), [255, 255, 255, 255])
        XCTAssertEqual(try render(.iPhone15, statusBar: false).pixelHash, try ImageRendererDefaults.plainHash(.iPhone15))
        // The iPhone 16 Pro's bar was not measured: the flag draws nothing there.
        XCTAssertEqual(try render(.iPhone16Pro, statusBar: true).pixelHash, try render(.iPhone16Pro, statusBar: false).pixelHash)
        // The content's layout does not move: away from the bar the pixels are the same.
        let content = { (bar: Bool) throws -> RasterImage in
            let renderer = ImageRenderer(content: Text("Hello").padding(), appearance: .light, background: .systemBackground)
            renderer.apply(.iPhone15)
            renderer.showsStatusBar = bar
            return try renderer.render()
        }
        let with = try content(true), without = try content(false)
        for y in stride(from: Int(60 * 3), to: Int(820 * 3), by: 7) {
            XCTAssertEqual(with.rgba(589, y), without.rgba(589, y))
        }
    }
}

private enum ImageRendererDefaults {
    /// A render of the same device with a renderer that never heard of the status bar.
    static func plainHash(_ device: DevicePreset) throws -> String {
        let renderer = ImageRenderer(content: Color.clear, appearance: .light, background: .systemBackground)
        renderer.apply(device)
        return try renderer.render().pixelHash
    }
}
