import Charts
import SwiftUI
import XCTest

/// Category y labels inside the plot, number-valued colors, sector annotations.
final class CategoryAxisAndColorScaleTests: XCTestCase {
    private struct Cell: Identifiable { let col: String; let row: String; let value: Double; var id: String { col + row } }
    private static let cells = [Cell(col: "a", row: "x", value: 0), Cell(col: "b", row: "x", value: 50), Cell(col: "a", row: "y", value: 100), Cell(col: "b", row: "y", value: 25)]

    func testNumberValuedColorsRunFromLightToFullBlue() throws {
        // basicMarkDemo.png's heat map legend: (210,230,255) at the light end, (0,123,255) at
        // the dark end: systemBlue from about 15 % to full.
        try MainActor.assumeIsolated {
            let chart = Chart(Self.cells) { c in
                RectangleMark(x: .value("Col", c.col), y: .value("Row", c.row), width: .ratio(1), height: .ratio(1))
                    .foregroundStyle(by: .value("Value", c.value))
            }
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
            let image = try renderChart(chart, name: "probe-heat", width: 100, height: 100, scale: 1)
            let lightest = image.rgb(35, 35), darkest = image.rgb(35, 85), middle = image.rgb(85, 35)
            XCTAssertEqual(lightest[0], 217, accuracy: 6, "0 → blue at 15 % over white")
            XCTAssertEqual(darkest, systemBlue, "100 → blue")
            XCTAssertLessThan(middle[0], lightest[0])
            XCTAssertGreaterThan(middle[0], darkest[0])
        }
    }

    func testCategoryYLabelsSitInsideThePlotAtTheBandTop() throws {
        try MainActor.assumeIsolated {
            let chart = Chart(Self.cells) { c in
                RectangleMark(x: .value("Col", c.col), y: .value("Row", c.row))
                    .foregroundStyle(.orange)
            }
            .chartXAxis(.hidden)
            let image = try renderChart(chart, name: "probe-inline", width: 200, height: 100, scale: 2)
            // The plot spans the whole width: no label column on the trailing side.
            XCTAssertTrue(image.runs(row: 60, systemOrange).last.map { $0.0 + $0.1 > 300 } ?? false)
            // "x" is drawn near the top leading corner of the first band.
            XCTAssertNotNil(image.inkBox(x: 20..<40, y: 20..<50, threshold: 190))
        }
    }

    func testOverlayAnnotationsSitInTheirSectors() throws {
        try MainActor.assumeIsolated {
            let image = try renderChart(PlanPie(showsPercent: true).chartLegend(.hidden), name: "probe-pie-notes", width: 200, height: 200, scale: 1)
            // "70%" (white) lies in the blue slice, right of the center and below it.
            var white = 0
            for y in 110..<170 { for x in 110..<180 where image.rgb(x, y).allSatisfy({ $0 > 240 }) { white += 1 } }
            XCTAssertGreaterThan(white, 10)
        }
    }
}
