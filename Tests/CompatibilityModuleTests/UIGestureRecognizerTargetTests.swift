@testable import UIKit
import XCTest

/// A recognizer made with a target and action, as a map wrapper makes its tap (Critical Maps'
/// privacy-zone editor), keeps the pair, and a share sheet keeps its completion handler;
/// neither is called in a still. (`#selector` is written `Selector("…")` here, as the app
/// path rewrites it: Linux has no Objective-C runtime.)
final class UIGestureRecognizerTargetTests: XCTestCase {
    @MainActor private final class Coordinator: NSObject {
        func handleMapTap(_ recognizer: UITapGestureRecognizer) {}
    }

    func testATargetAndActionAreKeptUntilRemoved() {
        MainActor.assumeIsolated {
            let coordinator = Coordinator()
            let tap = UITapGestureRecognizer(target: coordinator, action: Selector("handleMapTap:"))
            XCTAssertEqual(tap.targetActions.map(\.action), [Selector("handleMapTap:")])
            XCTAssertEqual(tap.state, .possible)
            tap.addTarget(coordinator, action: Selector("other"))
            tap.removeTarget(coordinator, action: Selector("handleMapTap:"))
            XCTAssertEqual(tap.targetActions.map(\.action), [Selector("other")])
            tap.removeTarget(nil, action: nil)
            XCTAssertTrue(tap.targetActions.isEmpty)
            XCTAssertTrue(UITapGestureRecognizer(target: nil, action: nil).targetActions.isEmpty)
        }
    }

    func testAShareSheetKeepsItsCompletionHandler() {
        MainActor.assumeIsolated {
            let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
            XCTAssertNil(sheet.completionWithItemsHandler)
            var calls = 0
            sheet.completionWithItemsHandler = { _, _, _, _ in calls += 1 }
            XCTAssertNotNil(sheet.completionWithItemsHandler)
            XCTAssertEqual(calls, 0)
        }
    }
}
