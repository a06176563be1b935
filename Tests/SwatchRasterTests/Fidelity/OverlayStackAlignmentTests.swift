@testable import SwatchRaster
import XCTest

/// Several views in `overlay(alignment:)` / `background(alignment:)` form one implicit
/// `ZStack`. Apple's documentation of `overlay(alignment:content:)`: `alignment` is "the
/// alignment that the modifier uses to position the implicit ZStack that groups the
/// foreground views"; the views inside that stack are centred on each other. Apple's own
/// example puts a circle and a star in one `.overlay(alignment: .bottom)`: the two stay
/// centred on each other and the pair sits at the bottom.
final class OverlayStackAlignmentTests: XCTestCase {
    func testOverlayAlignmentPlacesTheGroupAndCentresItsViews() throws {
        let view = Color.blue.frame(width: 200, height: 200)
            .overlay(alignment: .bottom) {
                Color.red.frame(width: 100, height: 100)
                Color.green.frame(width: 20, height: 20)
            }
        let root = try layOut(view)
        let colors = root.all("Color")
        XCTAssertEqual(colors.count, 3)
        assertFrame(colors[1].frame, 50, 100, 100, 100)
        // Centred on the circle, not pushed to the bottom edge on its own.
        assertFrame(colors[2].frame, 90, 140, 20, 20)
    }

    func testBackgroundAlignmentPlacesTheGroupAndCentresItsViews() throws {
        let view = Color.clear.frame(width: 120, height: 80)
            .background(alignment: .topLeading) {
                Color.red.frame(width: 60, height: 40)
                Color.green.frame(width: 10, height: 10)
            }
        let root = try layOut(view)
        let colors = root.all("Color")
        assertFrame(colors[1].frame, 0, 0, 60, 40)
        assertFrame(colors[2].frame, 25, 15, 10, 10)
    }

    func testASingleOverlayViewIsStillAlignedItself() throws {
        let root = try layOut(Color.blue.frame(width: 100, height: 100).overlay(alignment: .bottomTrailing) {
            Color.red.frame(width: 10, height: 10)
        })
        assertFrame(root.all("Color")[1].frame, 90, 90, 10, 10)
    }
}
