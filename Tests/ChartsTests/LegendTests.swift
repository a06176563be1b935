import Charts
import SwiftUI
import XCTest

/// The legend: under the chart, leading, 8 pt circles in series order
/// (jordibruin/Swift-Charts-Examples@5134bcf screenTime.png: 24 px dots at x = 30 px, the
/// chart's leading edge).
final class LegendTests: XCTestCase {
    func testLegendIsBottomLeadingWithEightPointDots() throws {
        try MainActor.assumeIsolated {
            let image = try renderChart(StackedBars(), name: "probe-legend", scale: 3)
            // The lowest blue ink is the legend dot.
            var dotRow = 0
            for y in stride(from: image.height - 1, to: 0, by: -1) where !image.runs(row: y, systemBlue).isEmpty { dotRow = y; break }
            let dotTop = image.runs(column: 30 + 12, systemBlue).last!
            XCTAssertEqual(dotTop.1, 24, accuracy: 2, "8 pt tall at 3x")
            let blue = image.runs(row: dotTop.0 + 12, systemBlue)
            XCTAssertEqual(blue.first?.0 ?? -1, 30, accuracy: 1, "at the chart's leading edge")
            XCTAssertEqual(blue.first?.1 ?? 0, 24, accuracy: 2, "8 pt wide at 3x")
            XCTAssertGreaterThan(dotRow, image.height - 60)
            // The second series' dot follows, after the first label.
            let green = image.runs(row: dotTop.0 + 12, systemGreen)
            XCTAssertEqual(green.count, 1)
            XCTAssertGreaterThan(green[0].0, blue[0].0 + 60)
        }
    }

    func testHiddenLegendDrawsNoDots() throws {
        try MainActor.assumeIsolated {
            let image = try renderChart(StackedBars().chartLegend(.hidden), name: "probe-nolegend", scale: 1)
            XCTAssertTrue(image.runs(row: image.height - 12, systemBlue).isEmpty)
        }
    }
}
