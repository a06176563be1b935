@testable import SwatchRaster
import XCTest

/// Layout rules checked against numbers measured on SwiftUI or read from a re-implementation
/// of it; each test names its source.
final class SwiftUIRulesTests: XCTestCase {
    // MARK: Spacing next to a Spacer

    func testVStackPutsNoSpacingNextToSpacers() throws {
        // Measured on SwiftUI (numbers supplied with the task, from another SwiftUI
        // re-implementation's test suite run on Apple platforms): the bars sit at y 0 and 10.
        // Three 8-pt spacers + two 2-pt bars = 28 pt, centred in the 12-pt frame, so the stack
        // starts at y -8. With 8 pt of stack spacing on both sides of every spacer the stack
        // would be 60 tall and the bars at y -8 and 18.
        let view = VStack {
            Spacer()
            Color.black.frame(height: 2)
            Spacer()
            Color.black.frame(height: 2)
            Spacer()
        }.frame(width: 12, height: 12)
        let root = try layOut(view)
        let stack = try XCTUnwrap(root.all("VStack").first)
        assertFrame(stack.frame, 0, -8, 12, 28)
        let bars = root.all("Color")
        XCTAssertEqual(bars.count, 2)
        assertFrame(bars[0].frame, 0, 0, 12, 2)
        assertFrame(bars[1].frame, 0, 10, 12, 2)
        XCTAssertEqual(root.all("Spacer").map(\.frame.height), [8, 8, 8])
    }

    func testHStackSpacerStandsForTheGap() throws {
        // Same rule across: 10 + 8 (the spacer's minimum) + 10 = 28 wide, not 10 + 8 + 8 + 8 + 10 = 44.
        let view = HStack { Color.red.frame(width: 10); Spacer(); Color.red.frame(width: 10) }.fixedSize()
        let root = try layOut(view)
        XCTAssertEqual(root.frame.width, 28, accuracy: 0.001)
        let colors = root.all("Color")
        XCTAssertEqual(colors[1].frame.minX, 18, accuracy: 0.001)
    }

    func testZeroLengthSpacerLeavesNoGap() throws {
        // Spacer(minLength: 0) with the default spacing: nothing between the two views when
        // there is no room (20 wide, not 36), and the rest of a 100-pt proposal when there is.
        let view = HStack { Color.red.frame(width: 10); Spacer(minLength: 0); Color.blue.frame(width: 10) }
        XCTAssertEqual(try layOut(view.fixedSize()).frame.width, 20, accuracy: 0.001)
        let root = try layOut(view, width: 100, height: 10)
        let colors = root.all("Color")
        assertFrame(colors[1].frame, 90, 0, 10, 10)
        XCTAssertEqual(try XCTUnwrap(root.all("Spacer").first).frame.width, 80, accuracy: 0.001)
    }

    func testExplicitSpacingStillSeparatesSpacers() throws {
        // An explicit `spacing:` is used between every pair of children, spacers included:
        // OpenSwiftUI's StackLayout (audited against SwiftUICore 6.5.4,
        // Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift, `makeChildren`) takes
        // `uniformSpacing` for every gap and asks the views' spacing preferences only when it
        // is nil; the spacer's zero preference (Layout/Separator/Spacer.swift) matters only
        // then. So 10 + 20 + 8 + 20 + 10 = 68. (This guards the rule's limit; it passed before
        // the change too.)
        let view = HStack(spacing: 20) { Color.red.frame(width: 10); Spacer(); Color.blue.frame(width: 10) }.fixedSize()
        XCTAssertEqual(try layOut(view).frame.width, 68, accuracy: 0.001)
        let zero = HStack(spacing: 0) { Color.red.frame(width: 10); Spacer(); Color.blue.frame(width: 10) }.fixedSize()
        XCTAssertEqual(try layOut(zero).frame.width, 28, accuracy: 0.001)
    }

    // MARK: Placement uses the parent's proposal

    func testHStackPlacesWithItsProposalAndOverflowsItsFrame() throws {
        // objc.io, "How an HStack Lays out Its Children" (2020,
        // https://www.objc.io/blog/2020/11/09/hstacks-child-ordering/): in a 150-wide frame,
        // red (max 100) is offered 75 and takes it, then green (min 100) is offered the other
        // 75 and takes 100. SwiftUI draws red 75 and green 100 wide, the stack (175) out of
        // its frame's bounds: centred in 150 it starts at x -12.5. Re-proposing the chosen
        // 175 when placing would make red 87.5.
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }.frame(width: 150, height: 100)
        let root = try layOut(view)
        assertFrame(try XCTUnwrap(root.all("HStack").first).frame, -12.5, 0, 175, 100)
        let colors = root.all("Color")
        assertFrame(colors[0].frame, -12.5, 0, 75, 100)
        assertFrame(colors[1].frame, 62.5, 0, 100, 100)
    }

    /// A layout half as wide as it is proposed, whose `placeSubviews` proposes its subview
    /// half the width it reads from `proposal` (the relative-size layouts of Ole Begemann's
    /// articles read the proposal the same way).
    private struct HalfWidthLayout: Layout {
        final class Seen { var proposals: [ProposedViewSize] = [] }
        let seen: Seen

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let size = proposal.replacingUnspecifiedDimensions()
            return CGSize(width: size.width / 2, height: size.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            seen.proposals.append(proposal)
            let size = proposal.replacingUnspecifiedDimensions()
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(width: size.width / 2, height: size.height))
            }
        }
    }

    func testCustomLayoutPlacesWithTheContainersProposal() throws {
        // Apple's documentation of `placeSubviews(in:proposal:subviews:cache:)`: `proposal`
        // is "the size proposal from which the container generated the size that the parent
        // used to create the bounds parameter". Proposed 100 wide by its frame, the layout
        // chooses 50 and is placed at x 25 with bounds 50 wide, but reads 100 (not 50) and
        // proposes its color 50 (not 25).
        let seen = HalfWidthLayout.Seen()
        let view = HalfWidthLayout(seen: seen) { Color.red }.frame(width: 100, height: 20)
        let root = try layOut(view)
        XCTAssertEqual(seen.proposals.last?.width, 100)
        XCTAssertEqual(seen.proposals.last?.height, 20)
        assertFrame(try XCTUnwrap(root.all("Color").first).frame, 25, 0, 50, 20)
    }

    // MARK: Contradictory flexible-frame limits

    func testContradictoryFrameLimitsRaiseMaxToIdealAndIdealToMin() throws {
        // SwiftUI logs "Contradictory frame constraints specified." and orders the limits by
        // raising: `_FlexFrameLayout.init` (as read in OpenSwiftUI,
        // Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift) makes
        // ideal = max(min, ideal) and max = max(ideal, max); nothing is lowered.
        //
        // min 50, ideal 30, max 20 -> 50 / 50 / 50: 50 wide with no proposal and with any.
        let pinned = Color.red.frame(minWidth: 50, idealWidth: 30, maxWidth: 20)
        XCTAssertEqual(try layOut(pinned).frame.width, 50, accuracy: 0.001)
        XCTAssertEqual(try layOut(pinned, width: 200, height: 10).frame.width, 50, accuracy: 0.001)
        XCTAssertEqual(try layOut(pinned, width: 10, height: 10).frame.width, 50, accuracy: 0.001)

        // ideal 100, max 40 -> ideal 100, max 100 (lowering the ideal to 40 was wrong): the
        // ideal with no proposal; a proposal clamped to 100 otherwise.
        let raised = Color.red.frame(idealWidth: 100, maxWidth: 40)
        XCTAssertEqual(try layOut(raised).frame.width, 100, accuracy: 0.001)
        XCTAssertEqual(try layOut(raised, width: 70, height: 10).frame.width, 70, accuracy: 0.001)
        XCTAssertEqual(try layOut(raised, width: 300, height: 10).frame.width, 100, accuracy: 0.001)

        // The same on the vertical axis.
        let tall = Color.red.frame(idealHeight: 100, maxHeight: 40)
        XCTAssertEqual(try layOut(tall).frame.height, 100, accuracy: 0.001)
        XCTAssertEqual(try layOut(tall, width: 10, height: 70).frame.height, 70, accuracy: 0.001)
    }
}
