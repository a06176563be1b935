import Charts
import SwiftUI
import XCTest

/// Every mark type renders (and, with $CHARTS_RENDER_DIR, is written out at 3x for review).
final class RenderGalleryTests: XCTestCase {
    func testEveryMarkTypeRenders() throws {
        try MainActor.assumeIsolated {
            for (name, view) in [("bars", AnyView(ToyBars())), ("stacked", AnyView(StackedBars())), ("lines", AnyView(CityLines())),
                                 ("donut", AnyView(ExpenseDonut())), ("mixed", AnyView(MixedMarks())), ("horizontal", AnyView(HorizontalBars()))] {
                let image = try renderChart(view, name: name, scale: 3)
                XCTAssertEqual(image.width, 1080, name)
            }
        }
    }
}
