@testable import SwatchRaster
import Foundation
import XCTest

/// Text and labels as Basic Car Maintenance writes them: a `Date` interpolated with a
/// `DateFormatter` (SwiftUI's `ReferenceConvertible` overload, beside the `NSObject` one), and
/// a `Label` titled by a `LocalizedStringKey` value.
final class FormatterInterpolationTests: XCTestCase {
    func testADateInterpolatedWithItsFormatterDrawsTheFormattedString() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMM d, yyyy"
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let interpolated = try ImageRenderer(content: Text("Due \(date, formatter: formatter)")).render()
        let written = try ImageRenderer(content: Text(verbatim: "Due Nov 14, 2023")).render()
        XCTAssertEqual(interpolated.pixelHash, written.pixelHash)
    }

    func testALabelTitledByAKeyValue() throws {
        let key: LocalizedStringKey = "Dashboard"
        let keyed = try ImageRenderer(content: Label(key, systemImage: "gauge")).render()
        let literal = try ImageRenderer(content: Label("Dashboard", systemImage: "gauge")).render()
        XCTAssertEqual(keyed.pixelHash, literal.pixelHash)
        let markdown = try ImageRenderer(content: Label("**Bold**", systemImage: "gauge")).render()
        let plain = try ImageRenderer(content: Label(String("**Bold**"), systemImage: "gauge")).render()
        XCTAssertNotEqual(markdown.pixelHash, plain.pixelHash, "a literal is a key, whose Markdown applies; a String is drawn as written")
    }
}
