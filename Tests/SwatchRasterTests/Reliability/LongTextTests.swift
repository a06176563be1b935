@testable import SwatchRaster
import XCTest

/// Issue 28: truncating 10 kB of text to one line took 7.8 s (100 kB never finished), and one
/// unbroken word of 40k characters took 12 s to wrap, because each step measured the whole
/// rest of the text again. These tests count the characters measured (a measure of work that
/// does not depend on the machine) and check that the result is the same as before.
final class LongTextTests: XCTestCase {
    /// A measure that counts characters and gives each 10 pt, as a monospaced font would.
    final class CountingMeasure {
        var characters = 0
        func measure(_ chars: ArraySlice<TextLayout.Char>) -> CGFloat {
            characters += chars.count
            return CGFloat(chars.count) * 10
        }
    }

    private func chars(_ text: String) -> [TextLayout.Char] { text.map { TextLayout.Char(character: $0, run: 0, advance: 10) } }
    private func make(_ character: Character, _ run: Int, _ level: UInt8) -> TextLayout.Char {
        TextLayout.Char(character: character, run: run, advance: 10, level: level)
    }
    private func string(_ chars: [TextLayout.Char]) -> String { String(chars.map(\.character)) }

    func testTruncationMeasuresAboutLogNTimesTheKeptText() {
        for n in [10_000, 100_000] {
            let counter = CountingMeasure()
            let line = chars(String(repeating: "abcdefghij", count: n / 10))
            let cut = TextLayout.truncate(line[...], maxWidth: 100, mode: .tail, force: false, measure: counter.measure, make: make)
            // 100 pt holds nine characters and the ellipsis.
            XCTAssertEqual(string(cut), "abcdefghi…")
            // One measurement of the whole line (does it fit?), then a few of ~10 characters;
            // the old loop measured n + (n-1) + … characters.
            XCTAssertLessThan(counter.characters, n + 500, "n = \(n): \(counter.characters) characters measured")
        }
    }

    func testHeadAndMiddleTruncationKeepTheRightEnds() {
        let counter = CountingMeasure()
        let line = chars("0123456789" + String(repeating: "-", count: 50_000) + "abcdefghij")
        XCTAssertEqual(string(TextLayout.truncate(line[...], maxWidth: 100, mode: .head, force: false, measure: counter.measure, make: make)), "…bcdefghij")
        XCTAssertEqual(string(TextLayout.truncate(line[...], maxWidth: 100, mode: .middle, force: false, measure: counter.measure, make: make)), "01234…ghij")
        XCTAssertLessThan(counter.characters, 2 * 50_020 + 2_000)
    }

    func testAnUnbrokenWordIsCutIntoLinesInLinearWork() {
        let counter = CountingMeasure()
        let word = chars(String(repeating: "x", count: 40_000))
        let lines = TextLayout.wrap(word[...], maxWidth: 100, measure: counter.measure)
        // Ten characters of 10 pt in each 100-pt line.
        XCTAssertEqual(lines.count, 4_000)
        XCTAssertTrue(lines.allSatisfy { $0.count == 10 })
        // About 2 log₂ 10 measurements of ≤ 16 characters per line, plus the whole word
        // twice (does it fit?); the old loop measured the rest of the word for every line.
        XCTAssertLessThan(counter.characters, 40_000 * 2 + 4_000 * 120, "\(counter.characters) characters measured")
    }

    func testWordsStillWrapGreedilyAndLongWordsBreakBetweenCharacters() {
        let counter = CountingMeasure()
        let text = chars("aa bbb cccccccccccccccccccccccc d")
        let lines = TextLayout.wrap(text[...], maxWidth: 100, measure: counter.measure).map(string)
        XCTAssertEqual(lines, ["aa bbb", "cccccccccc", "cccccccccc", "cccc d"])
    }

    func testLongTextRendersOnOneLineWithAnEllipsis() throws {
        // Through the engine, with the real font: 100 kB in 100 pt on one line.
        let prose = String(String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 1_800).prefix(100_000))
        let node = try layOut(Text(prose).lineLimit(1).frame(width: 100))
        let text = try XCTUnwrap(node.all("Text").first as? TextNode)
        let layout = text.layout(ProposedViewSize(width: 100, height: nil))
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertTrue(layout.lines[0].text.hasPrefix("Lorem"), layout.lines[0].text)
        XCTAssertTrue(layout.lines[0].text.hasSuffix("…"), layout.lines[0].text)
        XCTAssertLessThanOrEqual(layout.size.width, 100.001)
    }
}
