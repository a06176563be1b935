import Foundation
@testable import SwatchRaster
import XCTest

/// Issue 28: `Text(date, style:)` with a date 1e20 s away trapped in `Int(_:)`, and a NaN
/// date trapped inside Foundation. Both must render.
final class DateTextTrapTests: XCTestCase {
    func testFarAndNaNDatesRender() throws {
        let far = Date(timeIntervalSinceNow: 1e20)
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        for style in [Text.DateStyle.timer, .relative, .offset, .date, .time] {
            for date in [far, nan, Date(timeIntervalSinceNow: -1e20)] {
                let image = try render(Text(date, style: style).frame(width: 200, height: 20))
                XCTAssertEqual(image.width, 200, "\(style) \(date.timeIntervalSinceReferenceDate)")
            }
        }
        // A far timer is clamped, not wrapped: it still counts hours.
        XCTAssertTrue(TextFormatting.format(far, style: .timer, in: EnvironmentValues()).contains(":"))
        XCTAssertEqual(TextFormatting.format(nan, style: .relative, in: EnvironmentValues()), "")
    }
}
