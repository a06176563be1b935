@testable import SwatchRaster
import XCTest

/// `ScrollView`: content offered nil along the scroll axis, clipped to the scroll view's
/// frame and drawn at the initial offset (top-leading, or `defaultScrollAnchor`).
final class ScrollViewTests: XCTestCase {
    /// Two 100-point bands in a 150-point scroll view, followed by a green bar.
    private struct Column: View {
        var anchor: UnitPoint? = nil
        var body: some View {
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 100)
                        Color.blue.frame(height: 100)
                    }
                }
                .defaultScrollAnchor(anchor)
                .frame(height: 150)
                Color.green.frame(height: 20)
            }
            .frame(width: 50)
        }
    }

    func testTallContentIsClippedAndStartsAtTheTop() throws {
        let image = try render(Column())
        XCTAssertEqual(image.height, 170)
        XCTAssertEqual(image.rgba(25, 0), [255, 59, 48, 255])     // red: content starts at the top
        XCTAssertEqual(image.rgba(25, 99), [255, 59, 48, 255])
        XCTAssertEqual(image.rgba(25, 100), [0, 122, 255, 255])   // blue from 100
        XCTAssertEqual(image.rgba(25, 149), [0, 122, 255, 255])
        // The blue band's last 50 points are clipped: the green bar below is not painted over.
        XCTAssertEqual(image.rgba(25, 150), [52, 199, 89, 255])
        XCTAssertEqual(image.rgba(25, 169), [52, 199, 89, 255])
    }

    func testDefaultScrollAnchorBottomShowsTheEnd() throws {
        // Content 200, view 150: offset −50, so red covers 0..<50 and blue 50..<150.
        let image = try render(Column(anchor: .bottom))
        XCTAssertEqual(image.rgba(25, 49), [255, 59, 48, 255])
        XCTAssertEqual(image.rgba(25, 50), [0, 122, 255, 255])
        XCTAssertEqual(image.rgba(25, 150), [52, 199, 89, 255])
    }

    /// The content is offered nil along the scroll axis (a text stays on one line); the scroll
    /// view takes the proposal along it and the content's size across it ("it only becomes as
    /// wide as the width of its contents": SwiftUI Field Guide, "Scroll View"), so its parent
    /// centres it.
    func testProposalAndCrossAxisCentring() throws {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            Color.red.frame(width: 300, height: 20)
        }
        .scrollIndicators(.hidden)
        .scrollDisabled(true)
        let root = try layOut(view, width: 100, height: 60)
        let scroll = try XCTUnwrap(root.all("ScrollView").first)
        assertFrame(scroll.frame, 0, 0, 100, 20)
        assertFrame(root.all("Color")[0].frame, 0, 0, 300, 20)
        let image = try render(view, width: 100, height: 60)
        XCTAssertEqual(image.width, 100)
        XCTAssertEqual(image.height, 20)
        XCTAssertEqual(image.rgba(99, 10), [255, 59, 48, 255])
    }

    /// The usual pairing: a lazy stack in a scroll view is a stack laid out in full, clipped.
    func testLazyVStackInScrollView() throws {
        let view = ScrollView {
            LazyVStack(alignment: .leading, spacing: 10, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<10) { _ in Color.red.frame(width: 20, height: 30) }
            }
        }
        let root = try layOut(view, width: 100, height: 100)
        let frames = root.all("Color").map(\.frame)
        XCTAssertEqual(frames.count, 10)
        // The scroll view is as wide as its column (20) and as tall as proposed.
        assertFrame(try XCTUnwrap(root.all("ScrollView").first).frame, 0, 0, 20, 100)
        assertFrame(frames[9], 0, 9 * 40, 20, 30)
        let image = try render(view, width: 100, height: 100)
        XCTAssertEqual(image.height, 100)
        XCTAssertEqual(image.rgba(10, 75)[3], 0)      // the gap between rows 2 and 3 (70..<80)
        XCTAssertEqual(image.rgba(10, 85), [255, 59, 48, 255])
    }

    func testScrollViewReaderCompilesAndDoesNotScroll() throws {
        let view = ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<5) { index in Color.blue.frame(height: 40 + CGFloat(index) * 0) }
                }
            }
            .onAppearScroll { proxy.scrollTo(4, anchor: .bottom) }
        }
        let root = try layOut(view, width: 40, height: 100)
        assertFrame(root.all("Color")[0].frame, 0, 0, 40, 40)
    }
}

private extension View {
    /// Calls `action` once while building, standing in for `onAppear` in this test.
    func onAppearScroll(_ action: () -> Void) -> Self {
        action()
        return self
    }
}
