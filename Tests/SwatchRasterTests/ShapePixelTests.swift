@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// Shapes and borders drawn at @1x, @2x and @3x: crisp where edges meet the pixel grid,
/// anti-aliased where they do not, and symmetric.
final class ShapePixelTests: XCTestCase {
    func testStrokeBorderStaysInsideAtEveryScale() throws {
        for scale in [1, 2, 3] as [CGFloat] {
            let image = try render(Rectangle().strokeBorder(Color.black, lineWidth: 2).frame(width: 10, height: 10), scale: scale, background: .white)
            let line = Int(2 * scale)
            XCTAssertEqual(image.width, Int(10 * scale))
            XCTAssertEqual(image.rgba(line - 1, image.height / 2), [0, 0, 0, 255], "@\(scale)x")
            XCTAssertEqual(image.rgba(line, image.height / 2), [255, 255, 255, 255], "@\(scale)x")
            XCTAssertEqual(image.rgba(image.width - line, image.height / 2), [0, 0, 0, 255], "@\(scale)x")
        }
    }

    func testRoundedRectangleCornersAreCutAndEdgesCrisp() throws {
        for scale in [1, 2, 3] as [CGFloat] {
            let image = try render(RoundedRectangle(cornerRadius: 8, style: .circular).fill(Color.black).frame(width: 40, height: 20), scale: scale, background: .white)
            XCTAssertEqual(image.rgba(0, 0), [255, 255, 255, 255], "corner is outside @\(scale)x")
            XCTAssertEqual(image.rgba(image.width / 2, 0), [0, 0, 0, 255], "straight top edge is crisp @\(scale)x")
            XCTAssertEqual(image.rgba(0, image.height / 2), [0, 0, 0, 255], "straight left edge is crisp @\(scale)x")
        }
    }

    func testCircleIsSymmetric() throws {
        let image = try render(Circle().fill(Color.black).frame(width: 21, height: 21), scale: 3, background: .white)
        for y in 0..<image.height {
            for x in 0..<image.width / 2 {
                XCTAssertEqual(image.rgba(x, y), image.rgba(image.width - 1 - x, y))
                XCTAssertEqual(image.rgba(x, y), image.rgba(x, image.height - 1 - y))
            }
        }
    }

    func testOpacityAndClipShape() throws {
        let half = try render(Color.black.frame(width: 4, height: 4).opacity(0.5), background: .white)
        XCTAssertEqual(Int(half.rgba(1, 1)[0]), 128, accuracy: 1)
        let clipped = try render(Color.black.frame(width: 20, height: 20).clipShape(Circle()), background: .white)
        XCTAssertEqual(clipped.rgba(0, 0), [255, 255, 255, 255])
        XCTAssertEqual(clipped.rgba(10, 10), [0, 0, 0, 255])
    }

    func testStrokeIsCentredOnTheEdge() throws {
        // A 2-point stroke centred on a 10 × 10 rect at @1x covers 1 pixel inside and 1 outside;
        // the frame is 10 × 10, so only the inner pixel row shows.
        let image = try render(Rectangle().stroke(Color.black, lineWidth: 2).frame(width: 10, height: 10).padding(1), background: .white)
        XCTAssertEqual(image.rgba(0, 6), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(1, 6), [0, 0, 0, 255])
        XCTAssertEqual(image.rgba(2, 6), [255, 255, 255, 255])
    }
}
