@testable import SwatchRaster
import XCTest

/// Layout rules checked against numbers measured on SwiftUI or read from a re-implementation
/// of it; each test names its source.
final class SwiftUIRulesTests: XCTestCase {
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
