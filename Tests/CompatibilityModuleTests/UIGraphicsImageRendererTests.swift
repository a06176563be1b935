@_spi(SwatchRaster) import CoreGraphics
import SwiftUI
import UIKit
import XCTest

/// `UIGraphicsImageRenderer` and the image-context functions (40 uses in the sample apps):
/// UIKit's user space is points, y down from the top left, at the format's scale.
final class UIGraphicsImageRendererTests: XCTestCase {
    func testRendererDrawsInPointsFromTheTopLeftAtItsScale() {
        MainActor.assumeIsolated { Self.check() }
    }

    @MainActor static func check() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // top-left point: 2 × 2 pixels
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 3, y: 2, width: 1, height: 1)).fill()
        }
        XCTAssertEqual(image.size, CGSize(width: 4, height: 3))
        XCTAssertEqual(image.scale, 2)
        guard let cg = image.cgImage else { return XCTFail("the image has pixels") }
        XCTAssertEqual([cg.width, cg.height], [8, 6])
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(cg.rgbaPixels[((y * cg.width + x) * 4)..<((y * cg.width + x) * 4 + 4)]) }
        XCTAssertEqual(pixel(0, 0), [255, 0, 0, 255], "UIColor.red is pure red (systemRed is not)")
        XCTAssertEqual(pixel(1, 1)[3], 255)
        XCTAssertEqual(pixel(2, 0)[3], 0)
        XCTAssertEqual(pixel(7, 5)[2], 255, "bottom-right point is blue")
        XCTAssertNil(UIGraphicsGetCurrentContext(), "no context outside the closure")

        // The older functions, and an image drawn upright into another.
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 3))
        let copy = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertEqual(copy?.cgImage?.rgbaPixels, cg.rgbaPixels, "drawn upright, pixel for pixel")
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
    }
}
