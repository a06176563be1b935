@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

final class RasterTests: XCTestCase {
    func testOpaqueFillIsExactAndEdgesAreCrisp() throws {
        // 10 × 10 red at @1x: systemRed 255,59,48 everywhere, no blended edge pixels.
        let image = try render(Color.red.frame(width: 10, height: 10))
        XCTAssertEqual(image.width, 10)
        XCTAssertEqual(image.height, 10)
        for y in 0..<10 { for x in 0..<10 { XCTAssertEqual(image.rgba(x, y), [255, 59, 48, 255]) } }
    }

    func testSemiTransparentColorBlendsOverBackground() throws {
        // tertiaryLabel (60,60,67, a=76) over white: 255 + (c - 255) * 76/255.
        let image = try render(Color.tertiaryLabel.frame(width: 4, height: 4), background: .white)
        let expected = [60, 60, 67].map { c -> UInt8 in
            let src = (Double(c) * 76 / 255).rounded()
            return UInt8((src + 255 * Double(255 - 76) / 255).rounded())
        }
        let pixel = image.rgba(1, 1)
        for i in 0..<3 { XCTAssertEqual(Double(pixel[i]), Double(expected[i]), accuracy: 1) }
        XCTAssertEqual(pixel[3], 255)
    }

    func testTransparentBackgroundKeepsStraightAlpha() throws {
        let image = try render(Color.tertiaryLabel.frame(width: 2, height: 2))
        XCTAssertEqual(image.rgba(0, 0), [60, 60, 67, 76])
    }

    func testBorderIsOnePixelInsideTheBoundsAtOneX() throws {
        let image = try render(Color.white.frame(width: 10, height: 10).border(Color.black), background: .white)
        XCTAssertEqual(image.rgba(0, 5), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(9, 5), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(5, 0), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(1, 5), [255, 255, 255, 255])
        XCTAssertEqual(image.rgba(5, 8), [255, 255, 255, 255])
    }

    func testBorderIsThreePixelsAtThreeX() throws {
        let image = try render(Color.white.frame(width: 10, height: 10).border(Color.black), scale: 3, background: .white)
        XCTAssertEqual(image.width, 30)
        XCTAssertEqual(image.rgba(2, 15), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(3, 15), [255, 255, 255, 255])
    }

    func testFractionalFramesSnapToThePixelGrid() throws {
        // Offset 0.4 pt at @1x rounds to 0; 10.6 wide far edge rounds to 11.
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 0.4, height: 1)
            Color.black.frame(width: 10.2, height: 1)
        }
        let image = try render(view, background: .white)
        XCTAssertEqual(image.rgba(0, 0), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(10, 0), [0, 0, 0, 255])
    }

    func testCircleEdgesAreAntiAliasedAndCentreIsSolid() throws {
        let image = try render(Circle().fill(Color.black).frame(width: 20, height: 20), background: .white)
        XCTAssertEqual(image.rgba(10, 10), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(0, 0), [255, 255, 255, 255])
        let edge = image.rgba(2, 2)[0]
        XCTAssertTrue(edge > 0 && edge < 255, "edge pixel \(edge) should be partially covered")
    }

    func testTextDrawsAntiAliasedGlyphsInTheLabelColor() throws {
        let image = try render(Text("Hg"), scale: 2, background: .white)
        let values = stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] }
        XCTAssertTrue(values.contains(0), "some fully covered pixels")
        XCTAssertTrue(values.contains { $0 > 0 && $0 < 255 }, "some anti-aliased pixels")
    }
}
