@testable import SwatchRaster
import XCTest

/// Symbols drawn as several of the set's icons (SymbolComposites, issue 49): the weather
/// pictures take multicolor's sun yellow and rain blue, `person.2.fill` takes two palette
/// styles, and a calculator's `divide` and `plus.forwardslash.minus` draw pictures, not the
/// placeholder box.
final class SymbolCompositeTests: XCTestCase {
    private func render<V: View>(_ view: V) throws -> RasterImage {
        let renderer = ImageRenderer(content: view.font(.system(size: 48)))
        renderer.scale = 1
        renderer.backgroundColor = .white
        return try renderer.render()
    }

    /// How many pixels are close to `color`.
    private func count(_ image: RasterImage, near color: [Int], tolerance: Int = 12) -> Int {
        var n = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if abs(Int(p.r) - color[0]) <= tolerance && abs(Int(p.g) - color[1]) <= tolerance && abs(Int(p.b) - color[2]) <= tolerance { n += 1 }
            }
        }
        return n
    }

    private let yellow = [255, 204, 0], blue = [0, 122, 255], gray = [142, 142, 147], orange = [255, 149, 0], green = [52, 199, 89]

    func testMulticolorWeatherHasASunAndRainInTheirColors() throws {
        let image = try render(Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.multicolor))
        XCTAssertGreaterThan(count(image, near: yellow), 40, "the sun in systemYellow")
        XCTAssertGreaterThan(count(image, near: blue), 20, "the rain in systemBlue")
        XCTAssertGreaterThan(count(image, near: gray), 200, "the cloud in systemGray")
        // Monochrome stays one color.
        let plain = try render(Image(systemName: "cloud.sun.rain.fill").foregroundStyle(.green))
        XCTAssertEqual(count(plain, near: yellow), 0)
        XCTAssertGreaterThan(count(plain, near: green), 200)
    }

    func testPaletteColorsTheTwoPeopleApart() throws {
        let image = try render(Image(systemName: "person.2.fill").symbolRenderingMode(.palette).foregroundStyle(.orange, .blue))
        let front = count(image, near: orange), back = count(image, near: blue)
        XCTAssertGreaterThan(front, 150, "the front person in the first style")
        XCTAssertGreaterThan(back, 60, "the person behind in the second style")
        // The front person is the larger, and leads.
        var frontX = 0, backX = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if p.r > 240 && p.b < 30 { frontX += x }
                if p.b > 240 && p.r < 30 { backX += x }
            }
        }
        XCTAssertLessThan(CGFloat(frontX) / CGFloat(front), CGFloat(backX) / CGFloat(back))
    }

    func testCalculatorSymbolsDrawPictures() throws {
        for name in ["divide", "plus.forwardslash.minus", "plus", "minus", "multiply", "equal", "percent"] {
            XCTAssertNotNil(SystemSymbolCatalog.drawing(of: name), name)
            let node = try XCTUnwrap(layOut(Image(systemName: name).font(.title)).all("Image").first)
            XCTAssertEqual(node.jsonAttributes().first { $0.0 == "drawn" }?.1, "Material Icons", name)
        }
        // divide: a bar with a dot above and below it, so three separate bands of ink rows.
        let image = try render(Image(systemName: "divide"))
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].r < 128 } }
        let bands = zip(rows, rows.dropFirst()).filter { $1 - $0 > 1 }.count + 1
        XCTAssertEqual(bands, 3)
    }
}
