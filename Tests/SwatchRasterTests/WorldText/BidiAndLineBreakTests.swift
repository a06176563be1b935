@testable import SwatchRaster
import XCTest

/// Right-to-left runs ordered by the Unicode Bidirectional Algorithm (FriBidi), and lines
/// broken at UAX #14's opportunities (libunibreak), issue 35.
final class BidiAndLineBreakTests: XCTestCase {
    private func textNode<V: View>(_ view: V, width: CGFloat? = nil) throws -> TextNode {
        try XCTUnwrap(layOut(view, width: width).all("Text").first as? TextNode)
    }

    func testLevelsFollowTheFirstStrongCharacter() {
        // UAX #9 P2–P3: Latin first gives a left-to-right paragraph with a right-to-left word.
        XCTAssertEqual(Bidi.levels(Array("ab שלום"), rightToLeft: false), [0, 0, 0, 1, 1, 1, 1])
        // Hebrew first: a right-to-left paragraph; the Latin word is embedded at level 2.
        XCTAssertEqual(Bidi.levels(Array("שלום ab"), rightToLeft: false), [1, 1, 1, 1, 1, 2, 2])
        // No strong character: the layout direction decides.
        XCTAssertEqual(Bidi.levels(Array("12"), rightToLeft: false), [0, 0])
        XCTAssertEqual(Bidi.levels(Array("12"), rightToLeft: true), [2, 2])
    }

    func testVisualOrderReversesRightToLeftSequences() {
        XCTAssertEqual(Bidi.visualOrder([0, 1, 0]), [0, 1, 2])
        XCTAssertEqual(Bidi.visualOrder([1, 2, 1]), [2, 1, 0])
        XCTAssertEqual(Bidi.visualOrder([0, 1, 1, 0]), [0, 2, 1, 3])
    }

    func testARightToLeftParagraphPutsItsLatinWordOnTheLeft() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let node = try textNode(Text("שלום Swift").environment(\.layoutDirection, direction))
            let pieces = try XCTUnwrap(node.placedLayout.lines.first).pieces
            // Visual order, left to right: "Swift", then the Hebrew word and its space.
            XCTAssertEqual(pieces.first?.text, "Swift", "\(direction)")
            XCTAssertEqual(pieces.last?.rightToLeft, true, "\(direction)")
        }
    }

    func testRightToLeftGlyphsComeInVisualOrder() throws {
        let face = try FontLookup.face(family: "Noto Sans Hebrew")
        let shaped = face.shape("אב", rightToLeft: true, tabularDigits: false)
        // HarfBuzz gives right-to-left runs left to right on the page: bet first, then alef.
        XCTAssertEqual(shaped.glyphs.map(\.character), [1, 0])
    }

    func testAHebrewParagraphDrawsAtTheLeadingEdgeOfEachLayoutDirection() throws {
        func inkColumns(_ direction: LayoutDirection) throws -> (Int, Int) {
            let image = try render(Text("שלום").frame(width: 200, alignment: .leading).environment(\.layoutDirection, direction),
                                   background: .white)
            var columns: [Int] = []
            for x in 0..<image.width where (0..<image.height).contains(where: { image.rgba(x, $0)[0] < 128 }) { columns.append(x) }
            return (columns.min() ?? -1, columns.max() ?? -1)
        }
        let ltr = try inkColumns(.leftToRight), rtl = try inkColumns(.rightToLeft)
        XCTAssertLessThan(ltr.1, 100, "left to right: the word sits at the left")
        XCTAssertGreaterThan(rtl.0, 100, "right to left: the word sits at the right")
    }

    func testCJKBreaksBetweenCharactersButNeverBeforeClosingPunctuation() {
        // UAX #14: ideographs (ID) break on both sides; "。" (CL) never starts a line.
        XCTAssertEqual(LineBreaks.opportunities(Array("日本語。")), [true, true, false, true])
        // "、" (CL) stays with the character before it.
        XCTAssertEqual(LineBreaks.opportunities(Array("語、語")), [false, true, true])
    }

    func testLatinBreaksAfterSpacesAndHyphens() {
        XCTAssertEqual(LineBreaks.opportunities(Array("well-known")), [false, false, false, false, true, false, false, false, false, true])
        XCTAssertEqual(LineBreaks.opportunities(Array("a b")), [false, true, true])
    }

    func testFlagsDoNotReachLibunibreaksAssertion() {
        // Debian 12's libunibreak 5.1 aborts on a regional indicator; flags go in as U+1F3F3.
        XCTAssertEqual(LineBreaks.opportunities(Array("🇯🇵🇧🇷 a")).count, 4)
        XCTAssertEqual(LineBreaks.opportunities(Array("\u{FFFF}x")).count, 2)
    }

    func testJapaneseWrapsWithoutALineStartingWithClosingPunctuation() throws {
        let node = try textNode(Text("日本語のテキスト、改行のテスト。"), width: 70)
        let lines = node.placedLayout.lines.map(\.text)
        XCTAssertGreaterThan(lines.count, 2)
        for line in lines { XCTAssertFalse(line.hasPrefix("、") || line.hasPrefix("。"), "\(lines)") }
        XCTAssertEqual(lines.joined(), "日本語のテキスト、改行のテスト。")
    }
}
