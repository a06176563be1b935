import Charts
import SwiftUI
import XCTest

/// Bars: heights in the data's ratios, 70% of their band, stacked segments.
final class BarMarkTests: XCTestCase {
    func testBarHeightsAreInTheDataRatios() throws {
        try MainActor.assumeIsolated {
            let image = try renderChart(ToyBars(), name: "probe-bars", width: 340, height: 200, scale: 1)
            let bars = image.runs(row: 150, systemBlue)
            guard bars.count == 3 else { return XCTFail("bars: \(bars)") }
            let heights = bars.map { bar in image.runs(column: bar.0 + bar.1 / 2, systemBlue).map(\.1).max() ?? 0 }
            // 5 : 2 : 7, to a pixel.
            XCTAssertEqual(Double(heights[0]) / Double(heights[2]), 5.0 / 7, accuracy: 0.02)
            XCTAssertEqual(Double(heights[1]) / Double(heights[2]), 2.0 / 7, accuracy: 0.03)
            // The domain is 0…8: the 7 bar fills 7/8 of the plot; all bars share one baseline.
            let bottoms = bars.map { bar in image.runs(column: bar.0 + bar.1 / 2, systemBlue).last.map { $0.0 + $0.1 } ?? 0 }
            XCTAssertEqual(Set(bottoms).count, 1, "one baseline")
            let plotTop = 10
            XCTAssertEqual(Double(heights[2]) / Double(bottoms[0] - plotTop), 7.0 / 8, accuracy: 0.02)
        }
    }

    func testBarsTakeSeventyPercentOfTheirBand() throws {
        // 127 of 181 px in PareshKarnawat/SwiftCharts@8fcbdaf Resources/BarChart.png (0.70).
        try MainActor.assumeIsolated {
            let image = try renderChart(ToyBars(), name: "probe-bars3", scale: 3)
            let bars = image.runs(row: image.height - 110, systemBlue)
            guard bars.count == 3 else { return XCTFail("bars: \(bars)") }
            let band = Double(bars[1].0 - bars[0].0)
            XCTAssertEqual(Double(bars[0].1) / band, 0.7, accuracy: 0.01)
        }
    }

    func testStackedSegmentsSumToTheirTotal() throws {
        try MainActor.assumeIsolated {
            let image = try renderChart(StackedBars().chartLegend(.hidden), name: "probe-stacked", scale: 1)
            // First day: 3 (blue) under 2 (green).
            let column = image.runs(row: image.height - 40, systemBlue).first!.0 + 3
            let blue = image.runs(column: column, systemBlue).map(\.1).max()!
            let green = image.runs(column: column, systemGreen).map(\.1).max()!
            XCTAssertEqual(Double(green) / Double(blue), 2.0 / 3, accuracy: 0.05)
        }
    }
}
