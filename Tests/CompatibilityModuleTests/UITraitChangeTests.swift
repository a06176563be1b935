import UIKit
import XCTest

/// A view that configures itself on trait changes, as Critical Maps' rider dots do: it
/// registers for the text size and interface style, and sizes itself by the text size.
@MainActor private final class Dot: UIView {
    var configured = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        // UIKit's initializer is main-actor; ours is nonisolated (the repository's convention).
        MainActor.assumeIsolated { configure() }
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitUserInterfaceStyle.self],
                                handler: { (self: Self, _: UITraitCollection) in self.configure() })
    }

    required init?(coder: NSCoder) { nil }

    func configure() {
        configured += 1
        switch traitCollection.preferredContentSizeCategory {
        case .extraSmall, .small, .medium, .large: frame.size = CGSize(width: 10, height: 10)
        case .extraLarge: frame.size = CGSize(width: 12, height: 12)
        default: frame.size = CGSize(width: 14, height: 14)
        }
    }
}

/// UIKit's iOS 17 trait registration and the text-size trait: a still is drawn at the default
/// text size (Large), and its traits never change, so a handler is kept and never called.
final class UITraitChangeTests: XCTestCase {
    func testAViewSizedByTheTextSizeTakesTheDefault() {
        MainActor.assumeIsolated {
            let dot = Dot(frame: .zero)
            XCTAssertEqual(dot.configured, 1, "configured once, at set-up; the handler is never called")
            XCTAssertEqual(dot.frame.size, CGSize(width: 10, height: 10))
            XCTAssertEqual(dot.traitCollection.preferredContentSizeCategory, .large)
        }
    }

    func testContentSizeCategoriesCompareAndKnowTheAccessibilitySizes() {
        XCTAssertLessThan(UIContentSizeCategory.medium, .large)
        XCTAssertLessThan(UIContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium)
        XCTAssertTrue(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
        XCTAssertEqual(UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory, .extraLarge)
        XCTAssertEqual(UITraitCollection(userInterfaceStyle: .dark)[UITraitUserInterfaceStyle.self], .dark)
    }
}
