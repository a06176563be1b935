@testable import SwatchRaster
import Foundation
import XCTest

/// `TextField(_:value:format:)` draws the value through its format style and parses edits back.
final class TextFieldFormatTests: XCTestCase {
    /// A deterministic style (no locale): 42 ⇄ "#42".
    private struct Hash: ParseableFormatStyle {
        struct Strategy: ParseStrategy {
            func parse(_ value: String) throws -> Int {
                guard value.hasPrefix("#"), let n = Int(value.dropFirst()) else { throw CocoaError(.formatting) }
                return n
            }
        }
        var parseStrategy: Strategy { Strategy() }
        func format(_ value: Int) -> String { "#\(value)" }
    }

    func testValueIsDrawnFormatted() throws {
        let field = TextField("Amount", value: .constant(42), format: Hash()).frame(width: 200)
        let text = TextField("Amount", text: .constant("#42")).frame(width: 200)
        XCTAssertEqual(try render(field).pixelHash, try render(text).pixelHash)
        // Foundation's own styles compile as on a Mac.
        let number = TextField("Count", value: .constant(7), format: .number).frame(width: 200)
        let expected = TextField("Count", text: .constant(IntegerFormatStyle<Int>().format(7))).frame(width: 200)
        XCTAssertEqual(try render(number).pixelHash, try render(expected).pixelHash)
    }

    func testEditsParseBackOrAreIgnored() {
        var stored = 1
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let field = TextField("Amount", value: binding, format: Hash())
        field.text.wrappedValue = "#9"
        XCTAssertEqual(stored, 9)
        field.text.wrappedValue = "nine"
        XCTAssertEqual(stored, 9, "an unparseable string leaves the value")
        XCTAssertEqual(field.text.wrappedValue, "#9")
    }
}
