@testable import SwatchRaster
import XCTest

/// Widths come from HarfBuzz's shaping (issue 35): GPOS kerning, and complex scripts.
///
/// Each expected width is HarfBuzz's own answer, measured with its command-line shaper on the
/// fonts Debian 12 packages (hb-shape 6.0.0, `hb-shape --no-glyph-names --no-clusters FONT TEXT`,
/// the advances summed; units per em from each font's head table). Before shaping, Inter's "AV"
/// was 3808 units wide: Inter keeps its kerning in GPOS, which the old 'kern' lookup never saw.
final class ShapingWidthTests: XCTestCase {
    /// The width of `text` in `family` at 100 pt, laid out as a `Text` (no tracking: a custom font).
    private func width(_ text: String, _ family: String) throws -> CGFloat {
        try layOut(Text(text).font(.custom(family, size: 100))).frame.width
    }

    func testInterKerningComesFromGPOS() throws {
        // hb-shape Inter-Regular.otf "AV": [2+1712|453+1904]; units per em 2816.
        XCTAssertEqual(try width("AV", "Inter"), 3616 * 100 / 2816, accuracy: 0.001)
        // "AVATAR": 1712+1728+1664+1568+1904+1800.
        XCTAssertEqual(try width("AVATAR", "Inter"), 10376 * 100 / 2816, accuracy: 0.001)
        // "To Wa": 1584+1680+792+2528+1588.
        XCTAssertEqual(try width("To Wa", "Inter"), 8172 * 100 / 2816, accuracy: 0.001)
    }

    func testDejaVuKerningMatchesHarfBuzz() throws {
        // hb-shape DejaVuSans.ttf "AV": [36+1270|57+1401], "To": [55+903|82+1253]; 2048 per em.
        XCTAssertEqual(try width("AV", "DejaVu Sans"), 2671 * 100 / 2048, accuracy: 0.001)
        XCTAssertEqual(try width("To", "DejaVu Sans"), 2156 * 100 / 2048, accuracy: 0.001)
    }

    func testArabicIsJoinedAsHarfBuzzJoinsIt() throws {
        // hb-shape NotoSansArabic-Regular.ttf "مرحبا": [47+291|104+343|417+549|979+396|771+525]:
        // five joined forms, 2104 units of 1000 per em. Unjoined (isolated) forms are wider.
        XCTAssertEqual(try width("مرحبا", "Noto Sans Arabic"), 210.4, accuracy: 0.001)
        let glyphs = try XCTUnwrap(FontLookup.face(family: "Noto Sans Arabic")).shape("مرحبا", rightToLeft: true, tabularDigits: false).glyphs
        XCTAssertEqual(glyphs.map(\.glyph), [47, 104, 417, 979, 771])
    }

    func testDevanagariConjunctsAreFormed() throws {
        // hb-shape NotoSansDevanagari-Regular.ttf "नमस्ते": [44+555|50+598|215+389|40+570|75+0]:
        // six characters, five glyphs (स्त is one conjunct), the vowel sign a zero-width mark.
        XCTAssertEqual(try width("नमस्ते", "Noto Sans Devanagari"), 211.2, accuracy: 0.001)
    }

    func testEachCharacterCarriesItsShareOfTheShapedWidth() throws {
        // Line breaking sums per-character shares; they add up to the shaped width.
        let face = try FontLookup.face(family: "Inter")
        let shaped = face.shape("AVATAR To Wa", rightToLeft: false, tabularDigits: false)
        XCTAssertEqual(shaped.characterAdvances.reduce(0, +), shaped.advance)
        XCTAssertEqual(shaped.characterAdvances.count, 12)
    }

    func testTabularDigitsStayAsWideAsTheWidestDigit() throws {
        let face = try FontLookup.face(family: "Inter")
        let widest = face.maxDigitAdvance()
        let ones = face.shape("111", rightToLeft: false, tabularDigits: true)
        XCTAssertEqual(ones.advance, 3 * widest)
        XCTAssertLessThan(face.shape("111", rightToLeft: false, tabularDigits: false).advance, 3 * widest)
    }
}
