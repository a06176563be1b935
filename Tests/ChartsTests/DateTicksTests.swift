@testable import Charts
import Foundation
import XCTest

/// Date axes pick a calendar stride near five ticks.
final class DateTicksTests: XCTestCase {
    let calendar = SampleData.calendar

    func testADayInHoursIsEverySixHours() {
        // jordibruin/Swift-Charts-Examples@5134bcf screenTime.png: 12 AM, 6 AM, 12 PM, 6 PM
        // and a line at the day's end.
        let lo = SampleData.date(2024, 5, 1), hi = SampleData.date(2024, 5, 2)
        let t = DateTicks.ticks(lo: lo, hi: hi, calendar: calendar)
        XCTAssertEqual(t.unit, .hour)
        XCTAssertEqual(t.ticks.map { calendar.component(.hour, from: $0) }, [0, 6, 12, 18, 0])
    }

    func testAMonthIsWeeklyAndAYearIsQuarterly() {
        let month = DateTicks.ticks(lo: SampleData.date(2024, 5, 1), hi: SampleData.date(2024, 5, 31), calendar: calendar)
        XCTAssertEqual(month.unit, .weekOfYear)
        XCTAssertEqual(month.ticks.count, 4)
        let year = DateTicks.ticks(lo: SampleData.date(2024, 1, 1), hi: SampleData.date(2025, 1, 1), calendar: calendar)
        XCTAssertEqual(year.unit, .month)
        XCTAssertEqual(year.ticks.map { calendar.component(.month, from: $0) }, [1, 4, 7, 10, 1])
    }

    func testHourLabelsReadLikeIOS() {
        XCTAssertEqual(AxisFormatting.dateLabel(SampleData.date(2024, 5, 1, 18), unit: .hour).replacingOccurrences(of: "\u{202F}", with: " "), "6 PM")
    }
}
