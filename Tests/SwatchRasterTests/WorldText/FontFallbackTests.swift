import LayoutExamples
@testable import SwatchRaster
import XCTest

/// Characters the chosen face lacks are drawn by an installed face that has them (issue 35):
/// emoji in color, CJK, Hangul, kana, Arabic, Hebrew, Devanagari, Thai and symbols.
final class FontFallbackTests: XCTestCase {
    /// Every text node's runs in a laid-out view.
    private func runs<V: View>(_ view: V) throws -> [StyledRun] {
        try layOut(view).all("Text").compactMap { $0 as? TextNode }.flatMap(\.runs)
    }

    func testNoCharacterOfTheWorldTextPageIsAMissingGlyph() throws {
        for sample in LayoutExamples.worldTextSamples {
            for run in try runs(Text(sample)) {
                let missing = run.shape(run.text).glyphs.filter { $0.glyph == 0 }
                XCTAssertTrue(missing.isEmpty, "\(sample): \(run.text) in \(run.face.familyName) has \(missing.count) missing glyphs")
            }
        }
    }

    /// Pixels: each character of the page alone differs from the missing-glyph box (drawn for
    /// a private-use character no font has), so none of them is drawn as that box.
    func testNoCharacterIsDrawnAsTheBox() throws {
        let box = try render(Text("\u{10FFFD}"), scale: 2, background: .white)
        var checked = 0
        for sample in LayoutExamples.worldTextSamples {
            for character in Set(sample) where !character.isWhitespace && !character.isASCII {
                let image = try render(Text(String(character)), scale: 2, background: .white)
                XCTAssertFalse(image.width == box.width && image.pixels == box.pixels, "\(character) is drawn as the missing-glyph box")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 80)
    }

    func testEmojiAreDrawnInColor() throws {
        let image = try render(Text("🔥"), scale: 2, background: .white)
        // Noto Color Emoji's flame is orange and red: some pixel is strongly saturated.
        var saturated = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x, y)
                if Int(p[0]) - Int(p[2]) > 120 { saturated += 1 }
            }
        }
        XCTAssertGreaterThan(saturated, 20, "no orange or red pixel: the emoji is not drawn in color")
        XCTAssertTrue(try runs(Text("🔥")).contains { $0.face.isColorBitmap })
    }

    func testFallbackKeepsTheLineMetricsOfTheTextsOwnFace() throws {
        let latin = try layOut(Text("Ocean")).frame.height
        XCTAssertEqual(try layOut(Text("海 Ocean 🌊")).frame.height, latin, accuracy: 0.001)
        XCTAssertEqual(try layOut(Text("مرحبا Ocean")).frame.height, latin, accuracy: 0.001)
    }

    func testTheLayoutDumpNamesTheFallbackFaces() throws {
        let renderer = ImageRenderer(content: Text("Fire 🔥 海"))
        let dump = try renderer.layoutJSON()
        XCTAssertTrue(dump.contains("\"fallbackFaces\""), dump)
        XCTAssertTrue(dump.contains("Noto Color Emoji"), dump)
        XCTAssertTrue(dump.contains("Noto Sans CJK"), dump)
    }

    func testACharacterNoFontHasIsABoxWithOneWarning() throws {
        let ((), warnings) = try RuntimeWarnings.capturing {
            _ = try render(Text("a \u{10FFFC} b"))
            _ = try render(Text("\u{10FFFC}"))
        }
        XCTAssertEqual(warnings, ["no installed font has U+10FFFC \"\u{10FFFC}\": drawn as a missing-glyph box (install fonts-noto-core)"])
    }

    func testSpacesStayInTheTextsOwnFace() throws {
        // Noto Color Emoji's space is 1.25 em wide; a space after an emoji must keep Inter's.
        let withEmoji = try layOut(Text("🔥 a")).frame.width
        let emojiAlone = try layOut(Text("🔥")).frame.width
        let spaceAndA = try layOut(Text(" a")).frame.width
        XCTAssertEqual(withEmoji, emojiAlone + spaceAndA, accuracy: 0.01)
    }
}
