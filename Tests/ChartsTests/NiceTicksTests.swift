@testable import Charts
import SwiftUI
import XCTest

/// The tick values and rounded domains Charts picks for number axes, each against an iOS
/// screenshot (NiceTicks cites them).
final class NiceTicksTests: XCTestCase {
    func testZeroToSevenRoundsToEightInTwos() {
        // PareshKarnawat/SwiftCharts@8fcbdaf Resources/BarChart.png: bars 5, 2, 7 → 0 2 4 6 8.
        let t = NiceTicks.ticks(lo: 0, hi: 7, round: true)
        XCTAssertEqual(t.ticks, [0, 2, 4, 6, 8])
        XCTAssertEqual(t.domain, 0...8)
    }

    func testZeroToNineIsFivesAndZeroToFiveIsTwos() {
        // 0Itsuki0/SwiftChartsDemo@77842cd basicMarkDemo.png: "Stack" (top 9) reads 0 5 10,
        // "Group" (top 5) reads 0 2 4 6, "Basic" (top 18.8) reads 0 5 10 15 20.
        XCTAssertEqual(NiceTicks.ticks(lo: 0, hi: 9, round: true).ticks, [0, 5, 10])
        XCTAssertEqual(NiceTicks.ticks(lo: 0, hi: 5, round: true).ticks, [0, 2, 4, 6])
        XCTAssertEqual(NiceTicks.ticks(lo: 0, hi: 18.8, round: true).ticks, [0, 5, 10, 15, 20])
    }

    func testDesiredCountThree() {
        // jordibruin/Swift-Charts-Examples@5134bcf screenTime.png: desiredCount 3 over about
        // eight hours of seconds reads 0h, 5h (20,000 s), 11h (40,000 s).
        XCTAssertEqual(NiceTicks.ticks(lo: 0, hi: 29_000, desiredCount: 3, round: true).ticks, [0, 20_000, 40_000])
    }

    func testLargeAndNegativeDomains() {
        XCTAssertEqual(NiceTicks.ticks(lo: 0, hi: 8000, round: true).ticks, [0, 2000, 4000, 6000, 8000])
        // Not measured on iOS: the same rule on -3.2…41 (step 20) — see ARCHITECTURE §2.12.
        XCTAssertEqual(NiceTicks.ticks(lo: -3.2, hi: 41, round: true).ticks, [-20, 0, 20, 40, 60])
    }

    func testStepsOfTwentyFiveAndOtherScreenshots() {
        // PareshKarnawat/SwiftCharts@8fcbdaf Resources/RuleMarkChart.png: data 30…90 (a rule at
        // 60) reads 0 25 50 75 100 — a 2.5 step, which 0–9 (above) does not get.
        XCTAssertEqual(NiceTicks.ticks(lo: 0, hi: 90, round: true).ticks, [0, 25, 50, 75, 100])
        // AreaChart.png (stacked to 195) reads 0 50 100 150 200; LineChart.png (45…275)
        // reads 0 100 200 300.
        XCTAssertEqual(NiceTicks.ticks(lo: 0, hi: 195, round: true).ticks, [0, 50, 100, 150, 200])
        XCTAssertEqual(NiceTicks.ticks(lo: 0, hi: 275, round: true).ticks, [0, 100, 200, 300])
        // 0Itsuki0/SwiftChartsDemo@77842cd basicMarkDemo.png "Annotation": points from about
        // −8 to 10 read −10 −5 0 5 10.
        XCTAssertEqual(NiceTicks.ticks(lo: -8, hi: 10, round: true).ticks, [-10, -5, 0, 5, 10])
        // VintusS/Inpenso@f8a81ce .github/assets/analytics-screenshot.png, "Monthly Spending":
        // a top point near 1,390 reads 0 500 1.000 1.500 — 500, not 250.
        XCTAssertEqual(NiceTicks.ticks(lo: 0, hi: 1390, round: true).ticks, [0, 500, 1000, 1500])
    }

    func testModelOfToyBarsHasEvenTicks() {
        let model = ChartModel(marks: collect { ToyBars().chartContent }, config: ChartConfiguration())
        XCTAssertEqual(model.yTicks.map(\.at), [0, 2, 4, 6, 8])
        XCTAssertEqual(model.y?.lo, 0)
        XCTAssertEqual(model.y?.hi, 8)
    }
}

func collect<C: ChartContent>(_ content: () -> C) -> [MarkRecord] {
    var c = _ChartCollector()
    content()._collect(into: &c)
    return c.marks
}

extension ToyBars {
    var chartContent: some ChartContent {
        ForEach(toys) { toy in BarMark(x: .value("Shape", toy.name), y: .value("Count", toy.count)) }
    }
}
