@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// Stack, frame and padding layout, with the expected frames worked out by hand from
/// SwiftUI's rules (docs/ARCHITECTURE.md §5) in each test's comments.
final class StackLayoutTests: XCTestCase {
    func testHStackGivesFixedChildItsWidthAndTheRestToTheFlexibleOne() throws {
        // 200 wide, spacing 8: blue is fixed at 50 (least flexible, served first),
        // red gets 200 - 8 - 50 = 142. Both are as tall as the proposal, 100.
        let root = try layOut(HStack { Color.red; Color.blue.frame(width: 50) }, width: 200, height: 100)
        let colors = root.all("Color")
        assertFrame(root.frame, 0, 0, 200, 100)
        assertFrame(colors[0].frame, 0, 0, 142, 100)
        assertFrame(colors[1].frame, 150, 0, 50, 100)
    }

    func testEqualFlexibleChildrenShareEvenly() throws {
        // 3 colors in 100 with explicit spacing 5: (100 - 10) / 3 = 30 each.
        let root = try layOut(HStack(spacing: 5) { Color.red; Color.green; Color.blue }, width: 100, height: 10)
        let colors = root.all("Color")
        assertFrame(colors[0].frame, 0, 0, 30, 10)
        assertFrame(colors[1].frame, 35, 0, 30, 10)
        assertFrame(colors[2].frame, 70, 0, 30, 10)
    }

    func testLayoutPriorityIsServedFirst() throws {
        // 100 wide, spacing 0. The low-priority color's minimum (0) is reserved; the
        // priority-1 color is offered all 100 and takes it; the other gets 0.
        let view = HStack(spacing: 0) { Color.red; Color.blue.layoutPriority(1) }
        let colors = try layOut(view, width: 100, height: 10).all("Color")
        XCTAssertEqual(colors[0].frame.width, 0, accuracy: 0.001)
        XCTAssertEqual(colors[1].frame.width, 100, accuracy: 0.001)
    }

    func testVStackLeadingAlignmentAndIdealSizes() throws {
        // No proposal: each child at its ideal size; the stack is as wide as the widest
        // (40) and children sit at x = 0; heights 10 + 4 + 20.
        let view = VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 20)
        }
        let root = try layOut(view)
        assertFrame(root.frame, 0, 0, 40, 34)
        let colors = root.all("Color")
        assertFrame(colors[0].frame, 0, 0, 40, 10)
        assertFrame(colors[1].frame, 0, 14, 20, 20)
    }

    func testCenterAlignmentUnionsChildren() throws {
        // HStack centred vertically: 10 tall beside 30 tall -> the short one at y = 10.
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 30)
        }
        let root = try layOut(view)
        assertFrame(root.frame, 0, 0, 20, 30)
        assertFrame(root.all("Color")[0].frame, 0, 10, 10, 10)
    }

    func testPaddingAndBorderSizeAroundContent() throws {
        // 50 × 20 content, padding 4 -> 58 × 28; the border's rectangle covers it exactly.
        let view = Color.red.frame(width: 50, height: 20).padding(4).border(Color.black)
        let root = try layOut(view)
        assertFrame(root.frame, 0, 0, 58, 28)
        assertFrame(root.all("Color")[0].frame, 4, 4, 50, 20)
        assertFrame(root.all("Rectangle")[0].frame, 0, 0, 58, 28)
    }

    func testColorWithoutProposalIsTenByTen() throws {
        assertFrame(try layOut(Color.red).frame, 0, 0, 10, 10)
    }

    func testFlexibleFrameTakesProposalWithInfiniteMax() throws {
        // maxWidth .infinity: min(inf, max(proposal 300, child 10)) = 300; height stays the child's.
        let view = Color.red.frame(height: 20).frame(maxWidth: .infinity)
        let root = try layOut(view, width: 300, height: 100)
        assertFrame(root.frame, 0, 0, 300, 20)
    }

    func testFixedSizeKeepsIdealAndFrameCentersChild() throws {
        // A 20 × 20 color in a 100 × 50 frame: centred at (40, 15).
        let view = Color.red.frame(width: 20, height: 20).frame(width: 100, height: 50)
        let root = try layOut(view)
        assertFrame(root.all("Color")[0].frame, 40, 15, 20, 20)
    }

    func testZStackTakesLargestChild() throws {
        let view = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 10, height: 40)
        }
        let root = try layOut(view)
        assertFrame(root.frame, 0, 0, 30, 40)
        assertFrame(root.all("Color")[1].frame, 0, 0, 10, 40)
    }

    func testSeveralRootViewsStackVertically() throws {
        struct Two: View {
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
        }
        let root = try layOut(Two())
        XCTAssertEqual(root.kind, "VStack")
        assertFrame(root.frame, 0, 0, 30, 28)
        assertFrame(root.all("Color")[0].frame, 10, 0, 10, 10)
    }
}

/// Bad geometry from user code never traps or hangs: a degenerate value inside the screen
/// renders as SwiftUI renders it (issue 40, `DegenerateLengthTests`), and only a root with no
/// finite size is an error.
final class InvalidGeometryTests: XCTestCase {
    func testNaNAndInfiniteFramesRender() throws {
        for view in [AnyView(Color.red.frame(width: .nan, height: 10)), AnyView(Color.red.frame(width: .infinity, height: 10)),
                     AnyView(Color.red.frame(width: 10, height: 10).offset(x: .infinity))] {
            let image = try RuntimeWarnings.capturing { try render(view) }.0
            XCTAssertEqual(image.height, 10)
        }
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: .infinity, height: 10)
        XCTAssertThrowsError(try renderer.render()) { error in
            guard case RenderError.invalidFrame = error else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".contains("invalid frame"), "\(error)")
        }
    }

    func testInvalidScaleIsAnError() {
        for scale in [0, -1, .nan, .infinity, 16.5] as [CGFloat] {
            XCTAssertThrowsError(try render(Color.red, scale: scale)) { error in
                guard case RenderError.invalidScale = error else { return XCTFail("\(error)") }
            }
        }
    }

    func testPixelBudgetIsCheckedBeforeAllocating() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 5000, height: 5000))
        renderer.scale = 4
        renderer.maximumPixelCount = 1_000_000
        XCTAssertThrowsError(try renderer.render()) { error in
            XCTAssertEqual(error as? RenderError, .tooManyPixels(width: 20000, height: 20000, limit: 1_000_000))
        }
    }
}
