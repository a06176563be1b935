@testable import SwatchRaster
import XCTest

/// `Image(systemName:).resizable()` fills the frame it is given, as SwiftUI's symbol images
/// do (Apple's `resizable(capInsets:resizingMode:)`: "Sets the mode by which SwiftUI resizes
/// an image to fit its space"; a real view's iOS screenshot shows a 15-pt ✕ in
/// `.frame(width: 15, height: 15)`). A symbol that is not resizable keeps its font's size.
final class SymbolFrameTests: XCTestCase {
    /// The bounding box of pixels with alpha above 64, in points.
    private func inkBox(_ image: RasterImage, scale: CGFloat) -> CGRect {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height { for x in 0..<image.width where image.rgba(x, y)[3] > 64 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        guard maxX >= 0 else { return .null }
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                      width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    func testResizableSymbolFillsItsFrame() throws {
        for side: CGFloat in [15, 33] {
            let view = Image(systemName: "xmark").resizable().frame(width: side, height: side)
            let node = try XCTUnwrap(layOut(view).all("Image").first)
            assertFrame(node.frame, 0, 0, side, side)
            let ink = inkBox(try render(view, scale: 2), scale: 2)
            XCTAssertGreaterThan(ink.height, side * 0.75, "the cross spans most of the \(side)-pt frame: \(ink)")
            XCTAssertLessThanOrEqual(ink.maxY, side + 0.01)
            XCTAssertLessThanOrEqual(ink.maxX, side + 0.01)
        }
    }

    func testFixedSymbolKeepsItsFontSizeInsideALargerFrame() throws {
        let fixed = try layOut(Image(systemName: "xmark").font(.body)).frame.size
        let framed = try layOut(Image(systemName: "xmark").font(.body).frame(width: 33, height: 33))
        let node = try XCTUnwrap(framed.all("Image").first)
        XCTAssertEqual(node.frame.size.width, fixed.width, accuracy: 0.001)
        XCTAssertEqual(node.frame.size.height, fixed.height, accuracy: 0.001)
    }

    func testResizableSymbolWithAspectRatioFitsTheShorterSide() throws {
        let view = Image(systemName: "star.fill").resizable().aspectRatio(contentMode: .fit).frame(width: 60, height: 30)
        let ink = inkBox(try render(view, scale: 2), scale: 2)
        XCTAssertLessThanOrEqual(ink.height, 30.01)
        XCTAssertGreaterThan(ink.height, 20, "\(ink)")
    }
}
