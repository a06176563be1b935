@testable import SwatchRaster
import XCTest

/// Issue 49's scroll bullets as pixels on an iPhone 15 screen (393 × 852 pt at 3x): a scroll
/// view's children stack instead of overlapping, and `containerRelativeFrame` cards take their
/// share of the scroll view's width.
final class ScrollScreenPixelTests: XCTestCase {
    private let orange: [UInt8] = [255, 149, 0, 255]
    private let blue: [UInt8] = [0, 122, 255, 255]
    private let white: [UInt8] = [255, 255, 255, 255]

    private func rgba(_ image: RasterImage, _ x: CGFloat, _ y: CGFloat) -> [UInt8] {
        let p = image[Int(x * 3), Int(y * 3)]
        return [p.r, p.g, p.b, p.a]
    }

    /// `ScrollView { Card(); Button(…) }`: the card from the safe area's top, then the
    /// button's bar under it, not drawn over the card's middle.
    func testACardAndAButtonStackOnTheScreen() throws {
        let image = try renderOniPhone15(ScrollView {
            Color.orange.frame(width: 393, height: 300)
            Color.blue.frame(width: 393, height: 60)
        })
        XCTAssertEqual(rgba(image, 196, 59 + 150), orange, "the card's middle is the card's")
        XCTAssertEqual(rgba(image, 196, 59 + 299), orange)
        XCTAssertEqual(rgba(image, 196, 59 + 300 + 8 + 30), blue, "the second child below the first, after the stack's spacing")
        XCTAssertEqual(rgba(image, 196, 59 + 300 + 4), white, "the spacing between them shows the window")
    }

    /// A paging carousel: two cards per screen width, 10 pt apart, each
    /// (393 − 10) / 2 = 191.5 pt wide.
    func testCarouselCardsTakeHalfTheScreenWidth() throws {
        let image = try renderOniPhone15(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3, id: \.self) { index in
                    (index % 2 == 0 ? Color.orange : Color.blue)
                        .frame(height: 100)
                        .containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                }
            }
        })
        let y: CGFloat = 426
        XCTAssertEqual(rgba(image, 1, y), orange)
        XCTAssertEqual(rgba(image, 191, y), orange, "the first card ends at 191.5")
        XCTAssertEqual(rgba(image, 192.5, y), white, "then the 10 pt gap")
        XCTAssertEqual(rgba(image, 200.5, y), white)
        XCTAssertEqual(rgba(image, 202, y), blue, "the second card from 201.5")
        XCTAssertEqual(rgba(image, 392, y), blue)
    }
}
