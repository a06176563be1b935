@_spi(SwatchRaster) import UIKit
import SwiftUI
import XCTest

// More UIKit names Critical Maps stopped on: a rider view's `traitCollection`, archived
// initializers called through `super.init(coder:)`, the layer's rasterization settings, the
// chat view's `textContentType`, the zoomable image's scroll view, the share sheet's excluded
// activities, and the settings screen's Magic Replace transition. Each keeps what is set,
// with Apple's documented defaults; nothing zooms, animates or shares in a still.

/// An empty archive, for the `init?(coder:)` chain.
private final class EmptyCoder: NSCoder {}

/// A view that, as an archived subclass, calls `super.init(coder:)`.
@MainActor private final class ArchivedBadge: UIView {
    var setUp = false
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setUp = true
    }
}

/// A controller that, as an archived subclass, calls `super.init(coder:)`.
@MainActor private final class ArchivedScreen: UIViewController {
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The zoomable image's delegate: it names the view to zoom.
@MainActor private final class Zoomer: UIScrollViewDelegate {
    let image = UIView()
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
}

final class AppCriticalMapsUIKitTraitsTests: XCTestCase {
    func testATraitCollectionFollowsTheViewsForcedStyle() {
        MainActor.assumeIsolated {
            let view = UIView()
            XCTAssertEqual(view.traitCollection.userInterfaceStyle, UITraitCollection.current.userInterfaceStyle)
            view.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(view.traitCollection.userInterfaceStyle, .dark)
            let controller = UIViewController()
            controller.overrideUserInterfaceStyle = .light
            XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .light)
            let environment: any UITraitEnvironment = view
            XCTAssertEqual(environment.traitCollection.userInterfaceStyle, .dark)
        }
    }

    func testArchivedSubclassesReachUIKitsCoderInitializers() throws {
        try MainActor.assumeIsolated {
            let badge = try XCTUnwrap(ArchivedBadge(coder: EmptyCoder()))
            XCTAssertTrue(badge.setUp)
            XCTAssertEqual(badge.frame, .zero)
            XCTAssertNotNil(ArchivedScreen(coder: EmptyCoder()))
            XCTAssertNotNil(UILabel(coder: EmptyCoder()))
        }
    }

    func testLayerRasterizationDefaultsAndKeeps() {
        let layer = CALayer()
        XCTAssertFalse(layer.shouldRasterize, "false by default, as Core Animation's")
        XCTAssertEqual(layer.rasterizationScale, 1, "1 by default, as Core Animation's")
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        XCTAssertTrue(layer.shouldRasterize)
        XCTAssertEqual(layer.rasterizationScale, 3)
    }

    func testTextViewContentTypeAndShareSheetExclusionsKeepWhatIsSet() {
        MainActor.assumeIsolated {
            let textView = UITextView()
            XCTAssertNil(textView.textContentType)
            textView.textContentType = .nickname
            XCTAssertEqual(textView.textContentType, .nickname)
            let sheet = UIActivityViewController(activityItems: ["ride"], applicationActivities: nil)
            XCTAssertNil(sheet.excludedActivityTypes, "nil by default: nothing excluded")
            sheet.excludedActivityTypes = [.postToFacebook]
            XCTAssertEqual(sheet.excludedActivityTypes, [.postToFacebook])
        }
    }

    func testZoomingToARectScalesWithinTheLimitsOnlyWithAViewToZoom() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
            scrollView.maximumZoomScale = 4
            scrollView.zoom(to: CGRect(x: 50, y: 100, width: 100, height: 100), animated: true)
            XCTAssertEqual(scrollView.zoomScale, 1, "no delegate names a view to zoom")
            let zoomer = Zoomer()
            scrollView.delegate = zoomer
            scrollView.zoom(to: CGRect(x: 50, y: 100, width: 100, height: 100), animated: true)
            XCTAssertEqual(scrollView.zoomScale, 3, "the smaller ratio, 300 / 100")
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 150, y: 300))
            scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
            XCTAssertEqual(scrollView.zoomScale, 4, "kept within maximumZoomScale")
            XCTAssertTrue(scrollView.contentLayoutGuide === scrollView.contentLayoutGuide)
            XCTAssertFalse(scrollView.contentLayoutGuide === scrollView.frameLayoutGuide)
        }
    }

    func testMagicReplaceKeepsItsFallback() {
        let magic = ReplaceSymbolEffect.replace.magic(fallback: .downUp.byLayer)
        XCTAssertEqual(magic, ReplaceSymbolEffect.replace.magic(fallback: .downUp.byLayer))
        XCTAssertNotEqual(magic, ReplaceSymbolEffect.replace.magic(fallback: .upUp))
        _ = ContentTransition.symbolEffect(.replace.magic(fallback: .downUp.byLayer), options: .nonRepeating)
    }
}
