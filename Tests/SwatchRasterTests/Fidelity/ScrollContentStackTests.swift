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
        // The scroll view hugs its content's width (40); the two are stacked along the axis
        // with the stack's spacing between two colors.
        assertFrame(colors[0].frame, 0, 0, 40, 100)
        XCTAssertEqual(colors[1].frame.minX, 0)
        XCTAssertGreaterThanOrEqual(colors[1].frame.minY, 100, "the second child starts below the first")
        // Exactly where an explicit VStack puts them.
        let explicit = try layOut(ScrollView { VStack { Color.red.frame(width: 40, height: 100); Color.blue.frame(width: 40, height: 50) } },
                                  width: 100, height: 300).all("Color")
        XCTAssertEqual(colors.map(\.frame), explicit.map(\.frame))
        let image = try render(view, width: 100, height: 300)
        XCTAssertEqual(image.rgba(20, 50), [255, 59, 48, 255], "the card is not painted over")
        XCTAssertEqual(image.rgba(20, Int(colors[1].frame.midY)), [0, 122, 255, 255])
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
        XCTAssertEqual(colors[0].frame.minY, 0, "the scroll view hugs its content's height")
        XCTAssertEqual(root.all("ScrollView").first?.frame.height, 20)
    }

    /// A horizontal carousel in a VStack is as tall as its cards: a scroll view takes its
    /// proposal only along its scroll axes (SwiftUI Field Guide, "Scroll View"; the chips row of
    /// roshan061020/HeadLines@c09a96c's iPhone 16 screenshot is 44 pt tall, not the screen's
    /// spare height).
    func testAHorizontalScrollViewHugsItsContentsHeight() throws {
        let view = VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack { ForEach(0..<5, id: \.self) { _ in Color.orange.frame(width: 80, height: 44) } }
            }
            Color.blue
        }
        let root = try layOut(view, width: 300, height: 600)
        let scroll = try XCTUnwrap(root.all("ScrollView").first)
        assertFrame(scroll.frame, 0, 0, 300, 44)
        XCTAssertEqual(root.all("Color").last?.frame.minY, 44)
    }

    /// A single child is laid out as before: the implicit stack adds no spacing of its own.
    func testASingleChildIsUnchanged() throws {
        let root = try layOut(ScrollView { Color.red.frame(width: 40, height: 100) }, width: 100, height: 300)
        assertFrame(root.all("Color")[0].frame, 0, 0, 40, 100)
    }
}
