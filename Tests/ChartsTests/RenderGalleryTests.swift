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
            // At the sizes of the iOS screenshots they are compared with (ARCHITECTURE §2.12).
            _ = try renderChart(ToyBars(), name: "cmp-static-bars", width: 370, height: 250, scale: 3)
            _ = try renderChart(PlanPie(), name: "cmp-pie", width: 280, height: 240, scale: 3)
            _ = try renderChart(PlanPie(inner: .ratio(0.618), inset: 1.5), name: "cmp-donut", width: 280, height: 240, scale: 3)
            _ = try renderChart(HourlyUsage(), name: "cmp-hourly", width: 340, height: 146, scale: 3)
        }
    }
}
