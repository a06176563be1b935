import Charts
import SwiftUI
import XCTest

private struct Visit: Identifiable {
    let day: Int
    let city: String
    let count: Double
    var id: String { "\(day)\(city)" }
}

private let visits = (0..<4).flatMap { d in [Visit(day: d, city: "A", count: Double(2 + d)), Visit(day: d, city: "B", count: Double(5 - d))] }

/// Bars placed with `position(by:)`, stacked about the center, and with a hidden axis.
final class BarLayoutTests: XCTestCase {
    func testOneSlotPositionedBarsAreHalfTheBand() throws {
        // jordibruin/Swift-Charts-Examples@5134bcf twoBars.png: position(by:) with a single
        // value gives bars 71 px of a 146 px step (0.49): 70% of a slot that is 70% of the band.
        try MainActor.assumeIsolated {
            let chart = Chart(visits) { v in
                BarMark(x: .value("Day", "\(v.day)"), y: .value("Count", v.count))
                    .foregroundStyle(by: .value("City", v.city))
                    .position(by: .value("Group", "Common"))
            }
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
            let image = try renderChart(chart, name: "probe-one-slot", scale: 3)
            let bars = image.runs(row: image.height - 40, systemBlue)
            guard bars.count == 4 else { return XCTFail("bars: \(bars)") }
            XCTAssertEqual(Double(bars[0].1) / Double(bars[1].0 - bars[0].0), 0.49, accuracy: 0.01)
        }
    }

    func testGroupedBarsSitSideBySide() throws {
        try MainActor.assumeIsolated {
            let chart = Chart(visits) { v in
                BarMark(x: .value("Day", "\(v.day)"), y: .value("Count", v.count))
                    .foregroundStyle(by: .value("City", v.city))
                    .position(by: .value("City", v.city))
            }
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
            let image = try renderChart(chart, name: "probe-grouped", scale: 1)
            let row = image.height - 14
            let blue = image.runs(row: row, systemBlue), green = image.runs(row: row, systemGreen)
            XCTAssertEqual(blue.count, 4)
            XCTAssertEqual(green.count, 4)
            // Each day's A bar is left of its B bar, with a gap.
            for (a, b) in zip(blue, green) { XCTAssertGreaterThan(b.0, a.0 + a.1) }
        }
    }

    func testCenteredStackIsSymmetricAboutTheMiddle() throws {
        // soundBar.png draws BarMark(stacking: .center) as bars mirrored about the middle.
        try MainActor.assumeIsolated {
            let chart = Chart(0..<5, id: \.self) { i in
                BarMark(x: .value("Index", i), y: .value("Level", Double(i + 1)), stacking: .center)
            }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            let image = try renderChart(chart, name: "probe-center", width: 100, height: 100, scale: 1)
            let column = image.runs(row: 60, systemBlue).last!.0 + 2
            let run = image.runs(column: column, systemBlue).max { $0.1 < $1.1 }!
            XCTAssertEqual(Double(run.0) + Double(run.1) / 2, 60, accuracy: 1.5, "centered on the plot's middle")
        }
    }

    func testHiddenAxisKeepsTheDataExtentAndBarEndsAreRounded() throws {
        // singleBar.png: axes hidden, the tallest bar (250) reaches the plot's top; its top
        // corners are rounded (6 px at 3x), its base square.
        try MainActor.assumeIsolated {
            let chart = Chart([Toy(name: "a", count: 250), Toy(name: "b", count: 100)]) { t in
                BarMark(x: .value("Name", t.name), y: .value("Count", t.count))
            }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            let image = try renderChart(chart, name: "probe-hidden", width: 100, height: 100, scale: 3)
            let bar = image.runs(row: 200, systemBlue).first!
            let middle = image.runs(column: bar.0 + bar.1 / 2, systemBlue).first!
            XCTAssertEqual(middle.0, 30, "top of the plot (10 pt padding at 3x)")
            XCTAssertFalse(image.matches(bar.0, 30, systemBlue), "rounded top corner")
            XCTAssertTrue(image.matches(bar.0, 329, systemBlue), "square base")
        }
    }
}
