@testable import SwatchRaster
import XCTest

/// A scroll view's children go in an implicit stack (issue 49): SwiftUI wraps a vertical
/// scroll view's content in a VStack and a horizontal one's in an HStack, so
/// `ScrollView { Card(); Button(…) }` puts the button under the card.
final class ScrollContentStackTests: XCTestCase {
    func testVerticalChildrenStackTopToBottom() throws {
        let view = ScrollView {
            Color.red.frame(width: 40, height: 100)
            Color.blue.frame(width: 40, height: 50)
        }
        let root = try layOut(view, width: 100, height: 300)
        let colors = root.all("Color")
        XCTAssertEqual(colors.count, 2)
        // Centred across the axis, as a VStack's default alignment; stacked along it with the
        // stack's spacing between two colors.
        assertFrame(colors[0].frame, 30, 0, 40, 100)
        XCTAssertEqual(colors[1].frame.minX, 30)
        XCTAssertGreaterThanOrEqual(colors[1].frame.minY, 100, "the second child starts below the first")
        // Exactly where an explicit VStack puts them.
        let explicit = try layOut(ScrollView { VStack { Color.red.frame(width: 40, height: 100); Color.blue.frame(width: 40, height: 50) } },
                                  width: 100, height: 300).all("Color")
        XCTAssertEqual(colors.map(\.frame), explicit.map(\.frame))
        let image = try render(view, width: 100, height: 300)
        XCTAssertEqual(image.rgba(50, 50), [255, 59, 48, 255], "the card is not painted over")
        XCTAssertEqual(image.rgba(50, Int(colors[1].frame.midY)), [0, 122, 255, 255])
    }

    func testHorizontalChildrenStackLeadingToTrailing() throws {
        let view = ScrollView(.horizontal) {
            Color.red.frame(width: 60, height: 20)
            Color.blue.frame(width: 60, height: 20)
        }
        let root = try layOut(view, width: 300, height: 40)
        let colors = root.all("Color")
        XCTAssertEqual(colors[0].frame.minX, 0)
        XCTAssertGreaterThanOrEqual(colors[1].frame.minX, 60)
        XCTAssertEqual(colors[0].frame.minY, 10, "centred across the axis")
    }

    /// A single child is laid out as before: the implicit stack adds no spacing of its own.
    func testASingleChildIsUnchanged() throws {
        let root = try layOut(ScrollView { Color.red.frame(width: 40, height: 100) }, width: 100, height: 300)
        assertFrame(root.all("Color")[0].frame, 30, 0, 40, 100)
    }
}
