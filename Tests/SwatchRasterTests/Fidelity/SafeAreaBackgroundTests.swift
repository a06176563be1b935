@testable import SwatchRaster
import XCTest

/// `background(_:ignoresSafeAreaEdges:)` and `overlay(_:ignoresSafeAreaEdges:)` default to
/// `.all` (Apple's documentation: "The default value is all"), so a screen's root
/// `.background(Color.x)` colors the status bar and home indicator areas too (issue 49).
/// A view background (`.background { … }`) stays inside the safe area. iPhone 15: 393 × 852
/// pt, safe area 59 pt at the top and 34 pt at the bottom.
final class SafeAreaBackgroundTests: XCTestCase {
    private let mint: [UInt8] = [0, 199, 190, 255]
    private let white: [UInt8] = [255, 255, 255, 255]

    private func render<V: View>(_ view: V) throws -> RasterImage { try renderOniPhone15(view) }

    private func rgba(_ image: RasterImage, _ x: CGFloat, _ y: CGFloat) -> [UInt8] {
        let p = image[Int(x * 3), Int(y * 3)]
        return [p.r, p.g, p.b, p.a]
    }

    private struct Screen<Background: View>: View {
        let background: (AnyView) -> Background
        var body: some View {
            background(AnyView(VStack { Text("Welcome") }.frame(maxWidth: .infinity, maxHeight: .infinity)))
        }
    }

    func testAShapeStyleBackgroundFillsTheStatusBarAndHomeIndicatorAreas() throws {
        let image = try render(Screen { $0.background(Color.mint) })
        XCTAssertEqual(rgba(image, 10, 5), mint, "status bar area")
        XCTAssertEqual(rgba(image, 10, 58), mint)
        XCTAssertEqual(rgba(image, 10, 850), mint, "home indicator area")
        XCTAssertEqual(rgba(image, 10, 400), mint)
    }

    func testAnOverlayStyleReachesTheEdgesToo() throws {
        let image = try render(Screen { $0.overlay(Color.mint) })
        XCTAssertEqual(rgba(image, 10, 5), mint)
        XCTAssertEqual(rgba(image, 10, 850), mint)
    }

    func testAViewBackgroundStaysInsideTheSafeArea() throws {
        let image = try render(Screen { $0.background { Color.mint } })
        XCTAssertEqual(rgba(image, 10, 5), white)
        XCTAssertEqual(rgba(image, 10, 60), mint)
        XCTAssertEqual(rgba(image, 10, 850), white)
    }

    func testNamedEdgesOnly() throws {
        let top = try render(Screen { $0.background(Color.mint, ignoresSafeAreaEdges: .top) })
        XCTAssertEqual(rgba(top, 10, 5), mint)
        XCTAssertEqual(rgba(top, 10, 850), white)
        let none = try render(Screen { $0.background(Color.mint, ignoresSafeAreaEdges: []) })
        XCTAssertEqual(rgba(none, 10, 5), white)
        XCTAssertEqual(rgba(none, 10, 400), mint)
    }

    /// A view in the middle of the screen does not touch the safe area, so its background
    /// stays its own size.
    func testAViewAwayFromTheEdgesKeepsItsBackground() throws {
        let image = try render(Color.clear.frame(width: 100, height: 100).background(Color.mint))
        XCTAssertEqual(rgba(image, 196, 426), mint)
        XCTAssertEqual(rgba(image, 196, 5), white)
        XCTAssertEqual(rgba(image, 10, 426), white)
    }
}
