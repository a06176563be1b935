import Charts
import SwiftUI
import XCTest

/// Axis labels: y on the trailing side (PareshKarnawat/SwiftCharts@8fcbdaf BarChart.png and
/// every iOS screenshot), centered on their grid line; x category labels centered under bars.
final class AxisLabelTests: XCTestCase {
    func testYLabelsAreTrailingAndCenteredOnTheirLines() throws {
        try MainActor.assumeIsolated {
            let image = try renderChart(ToyBars(), name: "probe-labels", scale: 3)
            let bars = image.runs(row: image.height - 110, systemBlue)
            guard bars.count == 3 else { return XCTFail("bars: \(bars)") }
            let plotRight = bars[2].0 + bars[2].1 + (bars[1].0 - bars[0].0 - bars[0].1) / 2
            let baseline = image.runs(column: bars[0].0 + 5, systemBlue).last!
            let bottom = baseline.0 + baseline.1
            // The "0" label: right of the plot, 4 pt (12 px at 3x, screenTime.png) away.
            guard let zero = image.inkBox(x: (plotRight + 3)..<image.width, y: (bottom - 30)..<(bottom + 30)) else { return XCTFail("no label") }
            XCTAssertGreaterThanOrEqual(zero.minX - plotRight, 12, "4 pt gap at 3x")
            XCTAssertLessThanOrEqual(zero.minX - plotRight, 18)
            // No labels left of the plot.
            XCTAssertNil(image.inkBox(x: 0..<25, y: 0..<500, threshold: 170))
            // Vertically centered on the baseline (the bars' bottom).
            XCTAssertEqual(Double(zero.minY + zero.maxY) / 2, Double(bottom), accuracy: 4)
        }
    }

    func testCategoryLabelsAreCenteredUnderTheirBars() throws {
        try MainActor.assumeIsolated {
            let image = try renderChart(ToyBars(), name: "probe-xlabels", scale: 3)
            let bars = image.runs(row: image.height - 110, systemBlue)
            guard bars.count == 3 else { return XCTFail("bars: \(bars)") }
            let baseline = image.runs(column: bars[0].0 + 5, systemBlue).last!
            let bottom = baseline.0 + baseline.1
            for bar in bars {
                guard let box = image.inkBox(x: bar.0..<(bar.0 + bar.1), y: (bottom + 3)..<(bottom + 60), threshold: 180) else { return XCTFail("no label") }
                XCTAssertEqual(Double(box.minX + box.maxX) / 2, Double(bar.0) + Double(bar.1) / 2, accuracy: 3)
                // Cap tops 26 px below the plot at 3x in PareshKarnawat/SwiftCharts@8fcbdaf BarChart.png
                // (iOS 16 put them at 20–21 px, screenTime.png).
                XCTAssertEqual(box.minY - bottom, 26, accuracy: 4)
            }
        }
    }
}
