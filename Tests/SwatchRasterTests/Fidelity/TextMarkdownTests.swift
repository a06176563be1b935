@testable import SwatchRaster
import SwatchRasterTesting
import XCTest

/// Inline Markdown in string literals and `AttributedString(markdown:)` (docs/ARCHITECTURE.md
/// §7.15). What SwiftUI renders: Apple's `Text.init(_:)` (AttributedString) documentation
/// (strong emphasis drawn bold, links in the attributed text), Paul Hudson's "How to render
/// Markdown content in text" (Hacking with Swift: bold, italic, bold italic, strikethrough,
/// monospaced code and links work in a literal; other Markdown does not), and the
/// sitapix/apple-text Markdown notes (headings and lists stay as typed; links take the accent
/// color; a `String` variable shows its asterisks).
final class TextMarkdownTests: XCTestCase {
    /// The runs of the first `Text` in `view`, laid out.
    private func styledRuns<V: View>(_ view: V) throws -> [StyledRun] {
        let node = try XCTUnwrap(try layOut(view).all("Text").first as? TextNode)
        return node.runs
    }

    /// A literal without interpolation is a `LocalizedStringKey`, as Apple's
    /// `Text.init(_:tableName:bundle:comment:)` documentation says, not an `AttributedString`
    /// (which swift-foundation makes `ExpressibleByStringLiteral`): fails without the
    /// disfavoured `Text(_: AttributedString)`.
    func testALiteralIsALocalizedStringKey() {
        guard case .key = Text("Hello").runs[0].content else { return XCTFail("\(Text("Hello").runs[0].content)") }
        guard case .attributed = Text(AttributedString("Hello")).runs[0].content else { return XCTFail("an AttributedString value") }
    }

    func testStrongEmphasisUsesTheBoldFace() throws {
        let runs = try styledRuns(Text("**Analyst** since 1843"))
        XCTAssertEqual(runs.map(\.text), ["Analyst", " since 1843"])
        XCTAssertGreaterThanOrEqual(runs[0].face.weightClass, 700)
        XCTAssertEqual(runs[1].face.weightClass, 400)
        XCTAssertTrue(runs[0].face.synthesis.isEmpty, "a real bold face, not a synthesized one")
        XCTAssertEqual(try styledRuns(Text("__also__ bold"))[0].face.weightClass, runs[0].face.weightClass)
    }

    func testEmphasisAndBoldItalic() throws {
        for literal: LocalizedStringKey in ["*word* rest", "_word_ rest"] {
            let runs = try styledRuns(Text(literal))
            XCTAssertEqual(runs.map(\.text), ["word", " rest"])
            XCTAssertTrue(runs[0].face.isSlanted || runs[0].face.synthesis.contains(.oblique))
            XCTAssertFalse(runs[1].face.isSlanted)
        }
        let both = try styledRuns(Text("***both***"))
        XCTAssertEqual(both.map(\.text), ["both"])
        XCTAssertGreaterThanOrEqual(both[0].face.weightClass, 700)
        XCTAssertTrue(both[0].face.isSlanted || both[0].face.synthesis.contains(.oblique))
        // Underscores inside words are not emphasis (CommonMark).
        XCTAssertEqual(try styledRuns(Text("snake_case_name")).map(\.text), ["snake_case_name"])
    }

    func testCodeIsMonospaced() throws {
        let runs = try styledRuns(Text("Run `swift test` now"))
        XCTAssertEqual(runs.map(\.text), ["Run ", "swift test", " now"])
        XCTAssertEqual(runs[1].face.familyName, "DejaVu Sans Mono")
        XCTAssertNotEqual(runs[0].face.familyName, "DejaVu Sans Mono")
        // Markdown inside code is literal.
        XCTAssertEqual(try styledRuns(Text("`**x**`")).map(\.text), ["**x**"])
    }

    func testStrikethroughIsDrawn() throws {
        let runs = try styledRuns(Text("~~$20~~ $15"))
        XCTAssertEqual(runs.map(\.text), ["$20", " $15"])
        XCTAssertNotNil(runs[0].strikethrough)
        XCTAssertNil(runs[1].strikethrough)
        // Pixels: the struck text has a dark row across its middle that the plain text lacks.
        func darkRows(_ image: RasterImage) -> Int {
            (0..<image.height).filter { y in
                (0..<image.width).filter { x in image.rgba(x, y)[0] < 160 }.count > image.width * 9 / 10
            }.count
        }
        let struck = try render(Text("~~mmmm~~").foregroundColor(.black), scale: 2, background: .white)
        let plain = try render(Text(verbatim: "mmmm").foregroundColor(.black), scale: 2, background: .white)
        XCTAssertGreaterThan(darkRows(struck), 0)
        XCTAssertEqual(darkRows(plain), 0)
    }

    func testLinkTakesTheTintWithoutUnderline() throws {
        let accent = try styledRuns(Text("x").foregroundColor(.accentColor))[0].color
        let runs = try styledRuns(Text("Read [the terms](https://example.com) first").foregroundColor(.black))
        XCTAssertEqual(runs.map(\.text), ["Read ", "the terms", " first"])
        XCTAssertEqual(runs[1].color, accent)
        XCTAssertNil(runs[1].underline, "iOS draws Text links without an underline")
        XCTAssertNotEqual(runs[0].color, accent)
        let red = try styledRuns(Text("x").foregroundColor(.red))[0].color
        XCTAssertEqual(try styledRuns(Text("[x](https://example.com)").tint(.red))[0].color, red)
        // Pixel probe: the link's darkest pixel is blue on white.
        let image = try render(Text("[link](https://example.com)"), scale: 2, background: .white)
        var darkest: [UInt8] = [255, 255, 255, 255]
        for y in 0..<image.height { for x in 0..<image.width where Int(image.rgba(x, y)[0]) < Int(darkest[0]) { darkest = image.rgba(x, y) } }
        XCTAssertGreaterThan(Int(darkest[2]) - Int(darkest[0]), 100, "\(darkest)")
    }

    func testEscapesAndBlockSyntaxStayLiteral() throws {
        XCTAssertEqual(try styledRuns(Text("\\*not emphasis\\*")).map(\.text), ["*not emphasis*"])
        XCTAssertEqual(try styledRuns(Text("# Title")).map(\.text), ["# Title"])
        XCTAssertEqual(try styledRuns(Text("- item\n1. item")).map(\.text), ["- item\n1. item"])
        XCTAssertEqual(try styledRuns(Text("2 * 3 * 4")).map(\.text), ["2 * 3 * 4"])
        XCTAssertEqual(try styledRuns(Text("**unclosed")).map(\.text), ["**unclosed"])
    }

    func testVerbatimStringsAndInterpolatedValuesStayLiteral() throws {
        let stored = "**Analyst**"
        XCTAssertEqual(try styledRuns(Text(verbatim: "**Analyst**")).map(\.text), ["**Analyst**"])
        XCTAssertEqual(try styledRuns(Text(stored)).map(\.text), ["**Analyst**"])
        // The key's Markdown styles the value, but the value itself is not parsed.
        let name = "*Ada*"
        let runs = try styledRuns(Text("**\(name)** since \(1843)"))
        XCTAssertEqual(runs.map(\.text), ["*Ada*", " since 1,843"])  // an Int is formatted for en_US (§7.15)
        XCTAssertGreaterThanOrEqual(runs[0].face.weightClass, 700)
    }

    func testAttributedStringFromMarkdown() throws {
        let string = try AttributedString(markdown: "**Bold** and *it* and `c` and ~~s~~ and [l](https://example.com)")
        let intents = string.runs.map { $0.inlinePresentationIntent }
        XCTAssertEqual(intents.compactMap { $0 }, [.stronglyEmphasized, .emphasized, .code, .strikethrough])
        XCTAssertEqual(string.runs.compactMap { $0.link }, [URL(string: "https://example.com")!])
        XCTAssertEqual(String(string.characters), "Bold and it and c and s and l")
        let runs = try styledRuns(Text(string))
        XCTAssertGreaterThanOrEqual(runs[0].face.weightClass, 700)
        XCTAssertTrue(runs.contains { $0.text == "c" && $0.face.familyName == "DejaVu Sans Mono" })
        XCTAssertTrue(runs.contains { $0.text == "s" && $0.strikethrough != nil })
        // Options compile as on a Mac; whitespace is kept only when asked.
        let kept = try AttributedString(markdown: "a\nb", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        XCTAssertEqual(String(kept.characters), "a\nb")
        XCTAssertEqual(String(try AttributedString(markdown: "a\nb", options: .init(interpretedSyntax: .inlineOnly)).characters), "a b")
    }
}
