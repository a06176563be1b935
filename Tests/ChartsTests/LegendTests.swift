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

/// A legend with more items than fit in one row wraps instead of squeezing its labels.
final class LegendWrapTests: XCTestCase {
    func testManySeriesWrapOntoASecondRow() throws {
        try MainActor.assumeIsolated {
            let names = ["Groceries", "Restaurants", "Transport", "Utilities", "Entertainment", "Health"]
            let chart = Chart(0..<names.count, id: \.self) { i in
                BarMark(x: .value("Kind", names[i]), y: .value("Amount", Double(i + 1)))
                    .foregroundStyle(by: .value("Kind", names[i]))
            }
            .chartXAxis(.hidden)
            let image = try renderChart(chart, name: "probe-legend-wrap", width: 240, height: 160, scale: 1)
            // The first item's blue dot and the sixth item's dot (pink, the sixth color:
            // cyan) lie on different rows.
            var blueRows = Set<Int>(), otherRows = Set<Int>()
            for y in (image.height - 40)..<image.height {
                if !image.runs(row: y, systemBlue).filter({ $0.1 <= 9 }).isEmpty { blueRows.insert(y) }
                if !image.runs(row: y, [50, 173, 230], tolerance: 12).filter({ $0.1 <= 9 }).isEmpty { otherRows.insert(y) }
            }
            XCTAssertFalse(blueRows.isEmpty, "first legend dot")
            XCTAssertFalse(otherRows.isEmpty, "sixth legend dot")
            XCTAssertGreaterThan(otherRows.min() ?? 0, blueRows.max() ?? Int.max, "on a later row")
        }
    }
}
