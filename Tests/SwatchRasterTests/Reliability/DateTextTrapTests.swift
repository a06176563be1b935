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

/// Found by the extended layout fuzzer (issue 28): a NaN date through a `FormatStyle`, and a
/// grid whose line spacing is NaN or infinite.
final class FuzzerFoundTrapTests: XCTestCase {
    func testANaNDateThroughAFormatStyleIsEmptyText() throws {
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        for view in [AnyView(Text(nan, format: .dateTime)), AnyView(Text("at \(nan, format: .dateTime)")),
                     AnyView(Text(Date(timeIntervalSinceReferenceDate: .infinity), format: Date.FormatStyle(date: .long, time: .omitted)))] {
            let image = try render(view.frame(width: 100, height: 20))
            XCTAssertEqual(image.width, 100)
        }
    }

    func testAGridLineSpacingThatIsNotFiniteIsTheDefault() throws {
        func grid(_ spacing: CGFloat?) -> some View {
            LazyVGrid(columns: [GridItem(.fixed(20))], spacing: spacing) {
                ForEach(0..<3, id: \.self) { _ in Color.blue.frame(height: 10) }
            }
        }
        let plain = try layOut(grid(nil))
        for spacing in [CGFloat.nan, .infinity, -.infinity] {
            let node = try layOut(grid(spacing))
            XCTAssertEqual(node.frame.height, plain.frame.height, "\(spacing)")
            XCTAssertTrue(node.frame.height.isFinite)
        }
    }
}
