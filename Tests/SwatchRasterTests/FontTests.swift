@testable import SwatchRaster
@testable import SwatchSheets
import Foundation
import XCTest

/// Font lookup, metrics and glyph masks, checked against numbers read straight from the font
/// file's own tables (head, hhea, hmtx, cmap format 4, kern format 0), not from FreeType.
final class FontTests: XCTestCase {
    static let dejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    private func dejaVu() throws -> FontFace { try FontLookup.face(family: "DejaVu Sans") }

    private func dejaVuTables() throws -> SFNTFile {
        try SFNTFile(data: Data(contentsOf: URL(fileURLWithPath: FontTests.dejaVuPath)))
    }

    // MARK: Lookup and line metrics

    func testDejaVuSansIsFoundByFamilyWithTheFileHheaMetrics() throws {
        let face = try dejaVu()
        let file = try dejaVuTables()
        XCTAssertEqual(face.path, FontTests.dejaVuPath)
        XCTAssertEqual(face.familyName, "DejaVu Sans")
        XCTAssertEqual(face.styleName, "Book")
        XCTAssertEqual(face.unitsPerEm, 2048)
        XCTAssertEqual(face.unitsPerEm, file.unitsPerEm)
        XCTAssertEqual(face.ascender, file.hheaAscender)
        XCTAssertEqual(face.descender, file.hheaDescender)
        XCTAssertEqual(face.lineGap, file.hheaLineGap)
        XCTAssertGreaterThan(face.ascender, 0)
        XCTAssertLessThan(face.descender, 0)

        let expectedLine = CGFloat(file.hheaAscender - file.hheaDescender + file.hheaLineGap) * 17 / 2048
        XCTAssertEqual(face.lineHeight(size: 17), expectedLine, accuracy: 1e-12)
        XCTAssertEqual(face.ascent(size: 17), CGFloat(file.hheaAscender) * 17 / 2048, accuracy: 1e-12)
        XCTAssertEqual(face.descent(size: 17), CGFloat(-file.hheaDescender) * 17 / 2048, accuracy: 1e-12)
        XCTAssertGreaterThan(face.descent(size: 17), 0)
    }

    func testLookupIsCachedAndCaseInsensitive() throws {
        let face = try dejaVu()
        XCTAssertTrue(try FontLookup.face(family: "dejavu sans") === face)
        XCTAssertTrue(try FontLookup.face(path: FontTests.dejaVuPath) === face, "one face per file")
    }

    func testSemiboldAndBoldResolveToTheBoldFace() throws {
        for weight in [600, 700] {
            let face = try FontLookup.face(family: "DejaVu Sans", weight: weight)
            XCTAssertTrue(face.styleName.contains("Bold"), "weight \(weight) gave \(face.styleName)")
            XCTAssertEqual(face.familyName, "DejaVu Sans")
            XCTAssertTrue(face.path.hasSuffix("DejaVuSans-Bold.ttf"), face.path)
        }
        XCTAssertTrue(try FontLookup.face(family: "DejaVu Sans", weight: 600)
            === FontLookup.face(family: "DejaVu Sans", weight: 700))
        XCTAssertFalse(try FontLookup.face(family: "DejaVu Sans", weight: 400).styleName.contains("Bold"))
    }

    func testItalicResolvesToTheObliqueFace() throws {
        let italic = try FontLookup.face(family: "DejaVu Sans", italic: true)
        XCTAssertTrue(italic.styleName.contains("Oblique"), italic.styleName)
        XCTAssertFalse(italic.styleName.contains("Bold"), italic.styleName)
        XCTAssertFalse(italic.styleName.contains("Condensed"), italic.styleName)
        let boldItalic = try FontLookup.face(family: "DejaVu Sans", weight: 700, italic: true)
        XCTAssertTrue(boldItalic.styleName.contains("Bold") && boldItalic.styleName.contains("Oblique"), boldItalic.styleName)
    }

    func testUnknownFamilyThrowsInsteadOfFallingBack() {
        XCTAssertThrowsError(try FontLookup.face(family: "Helvetica Neue Nowhere")) { error in
            XCTAssertTrue(error is FontError)
            XCTAssertEqual("\(error)", #"font not found: "Helvetica Neue Nowhere" (fontconfig has no such family)"#)
        }
    }

    func testMissingOrNonFontPathThrows() throws {
        XCTAssertThrowsError(try FontLookup.face(path: "/nonexistent/x.ttf")) { error in
            XCTAssertTrue(error is FontError)
            XCTAssertEqual("\(error)", "cannot load font /nonexistent/x.ttf: cannot open resource")
        }
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).ttf")
        try Data("hello, I am not a font\n".utf8).write(to: notAFont)
        defer { try? FileManager.default.removeItem(at: notAFont) }
        XCTAssertThrowsError(try FontLookup.face(path: notAFont.path)) { error in
            XCTAssertEqual("\(error)", "cannot load font \(notAFont.path): unknown file format")
        }
    }

    func testFreeTypeErrorMessagesComeFromOurTable() {
        XCTAssertEqual(FreeTypeError.message(for: 0x01), "cannot open resource")
        XCTAssertEqual(FreeTypeError.message(for: 0x02), "unknown file format")
        XCTAssertEqual(FreeTypeError.message(for: 0x40), "out of memory")
        XCTAssertEqual(FreeTypeError(0x03, in: "FT_New_Face").description,
                       "FT_New_Face failed: broken file (FreeType error 0x3)")
        XCTAssertEqual(FreeTypeError.message(for: 0xFE), "unknown FreeType error 254")
    }

    // MARK: Advances, kerning, widths

    func testGlyphsAndAdvancesMatchCmapAndHmtx() throws {
        let face = try dejaVu()
        let file = try dejaVuTables()
        for scalar in ".secondaryLabel AVTo0123456789".unicodeScalars {
            let glyph = file.glyph(for: scalar.value)
            XCTAssertNotEqual(glyph, 0, "\(scalar) is in DejaVu Sans")
            XCTAssertEqual(face.glyphIndex(for: scalar), glyph, "glyph of \(scalar)")
            XCTAssertEqual(face.advance(of: glyph), file.advance(of: glyph), "advance of \(scalar)")
        }
        XCTAssertEqual(face.glyphIndex(for: "\u{E000}"), 0, "private-use scalar has no glyph")
    }

    func testKernPairsAreReadAndNonZero() throws {
        let face = try dejaVu()
        let file = try dejaVuTables()
        for pair in ["AV", "To", "AT", "VA"] {
            let scalars = Array(pair.unicodeScalars)
            let left = file.glyph(for: scalars[0].value), right = file.glyph(for: scalars[1].value)
            let fromFile = file.kerning(left, right)
            XCTAssertNotEqual(fromFile, 0, "\(pair) is a kern pair in the file")
            XCTAssertEqual(face.kerning(left, right), fromFile, "kerning of \(pair)")
            XCTAssertLessThan(face.kerning(left, right), 0, "\(pair) tightens")
        }
        XCTAssertEqual(face.kerning(file.glyph(for: 0x48), file.glyph(for: 0x48)), 0, "HH is not kerned")
    }

    func testWidthIsAdvancesPlusKerningScaledWithoutRounding() throws {
        let face = try dejaVu()
        let file = try dejaVuTables()
        for text in ["AV", "To", ".secondaryLabel", "Label Colors", "AVATAR Tokyo", ""] {
            for size: CGFloat in [11, 17, 28, 34.5] {
                XCTAssertEqual(face.width(of: text, size: size), file.width(of: text, size: size), accuracy: 1e-9,
                               "\"\(text)\" at \(size)")
            }
        }
        // Kerning is really applied: "AV" is narrower than A + V.
        let a = file.advance(of: file.glyph(for: 0x41)), v = file.advance(of: file.glyph(for: 0x56))
        let kern = file.kerning(file.glyph(for: 0x41), file.glyph(for: 0x56))
        XCTAssertEqual(face.width(of: "AV", size: 2048), CGFloat(a + v + kern), accuracy: 1e-9)
        XCTAssertLessThan(face.width(of: "AV", size: 17), face.width(of: "A", size: 17) + face.width(of: "V", size: 17))
        // Fractional: no rounding to whole points or pixels.
        let width = face.width(of: ".secondaryLabel", size: 17)
        XCTAssertNotEqual(width, width.rounded())
        print("FontTests: width(\".secondaryLabel\", 17) = \(width); lineHeight(17) = \(face.lineHeight(size: 17))")
    }

    // MARK: Glyph masks

    func testGlyphMaskForHIsPlausibleCachedAndDeterministic() throws {
        let face = try dejaVu()
        let glyph = face.glyphIndex(for: "H")
        let mask = face.glyphMask(glyph, pixelSize: 34, subpixelX: 0, subpixelY: 0)
        // H in DejaVu Sans: cap height 1493 units (≈ 24.8 px at 34 px/em), stems 201…1306 (≈ 18.3 px).
        XCTAssertTrue((17...21).contains(mask.width), "width \(mask.width)")
        XCTAssertTrue((24...27).contains(mask.height), "height \(mask.height)")
        XCTAssertTrue((24...26).contains(mask.top), "top \(mask.top)")
        XCTAssertTrue((2...5).contains(mask.left), "left \(mask.left)")
        XCTAssertEqual(mask.coverage.count, mask.width * mask.height)
        XCTAssertTrue(mask.coverage.contains(255), "solid stems")
        XCTAssertTrue(mask.coverage.contains(0), "counter between the stems")
        XCTAssertEqual(face.glyphMask(glyph, pixelSize: 34, subpixelX: 0, subpixelY: 0), mask, "second call")

        // A separately loaded face (no shared cache) renders the same bytes for each offset.
        let fresh = try FontFace(path: FontTests.dejaVuPath)
        for (sx, sy) in [(0, 0), (16, 0), (32, 0), (48, 16), (60, 44)] {
            let cached = face.glyphMask(glyph, pixelSize: 34, subpixelX: sx, subpixelY: sy)
            XCTAssertEqual(fresh.glyphMask(glyph, pixelSize: 34, subpixelX: sx, subpixelY: sy), cached, "offset \(sx),\(sy)")
            XCTAssertEqual(face.glyphMask(glyph, pixelSize: 34, subpixelX: sx, subpixelY: sy), cached, "offset \(sx),\(sy) again")
        }
        let shifted = face.glyphMask(glyph, pixelSize: 34, subpixelX: 32, subpixelY: 0)
        XCTAssertNotEqual(shifted.coverage, mask.coverage, "half a pixel right changes the coverage")
        let lowered = face.glyphMask(glyph, pixelSize: 34, subpixelX: 0, subpixelY: 32)
        XCTAssertNotEqual(lowered.coverage, mask.coverage, "half a pixel down changes the coverage")
        XCTAssertEqual(face.glyphMask(face.glyphIndex(for: " "), pixelSize: 34, subpixelX: 0, subpixelY: 0).coverage, [])
    }

    func testConcurrentUseGivesTheSameResults() throws {
        let face = try FontFace(path: FontTests.dejaVuPath)
        let glyphs = "Label Colors".unicodeScalars.map { face.glyphIndex(for: $0) }
        let expected = glyphs.map { face.glyphMask($0, pixelSize: 22, subpixelX: 20, subpixelY: 8) }
        let expectedWidth = face.width(of: ".tertiarySystemFill", size: 17)
        let results = ConcurrentResults(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            let other = try? FontLookup.face(family: "DejaVu Sans", weight: worker % 2 == 0 ? 400 : 700)
            let ok = (0..<50).allSatisfy { round in
                let masks = glyphs.map { face.glyphMask($0, pixelSize: 22, subpixelX: 20, subpixelY: 8) }
                _ = face.glyphMask(glyphs[round % glyphs.count], pixelSize: 13 + CGFloat(worker), subpixelX: round % 64, subpixelY: 0)
                return masks == expected && face.width(of: ".tertiarySystemFill", size: 17) == expectedWidth
            }
            results.set(worker, ok && other != nil)
        }
        XCTAssertEqual(results.values, Array(repeating: true, count: 8))
    }
}

/// Per-worker results written from `concurrentPerform`.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Bool]
    init(count: Int) { storage = Array(repeating: false, count: count) }
    func set(_ index: Int, _ value: Bool) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }
    var values: [Bool] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Just enough of an SFNT (TrueType) file reader to get metrics independently of FreeType:
/// head.unitsPerEm, hhea, hmtx advances, cmap format 4 and kern format 0 pairs.
private struct SFNTFile {
    struct Malformed: Error { let what: String }

    let bytes: [UInt8]
    let tables: [String: (offset: Int, length: Int)]
    let unitsPerEm: Int
    let hheaAscender: Int
    let hheaDescender: Int
    let hheaLineGap: Int
    let numberOfHMetrics: Int
    let cmap4Offset: Int
    let kernPairs: [UInt32: Int]

    init(data: Data) throws {
        bytes = [UInt8](data)
        var tables: [String: (offset: Int, length: Int)] = [:]
        let count = Int(SFNTFile.u16(bytes, 4))
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            tables[tag] = (Int(SFNTFile.u32(bytes, record + 8)), Int(SFNTFile.u32(bytes, record + 12)))
        }
        self.tables = tables
        guard let head = tables["head"], let hhea = tables["hhea"], let cmap = tables["cmap"] else {
            throw Malformed(what: "head/hhea/cmap")
        }
        unitsPerEm = Int(SFNTFile.u16(bytes, head.offset + 18))
        hheaAscender = Int(SFNTFile.i16(bytes, hhea.offset + 4))
        hheaDescender = Int(SFNTFile.i16(bytes, hhea.offset + 6))
        hheaLineGap = Int(SFNTFile.i16(bytes, hhea.offset + 8))
        numberOfHMetrics = Int(SFNTFile.u16(bytes, hhea.offset + 34))

        // cmap: the Windows Unicode BMP (3, 1) subtable, which is format 4.
        var format4: Int?
        for index in 0..<Int(SFNTFile.u16(bytes, cmap.offset + 2)) {
            let record = cmap.offset + 4 + 8 * index
            let platform = SFNTFile.u16(bytes, record), encoding = SFNTFile.u16(bytes, record + 2)
            let subtable = cmap.offset + Int(SFNTFile.u32(bytes, record + 4))
            if platform == 3, encoding == 1, SFNTFile.u16(bytes, subtable) == 4 { format4 = subtable }
        }
        guard let format4 else { throw Malformed(what: "cmap (3,1) format 4") }
        cmap4Offset = format4

        // kern version 0: horizontal format 0 subtables; values of several subtables add up.
        var pairs: [UInt32: Int] = [:]
        if let kern = tables["kern"], SFNTFile.u16(bytes, kern.offset) == 0 {
            var subtable = kern.offset + 4
            for _ in 0..<Int(SFNTFile.u16(bytes, kern.offset + 2)) {
                let length = Int(SFNTFile.u16(bytes, subtable + 2))
                let coverage = SFNTFile.u16(bytes, subtable + 4)
                let format = coverage >> 8, horizontal = coverage & 1 == 1, minimumOrCross = coverage & 0b110 != 0
                if format == 0, horizontal, !minimumOrCross {
                    let n = Int(SFNTFile.u16(bytes, subtable + 6))
                    for index in 0..<n {
                        let pair = subtable + 14 + 6 * index
                        let key = UInt32(SFNTFile.u16(bytes, pair)) << 16 | UInt32(SFNTFile.u16(bytes, pair + 2))
                        pairs[key, default: 0] += Int(SFNTFile.i16(bytes, pair + 4))
                    }
                    // A format 0 subtable's 16-bit length can overflow; the pair count cannot.
                    subtable += 14 + 6 * n
                } else {
                    subtable += length
                }
            }
        }
        kernPairs = pairs
    }

    func glyph(for code: UInt32) -> UInt32 {
        guard code <= 0xFFFF else { return 0 }
        let segX2 = Int(SFNTFile.u16(bytes, cmap4Offset + 6))
        let ends = cmap4Offset + 14, starts = ends + segX2 + 2
        let deltas = starts + segX2, rangeOffsets = deltas + segX2
        for segment in 0..<segX2 / 2 {
            let end = UInt32(SFNTFile.u16(bytes, ends + 2 * segment))
            guard end >= code else { continue }
            let start = UInt32(SFNTFile.u16(bytes, starts + 2 * segment))
            guard start <= code else { return 0 }
            let delta = UInt32(SFNTFile.u16(bytes, deltas + 2 * segment))
            let rangeOffsetAt = rangeOffsets + 2 * segment
            let rangeOffset = Int(SFNTFile.u16(bytes, rangeOffsetAt))
            if rangeOffset == 0 { return (code + delta) & 0xFFFF }
            let glyph = UInt32(SFNTFile.u16(bytes, rangeOffsetAt + rangeOffset + 2 * Int(code - start)))
            return glyph == 0 ? 0 : (glyph + delta) & 0xFFFF
        }
        return 0
    }

    func advance(of glyph: UInt32) -> Int {
        let hmtx = tables["hmtx"]!.offset
        let index = min(Int(glyph), numberOfHMetrics - 1)
        return Int(SFNTFile.u16(bytes, hmtx + 4 * index))
    }

    func kerning(_ left: UInt32, _ right: UInt32) -> Int { kernPairs[left << 16 | right] ?? 0 }

    func width(of text: String, size: CGFloat) -> CGFloat {
        var units = 0
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            let glyph = glyph(for: scalar.value)
            if let previous { units += kerning(previous, glyph) }
            units += advance(of: glyph)
            previous = glyph
        }
        return CGFloat(units) * size / CGFloat(unitsPerEm)
    }

    static func u16(_ b: [UInt8], _ at: Int) -> UInt16 { UInt16(b[at]) << 8 | UInt16(b[at + 1]) }
    static func i16(_ b: [UInt8], _ at: Int) -> Int16 { Int16(bitPattern: u16(b, at)) }
    static func u32(_ b: [UInt8], _ at: Int) -> UInt32 {
        UInt32(u16(b, at)) << 16 | UInt32(u16(b, at + 2))
    }
}
