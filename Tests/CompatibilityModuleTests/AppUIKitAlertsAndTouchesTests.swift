import SwiftUI
import UIKit
import XCTest

/// A touch-tracking view and an alert controller, written as the sample apps write them
/// (issue 46: Clendar's and LeitnerBox's alerts, OldOS's and pilgrim's touch views, Clendar's
/// `overrideUserInterfaceStyle` on the key window, BetterBlue's orientation check).
final class AppUIKitAlertsAndTouchesTests: XCTestCase {
    /// Overrides compile and are never called; a touch reads back its point in other views.
    final class Sketch: UIView {
        var strokes: [CGPoint] = []
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            strokes += touches.map { $0.location(in: self) }
        }
    }

    func testTouchesAndAlertsBuildAndKeepWhatWasSet() {
        MainActor.assumeIsolated { Self.check() }
    }

    @MainActor static func check() {
        let sketch = Sketch(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let touch = UITouch()
        touch.view = sketch
        touch.point = CGPoint(x: 5, y: 6)
        sketch.touchesMoved([touch], with: nil)
        XCTAssertEqual(sketch.strokes, [CGPoint(x: 5, y: 6)])
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        XCTAssertEqual(touch.location(in: other), CGPoint(x: 15, y: 26), "moved by the frames' origins")

        let alert = UIAlertController(title: "Delete", message: "This event only?", preferredStyle: .alert)
        var tapped: [String] = []
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in tapped.append("delete") }
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = delete
        XCTAssertNil(alert.textFields)
        alert.addTextField { $0.placeholder = "Name" }
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
        XCTAssertEqual(alert.actions.map(\.title), ["Delete", "Cancel"])
        XCTAssertEqual(alert.actions.map(\.style), [.destructive, .cancel])
        XCTAssertEqual(alert.title, "Delete")
        XCTAssertEqual(alert.preferredStyle, .alert)
        UIViewController().present(alert, animated: true)
        XCTAssertEqual(tapped, [], "nothing is tapped in a still")

        let window = UIWindow(frame: .zero)
        window.overrideUserInterfaceStyle = .dark
        window.addSubview(sketch)
        XCTAssertTrue(sketch.window === window)
        XCTAssertEqual(window.overrideUserInterfaceStyle, .dark)
        XCTAssertNil(other.window)

        // A scene only exists in a running app; its geometry's type and orientations build.
        let orientation: (UIWindowScene) -> UIInterfaceOrientation = { $0.effectiveGeometry.interfaceOrientation }
        _ = orientation
        XCTAssertTrue(UIInterfaceOrientation.portrait.isPortrait)
        XCTAssertTrue(UIInterfaceOrientation.landscapeLeft.isLandscape)
        XCTAssertEqual(UIInterfaceOrientation.landscapeLeft.rawValue, 4, "Apple's raw values: landscapeLeft 4, landscapeRight 3")
        XCTAssertEqual(UIInterfaceOrientationMask.allButUpsideDown.rawValue, 26, "Apple's mask values: 1 << orientation")
        XCTAssertEqual(autoreleasepool { 41 + 1 }, 42)
    }
}
