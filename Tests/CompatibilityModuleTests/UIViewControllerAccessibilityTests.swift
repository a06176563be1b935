import UIKit
import XCTest

/// UIKit's informal accessibility protocol on a controller: what a representable sets is kept.
final class UIViewControllerAccessibilityTests: XCTestCase {
    /// A controller keeps the accessibility label a representable gives it (swiftui-introspect's).
    func testAControllerKeepsItsAccessibilityLabel() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            XCTAssertNil(controller.accessibilityLabel)
            controller.accessibilityLabel = "IntrospectionUIViewController<UITableViewController>"
            controller.view.accessibilityLabel = "IntrospectionUIView"
            XCTAssertEqual(controller.accessibilityLabel, "IntrospectionUIViewController<UITableViewController>")
            XCTAssertEqual(controller.view.accessibilityLabel, "IntrospectionUIView")
        }
    }
}
