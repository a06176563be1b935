@testable import SwatchRaster
import XCTest

/// `LocalizedStringKey` literals, FormatStyle and date text: formatting follows the
/// environment's locale, time zone and calendar, never the machine's.
final class TextFormattingTests: XCTestCase {
    private func shown<V: View>(_ view: V) throws -> String {
        try XCTUnwrap(layOut(view).all("Text").first as? TextNode).string
    }

    func testStringLiteralIsALocalizedKeyAndAStringIsVerbatim() throws {
        let pi = 3.14159
        XCTAssertEqual(try shown(Text("Pi is \(pi, specifier: "%.1f")")), "Pi is 3.1")
        XCTAssertEqual(try shown(Text("\(42) items")), "42 items")
        XCTAssertEqual(try shown(Text("100%")), "100%")
        let name = "%d \(7)"
        XCTAssertEqual(try shown(Text(name)), "%d 7")
        XCTAssertEqual(try shown(Text(verbatim: "%@")), "%@")
        let key: LocalizedStringKey = "Hello \("you")"
        XCTAssertEqual(try shown(Text(key, tableName: nil, bundle: nil, comment: "greeting")), "Hello you")
        // An interpolated Text keeps its own styling as a run.
        let node = try XCTUnwrap(layOut(Text("Hello \(Text("world").bold())")).all("Text").first as? TextNode)
        XCTAssertEqual(node.runs.map(\.text), ["Hello ", "world"])
        XCTAssertEqual(node.runs[1].face.styleName, "Bold")
    }

    func testFormatStylesUseTheEnvironmentLocale() throws {
        XCTAssertEqual(try shown(Text(1234.5, format: .number)), "1,234.5")
        XCTAssertEqual(try shown(Text(0.25, format: .percent)), "25%")
        XCTAssertEqual(try shown(Text(3.5, format: .currency(code: "USD"))), "$3.50")
        XCTAssertEqual(try shown(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE"))), "1.234,5")
        XCTAssertEqual(try shown(Text("Total: \(1234, format: .number)")), "Total: 1,234")
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        XCTAssertEqual(try shown(Text(NSNumber(value: 9876), formatter: formatter)), "9,876")
    }

    func testDatesIgnoreTheMachineTimeZone() throws {
        // The process's zone is Tokyo (UTC+9); the default environment still shows UTC.
        let saved = ProcessInfo.processInfo.environment["TZ"]
        setenv("TZ", "Asia/Tokyo", 1)
        tzset()
        NSTimeZone.resetSystemTimeZone()
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
            NSTimeZone.resetSystemTimeZone()
        }
        let epoch = Date(timeIntervalSince1970: 0)
        let time = Text(epoch, format: Date.FormatStyle(date: .omitted, time: .shortened))
        let utc = try shown(time)
        XCTAssertTrue(utc.hasPrefix("12:00") && utc.hasSuffix("AM"), utc)
        let tokyo = try shown(time.environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!))
        XCTAssertTrue(tokyo.hasPrefix("9:00") && tokyo.hasSuffix("AM"), tokyo)
        XCTAssertEqual(try shown(Text(epoch, style: .date)), "January 1, 1970")
        let dateStyleTime = try shown(Text(epoch, style: .time))
        XCTAssertTrue(dateStyleTime.hasPrefix("12:00"), dateStyleTime)
    }
}
