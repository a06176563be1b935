@testable import SwatchRaster
import XCTest

/// `containerRelativeFrame` (iOS 17; issue 49): cards sized from the nearest scroll view, as
/// paging carousels write them. Apple's documentation gives the count/span form as
/// `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
final class ContainerRelativeFrameTests: XCTestCase {
    func testCardsTakeAShareOfTheScrollViewsWidth() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4, id: \.self) { _ in
                    Color.red.frame(height: 40).containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                }
            }
        }
        let root = try layOut(view, width: 300, height: 40)
        let cards = root.all("Color")
        XCTAssertEqual(cards.count, 4)
        for card in cards { XCTAssertEqual(card.frame.width, 145, accuracy: 0.001) }
        XCTAssertEqual(cards[1].frame.minX, 155, accuracy: 0.001)
    }

    func testSpanAndTheFullLengthForm() throws {
        let span = try layOut(ScrollView(.horizontal) {
            Color.blue.frame(height: 20).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12)
        }, width: 312, height: 20)
        // (312 - 24) / 3 = 96 per column; two columns and the gap between them: 204.
        XCTAssertEqual(span.all("Color")[0].frame.width, 204, accuracy: 0.001)

        let full = try layOut(ScrollView {
            Color.green.containerRelativeFrame([.horizontal, .vertical])
        }, width: 200, height: 120)
        assertFrame(full.all("Color")[0].frame, 0, 0, 200, 120)

        let closure = try layOut(ScrollView(.horizontal) {
            Color.green.frame(height: 10).containerRelativeFrame(.horizontal) { length, axis in
                axis == .horizontal ? length * 0.8 : length
            }
        }, width: 250, height: 10)
        XCTAssertEqual(closure.all("Color")[0].frame.width, 200, accuracy: 0.001)
    }

    /// Outside a scroll view the frame's own proposal stands for the screen.
    func testOutsideAScrollView() throws {
        let root = try layOut(Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 0).frame(height: 10), width: 400, height: 10)
        XCTAssertEqual(root.all("Color")[0].frame.width, 100, accuracy: 0.001)
    }
}
