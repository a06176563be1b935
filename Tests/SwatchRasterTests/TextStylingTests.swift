@testable import SwatchRaster
import SwatchRasterTesting
import XCTest

/// Text runs, real faces and text modifiers, written as SwiftUI code is on a Mac; probes read
/// the painted pixels and the laid-out frames.
///
/// The class draws with DejaVu Sans as the system font (`--font "DejaVu Sans"`, or a machine
/// without Inter): its assertions are DejaVu's face mapping (Book, Oblique, a Bold at least 5 %
/// wider, condensed faces), which still holds there. Inter, the default since §7.2, has its own
/// test below, `testInterWeightsAndItalicsAreItsOwnFaces`.
final class TextStylingTests: XCTestCase {
    private func dejaVu<V: View>(_ view: V) -> some View { view.environment(\.systemFontSource, .family("DejaVu Sans")) }

    private func textNode<V: View>(_ view: V, width: CGFloat? = nil) throws -> TextNode {
        try XCTUnwrap(layOut(dejaVu(view), width: width).all("Text").first as? TextNode)
    }

    private func render<V: View>(_ view: V, scale: CGFloat = 1, background: Color? = nil) throws -> RasterImage {
        try SwatchRasterTests.render(dejaVu(view), scale: scale, background: background)
    }

    func testInterWeightsAndItalicsAreItsOwnFaces() throws {
        try XCTSkipUnless(FontSource.defaultFamily == "Inter", "another system font is installed")
        func face<V: View>(_ view: V) throws -> FontFace { try XCTUnwrap(layOut(view).all("Text").first as? TextNode).runs[0].face }
        XCTAssertEqual(try face(Text("a")).styleName, "Regular")
        XCTAssertEqual(try face(Text("a").fontWeight(.semibold)).styleName, "Semi Bold")
        XCTAssertEqual(try face(Text("a").bold()).styleName, "Bold")
        XCTAssertEqual(try face(Text("a").fontWeight(.heavy)).styleName, "Extra Bold")
        XCTAssertEqual(try face(Text("a").fontWeight(.black)).styleName, "Black")
        XCTAssertEqual(try face(Text("a").italic()).styleName, "Italic")
        XCTAssertEqual(try face(Text("a").bold().italic()).styleName, "Bold Italic")
        XCTAssertEqual(try face(Text("a").bold().italic()).synthesis, [])
        XCTAssertEqual(try face(Text("a").fontDesign(.serif)).familyName, "DejaVu Serif")
        XCTAssertEqual(try face(Text("a").monospaced()).familyName, "DejaVu Sans Mono")
        XCTAssertEqual(try face(Text("a").fontDesign(.rounded)).familyName, "Inter")
        XCTAssertEqual(try face(Text("a").fontWidth(.condensed)).familyName, "Inter", "Inter has no condensed face")
    }

    /// Sum of (255 − red) over the image: how much black ink black text put on white.
    private func ink(_ image: RasterImage, x: Range<Int>? = nil) -> Int {
        var total = 0
        for y in 0..<image.height {
            for x in x ?? 0..<image.width { total += 255 - Int(image.rgba(x, y)[0]) }
        }
        return total
    }

    func testBoldIsTheBoldFaceWiderAndDarker() throws {
        let regular = Text("Hamburgefons").font(.system(size: 20)).foregroundColor(.black)
        let bold = Text("Hamburgefons").font(.system(size: 20)).bold().foregroundColor(.black)
        let regularNode = try textNode(regular), boldNode = try textNode(bold)
        XCTAssertEqual(boldNode.runs[0].face.styleName, "Bold")
        XCTAssertEqual(boldNode.runs[0].face.synthesis, [])
        XCTAssertGreaterThan(boldNode.frame.width, regularNode.frame.width * 1.05)
        let regularInk = ink(try render(regular, background: .white))
        let boldInk = ink(try render(bold, background: .white))
        XCTAssertGreaterThan(Double(boldInk), Double(regularInk) * 1.25, "bold strokes put more ink down")
    }

    func testWeightsItalicDesignAndWidthPickRealFaces() throws {
        XCTAssertEqual(try textNode(Text("a").fontWeight(.heavy)).runs[0].face.styleName, "Bold")
        XCTAssertEqual(try textNode(Text("a").fontWeight(.black)).runs[0].face.styleName, "Bold")
        XCTAssertEqual(try textNode(Text("a").italic()).runs[0].face.styleName, "Oblique")
        XCTAssertEqual(try textNode(Text("a").bold().italic()).runs[0].face.styleName, "Bold Oblique")
        XCTAssertEqual(try textNode(Text("a").fontDesign(.serif)).runs[0].face.familyName, "DejaVu Serif")
        XCTAssertEqual(try textNode(Text("a").monospaced()).runs[0].face.familyName, "DejaVu Sans Mono")
        XCTAssertEqual(try textNode(Text("a").font(.body.monospaced())).runs[0].face.familyName, "DejaVu Sans Mono")
        XCTAssertEqual(try textNode(Text("a").fontDesign(.rounded)).runs[0].face.familyName, "DejaVu Sans")
        // fonts-dejavu-extra's condensed face, narrower than the standard one.
        let condensed = try textNode(Text("Hamburgefons").fontWidth(.condensed))
        XCTAssertTrue(condensed.runs[0].face.path.contains("Condensed"), condensed.runs[0].face.path)
        XCTAssertLessThan(condensed.frame.width, try textNode(Text("Hamburgefons")).frame.width)
        // View-level modifiers (iOS 16) reach the text inside through the environment.
        let inside = try textNode(VStack { Text("a") }.bold().italic())
        XCTAssertEqual(inside.runs[0].face.styleName, "Bold Oblique")
    }

    func testBoldIsSynthesizedWhereTheFamilyHasNoBoldFaceAndTheDumpSaysSo() throws {
        // DejaVu Math TeX Gyre ships a single Regular face.
        let regular = Text("Hamburgefons").font(.custom("DejaVu Math TeX Gyre", size: 20))
        let bold = regular.bold()
        let boldNode = try textNode(bold)
        XCTAssertEqual(boldNode.runs[0].face.synthesis, .bold)
        // Each of the 12 glyphs' advances grows by a 24th of the em in whole font units
        // (FT_GlyphSlot_Embolden's amount).
        let upem = boldNode.runs[0].face.unitsPerEm
        XCTAssertEqual(boldNode.frame.width, try textNode(regular).frame.width + 12 * CGFloat(upem / 24) * 20 / CGFloat(upem),
                       accuracy: 0.001)
        let dump = try LayoutDump(json: ImageRenderer(content: bold).layoutJSON())
        XCTAssertEqual(dump.nodes.first { $0.kind == "Text" }?.synthesized, "bold")
        XCTAssertNil(try LayoutDump(json: ImageRenderer(content: regular).layoutJSON()).nodes.first?.synthesized)
        XCTAssertGreaterThan(ink(try render(bold.foregroundColor(.black), background: .white)),
                             ink(try render(regular.foregroundColor(.black), background: .white)))
        let oblique = try textNode(Text("a").font(.custom("DejaVu Math TeX Gyre", size: 20)).italic())
        XCTAssertEqual(oblique.runs[0].face.synthesis, .oblique)
    }

    func testMonospacedDigitMakesDigitsEqualWidth() throws {
        // DejaVu Sans's digits are already tabular (every digit advances 1303 of 2048 units),
        // so there "1111" and "8888" are equal with or without the modifier.
        let sans1 = try textNode(Text("1111").monospacedDigit()).frame.width
        let sans8 = try textNode(Text("8888").monospacedDigit()).frame.width
        XCTAssertEqual(sans1, sans8, accuracy: 0.0001)
        // DejaVu Math TeX Gyre's digits are proportional ("1" narrower than "8"): the modifier
        // must widen every digit to the widest.
        let font = Font.custom("DejaVu Math TeX Gyre", size: 20)
        let face = try textNode(Text("1").font(font)).runs[0].face
        let ones = try textNode(Text("1111").font(font)).frame.width
        let eights = try textNode(Text("8888").font(font)).frame.width
        if abs(ones - eights) > 0.01 {
            let tabularOnes = try textNode(Text("1111").font(font).monospacedDigit()).frame.width
            let tabularEights = try textNode(Text("8888").font(font).monospacedDigit()).frame.width
            XCTAssertEqual(tabularOnes, tabularEights, accuracy: 0.0001)
            XCTAssertEqual(tabularOnes, 4 * CGFloat(face.maxDigitAdvance()) * 20 / CGFloat(face.unitsPerEm), accuracy: 0.0001)
        } else {
            let tabular = CGFloat(face.shape("1111", rightToLeft: false, tabularDigits: true).advance) * 20 / CGFloat(face.unitsPerEm)
            XCTAssertEqual(tabular, face.width(of: "1111", size: 20), accuracy: 0.0001)
        }
    }

    func testConcatenationDrawsTwoRunsTheSecondInBold() throws {
        let view = (Text("b") + Text("b").bold()).font(.system(size: 40)).foregroundColor(.black)
        let node = try textNode(view)
        XCTAssertEqual(node.runs.count, 2)
        XCTAssertEqual(node.runs[0].face.styleName, "Book")
        XCTAssertEqual(node.runs[1].face.styleName, "Bold")
        let regularB = try textNode(Text("b").font(.system(size: 40))).frame.width
        let boldB = try textNode(Text("b").font(.system(size: 40)).bold()).frame.width
        XCTAssertEqual(node.frame.width, regularB + boldB, accuracy: 0.001)
        let image = try render(view, background: .white)
        let split = Int(regularB.rounded())
        XCTAssertGreaterThan(ink(image, x: split..<image.width), ink(image, x: 0..<split) * 5 / 4,
                             "the second b is the bold one")
        // The outer color reaches both runs; an inner color wins over it.
        let colored = try textNode((Text("a").foregroundColor(.blue) + Text("b")).foregroundColor(.red))
        XCTAssertEqual(colored.runs[0].color, Color.blue.resolve(in: EnvironmentValues()))
        XCTAssertEqual(colored.runs[1].color, Color.red.resolve(in: EnvironmentValues()))
    }

    func testLinesBreakAcrossRuns() throws {
        let view = (Text("aaaa bbbb ") + Text("cccc dddd").bold()).font(.system(size: 20))
        let oneLine = try textNode(view).frame.width
        let node = try textNode(view, width: oneLine * 0.6)
        let layout = node.placedLayout
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertEqual(layout.lines[0].text, "aaaa bbbb")
        XCTAssertEqual(layout.lines[1].text, "cccc dddd")
        XCTAssertEqual(layout.lines[1].pieces.map(\.run), [1])
    }

    func testUnderlineAndStrikethroughDrawLines() throws {
        // "nn" has no descender: below the baseline, only the underline can put ink down.
        let plain = Text("nn").font(.system(size: 40)).foregroundColor(.black)
        let node = try textNode(plain)
        let face = node.runs[0].face
        let unit = 40 / CGFloat(face.unitsPerEm)
        let baseline = node.runs[0].baseline(scale: 1)
        // post table: DejaVu Sans's underline sits 130 units below the baseline, 90 thick.
        let underlineY = Int(baseline - CGFloat(face.underlinePosition) * unit)
        let midX = Int(node.frame.width / 2)
        XCTAssertEqual(try render(plain, background: .white).rgba(midX, underlineY)[0], 255)
        XCTAssertLessThan(try render(plain.underline(), background: .white).rgba(midX, underlineY)[0], 64)
        let red = try render(plain.underline(color: .red), background: .white).rgba(midX, underlineY)
        XCTAssertGreaterThan(red[0], 200)
        XCTAssertLessThan(red[1], 120)
        // Strikethrough: OS/2's yStrikeoutPosition is the top of the stroke above the baseline;
        // probe its middle, in the gap between the two n's.
        let strikeY = Int(baseline - CGFloat(face.strikeoutPosition) * unit + CGFloat(face.strikeoutThickness) * unit / 2)
        let gapX = Int(node.frame.width / 2)
        XCTAssertLessThan(try render(plain.strikethrough(), background: .white).rgba(gapX, strikeY)[0], 64)
    }

    func testDashedUnderlineHasGaps() throws {
        let plain = Text("nnnnnn").font(.system(size: 40)).foregroundColor(.black)
        let node = try textNode(plain)
        let face = node.runs[0].face
        let unit = 40 / CGFloat(face.unitsPerEm)
        let y = Int((node.runs[0].baseline(scale: 1) - CGFloat(face.underlinePosition) * unit) * 4)
        func row(_ view: some View) throws -> [UInt8] {
            let image = try render(view, scale: 4, background: .white)
            return (8..<(image.width - 8)).map { image.rgba($0, y)[0] }
        }
        let solid = try row(plain.underline()), dashed = try row(plain.underline(pattern: .dash))
        XCTAssertTrue(solid.allSatisfy { $0 < 64 }, "a solid line has no gaps")
        XCTAssertTrue(dashed.contains { $0 < 64 } && dashed.contains { $0 > 200 }, "dashes and gaps")
    }

    func testTruncationPlacesTheEllipsisAtHeadMiddleAndTail() throws {
        let alphabet = "abcdefghijklmnopqrstuvwxyz"
        func shown(_ mode: Text.TruncationMode) throws -> String {
            let node = try textNode(Text(alphabet).lineLimit(1).truncationMode(mode), width: 100)
            XCTAssertLessThanOrEqual(node.frame.width, 100)
            return node.placedLayout.lines[0].text
        }
        let tail = try shown(.tail), head = try shown(.head), middle = try shown(.middle)
        XCTAssertTrue(tail.hasPrefix("abc") && tail.hasSuffix("…"), tail)
        XCTAssertTrue(head.hasPrefix("…") && head.hasSuffix("xyz"), head)
        XCTAssertTrue(middle.hasPrefix("ab") && middle.hasSuffix("yz") && middle.contains("…"), middle)
        XCTAssertFalse(middle.hasPrefix("…") || middle.hasSuffix("…"), middle)
    }

    func testLineLimitReservesSpaceAndRanges() throws {
        // One body line is the face's line height; each further line adds the body style's
        // line height, 22 pt (Apple's table; issue 39, ParagraphLineHeightTests).
        let line = try textNode(Text("a")).frame.height
        func lines(_ n: CGFloat) -> CGFloat { line + (n - 1) * 22 }
        XCTAssertEqual(try textNode(Text("a").lineLimit(3, reservesSpace: true)).frame.height, lines(3), accuracy: 0.001)
        XCTAssertEqual(try textNode(Text("a").lineLimit(3, reservesSpace: false)).frame.height, line, accuracy: 0.001)
        XCTAssertEqual(try textNode(Text("a").lineLimit(2...4)).frame.height, lines(2), accuracy: 0.001)
        XCTAssertEqual(try textNode(Text("a").lineLimit(2...)).frame.height, lines(2), accuracy: 0.001)
        let long = Text("one two three four five six seven").lineLimit(...2)
        XCTAssertEqual(try textNode(long, width: 40).frame.height, lines(2), accuracy: 0.001)
        let spaced = try textNode(Text("a\nb").lineSpacing(10))
        XCTAssertEqual(spaced.frame.height, lines(2) + 10, accuracy: 0.001)
    }

    func testMinimumScaleFactorShrinksBeforeTruncating() throws {
        let text = Text("abcdefghijklmnop").lineLimit(1)
        let full = try textNode(text).frame.width
        let shrunk = try textNode(text.minimumScaleFactor(0.5), width: full * 0.75)
        XCTAssertFalse(shrunk.placedLayout.lines[0].text.contains("…"))
        XCTAssertLessThan(shrunk.placedLayout.scale, 0.76)
        XCTAssertGreaterThan(shrunk.placedLayout.scale, 0.7)
        let cut = try textNode(text.minimumScaleFactor(0.9), width: full * 0.5)
        XCTAssertTrue(cut.placedLayout.lines[0].text.hasSuffix("…"))
    }

    func testTextCaseKerningAndBaselineOffset() throws {
        XCTAssertEqual(try textNode(Text("abc").textCase(.uppercase)).placedLayout.lines[0].text, "ABC")
        XCTAssertEqual(try textNode(VStack { Text("AbC") }.textCase(.lowercase)).placedLayout.lines[0].text, "abc")
        let plain = try textNode(Text("abc")).frame.width
        XCTAssertEqual(try textNode(Text("abc").kerning(2)).frame.width, plain + 6, accuracy: 0.001)
        XCTAssertEqual(try textNode(Text("abc").tracking(3)).frame.width, plain + 9, accuracy: 0.001)
        // Raised text puts its ink higher: the first inked row moves up by the offset.
        func firstInkRow(_ view: some View) throws -> Int {
            let image = try render(view, background: .white)
            return (0..<image.height).first { y in (0..<image.width).contains { image.rgba($0, y)[0] < 128 } } ?? -1
        }
        let base = Text("x").font(.system(size: 30)).foregroundColor(.black)
        let frame = VStack { base }.frame(width: 40, height: 60)
        let raised = VStack { base.baselineOffset(10) }.frame(width: 40, height: 60)
        XCTAssertEqual(try firstInkRow(frame) - firstInkRow(raised), 10)
    }

    func testAttributedStringRunsKeepTheirAttributes() throws {
        var string = AttributedString("red ")
        string.foregroundColor = .red
        var bold = AttributedString("bold")
        bold.font = .system(size: 17).bold()
        bold.underlineStyle = .single
        let node = try textNode(Text(string + bold))
        XCTAssertEqual(node.runs.map(\.text), ["red ", "bold"])
        XCTAssertEqual(node.runs[0].color, Color.red.resolve(in: EnvironmentValues()))
        XCTAssertEqual(node.runs[1].face.styleName, "Bold")
        XCTAssertNotNil(node.runs[1].underline)
        let image = try render(Text(string).font(.system(size: 30)), background: .white)
        let reddest = (0..<image.height).flatMap { y in (0..<image.width).map { image.rgba($0, y) } }
            .min { Int($0[1]) < Int($1[1]) }!
        XCTAssertGreaterThan(reddest[0], 200, "red text paints red")
    }
}
