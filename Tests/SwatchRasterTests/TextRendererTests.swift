@testable import SwatchRaster
import SwatchRasterTesting
import XCTest

/// `TextRenderer`, `Text.Layout` and `Text.customAttribute(_:)` (iOS 17), written as the
/// renderers of real apps are: a renderer that highlights runs carrying an attribute (Harbour's
/// `HighlightedText`, after Alexander Weiss's article "Using TextRenderer to create highlighted
/// text", 2024), one that draws lines as they come, and one that draws nothing.
final class TextRendererTests: XCTestCase {
    private struct Highlight: TextAttribute {}

    /// Records the layout it was handed.
    private final class Seen {
        var layout: Text.Layout?
    }

    private struct Recording: TextRenderer {
        let seen: Seen
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            seen.layout = layout
            for line in layout { context.draw(line) }
        }
    }

    private struct Highlighter: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for run in layout.flatMap(\.self) {
                if run[Highlight.self] != nil {
                    context.fill(Rectangle().path(in: run.typographicBounds.rect), with: .color(.red))
                }
                context.draw(run)
            }
        }
    }

    private struct Nothing: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {}
    }

    private struct HalfOpacity: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            context.opacity = 0.5
            for line in layout { context.draw(line) }
        }
    }

    private struct Taller: TextRenderer {
        func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
            let size = text.sizeThatFits(proposal)
            return CGSize(width: size.width, height: size.height + 10)
        }
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout { context.draw(line) }
        }
    }

    private func dejaVu<V: View>(_ view: V) -> some View { view.environment(\.systemFontSource, .family("DejaVu Sans")) }

    private func pixels<V: View>(_ view: V) throws -> RasterImage {
        try render(dejaVu(view), scale: 2, background: .white)
    }

    /// Sum of (255 − green) over columns `x`: the ink of black glyphs and of red fills alike.
    private func ink(_ image: RasterImage, x: Range<Int>? = nil) -> Int {
        var total = 0
        for y in 0..<image.height {
            for x in x ?? 0..<image.width { total += 255 - Int(image.rgba(x, y)[1]) }
        }
        return total
    }

    private func redPixels(_ image: RasterImage) -> [Int] {
        var columns: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x, y)
                if p[0] > 200 && p[1] < 60 && p[2] < 60 { columns.append(x) }
            }
        }
        return columns
    }

    func testARendererThatDrawsEveryLineDrawsTheTextsOwnPixels() throws {
        let text = Text("Hamburgefons").font(.system(size: 20)).foregroundColor(.black)
        let plain = try pixels(text.padding(3))
        let seen = Seen()
        let rendered = try pixels(text.textRenderer(Recording(seen: seen)).padding(3))
        XCTAssertEqual(plain.width, rendered.width)
        XCTAssertEqual(plain.height, rendered.height)
        XCTAssertGreaterThan(ink(plain), 10_000)
        XCTAssertEqual(plain.pixels, rendered.pixels, "the layout's runs hold the glyphs where the text places them")
        let layout = try XCTUnwrap(seen.layout)
        XCTAssertEqual(layout.count, 1)
        XCTAssertFalse(layout.isTruncated)
        let run = try XCTUnwrap(layout.first?.first)
        XCTAssertEqual(run.count, 12, "one slice per glyph of \"Hamburgefons\"")
        XCTAssertEqual(run.characterIndices, Array(0..<12))
        XCTAssertEqual(run.layoutDirection, .leftToRight)
        let bounds = run.typographicBounds
        XCTAssertEqual(bounds.origin.x, 0, accuracy: 0.001)
        XCTAssertGreaterThan(bounds.ascent, 10)
        XCTAssertGreaterThan(bounds.descent, 2)
        XCTAssertEqual(bounds.rect.minY, bounds.origin.y - bounds.ascent, accuracy: 0.001)
        // The slices tile the run: each starts where the one before it ends.
        let slices = Array(run)
        XCTAssertEqual(slices.count, 12)
        for (a, b) in zip(slices, slices.dropFirst()) {
            XCTAssertEqual(a.typographicBounds.rect.maxX, b.typographicBounds.origin.x, accuracy: 0.001)
        }
        XCTAssertEqual(slices.last!.typographicBounds.rect.maxX, bounds.rect.maxX, accuracy: 0.001)
    }

    func testLinesOfWrappedTextComeInOrderWithTheirBaselines() throws {
        let seen = Seen()
        let text = Text("one two three four five six seven eight").font(.system(size: 17))
        _ = try render(dejaVu(text.textRenderer(Recording(seen: seen)).frame(width: 90)), background: .white)
        let layout = try XCTUnwrap(seen.layout)
        XCTAssertGreaterThan(layout.count, 2, "the text wraps at 90 points")
        let origins = layout.map(\.origin.y)
        XCTAssertEqual(origins, origins.sorted())
        for line in layout {
            XCTAssertLessThanOrEqual(line.typographicBounds.width, 90.001)
            XCTAssertEqual(line.typographicBounds.origin, line.origin)
        }
        // Character indices run on across lines (spaces at the breaks included).
        let starts = layout.compactMap { $0.first?.characterIndices.first }
        XCTAssertEqual(starts.first, 0)
        XCTAssertEqual(starts, starts.sorted())
    }

    func testAHighlighterFillsOnlyTheRunsWithItsAttribute() throws {
        let text = Text("ab ") + Text("XYZ").customAttribute(Highlight()) + Text(" cd")
        let view = text.font(.system(size: 20)).foregroundColor(.black).textRenderer(Highlighter())
        let image = try pixels(view)
        let red = redPixels(image)
        XCTAssertGreaterThan(red.count, 100, "the highlighted run's box is filled red")
        // The red box is the middle run's: it begins after "ab " and ends before " cd".
        let node = try XCTUnwrap(layOut(dejaVu(view), scale: 2).all("Text").first as? TextNode)
        let layout = node.rendererLayout(node.placedLayout)
        let runs = Array(layout[0])
        XCTAssertEqual(runs.count, 3)
        XCTAssertNil(runs[0][Highlight.self])
        XCTAssertNotNil(runs[1][Highlight.self])
        XCTAssertNotNil(runs[1][0][Highlight.self], "a slice reads its run's attribute")
        XCTAssertNil(runs[2][Highlight.self])
        let box = runs[1].typographicBounds.rect
        XCTAssertGreaterThanOrEqual(Double(red.min()!), (Double(box.minX) * 2).rounded(.down) - 1)
        XCTAssertLessThanOrEqual(Double(red.max()!), (Double(box.maxX) * 2).rounded(.up) + 1)
        // The glyphs are drawn over it, black on red.
        XCTAssertGreaterThan(ink(image, x: 0..<Int(box.minX * 2)), 1_000, "\"ab\" is drawn")
    }

    func testAnInnerCustomAttributeWinsOverAnOuterOneOfTheSameType() throws {
        struct Tag: TextAttribute { let name: String }
        let text = (Text("a").customAttribute(Tag(name: "inner")) + Text("b")).customAttribute(Tag(name: "outer"))
        let node = try XCTUnwrap(layOut(dejaVu(text.textRenderer(Nothing()))).all("Text").first as? TextNode)
        let runs = Array(node.rendererLayout(node.placedLayout)[0])
        XCTAssertEqual(runs.map { $0[Tag.self]?.name }, ["inner", "outer"])
    }

    func testARendererThatDrawsNothingLeavesTheTextsSpaceEmpty() throws {
        let text = Text("Hamburgefons").font(.system(size: 20)).foregroundColor(.black)
        let plain = try pixels(text)
        let empty = try pixels(text.textRenderer(Nothing()))
        XCTAssertEqual(plain.width, empty.width, "the text keeps its size")
        XCTAssertEqual(ink(empty), 0)
    }

    func testTheContextsOpacityFadesTheGlyphs() throws {
        let text = Text("Hamburgefons").font(.system(size: 20)).foregroundColor(.black)
        let full = ink(try pixels(text)), half = ink(try pixels(text.textRenderer(HalfOpacity())))
        XCTAssertEqual(Double(half) / Double(full), 0.5, accuracy: 0.03)
    }

    func testARenderersSizeThatFitsSizesTheText() throws {
        let text = Text("Hamburgefons").font(.system(size: 20))
        let plain = try XCTUnwrap(layOut(dejaVu(text)).all("Text").first).frame
        let taller = try XCTUnwrap(layOut(dejaVu(text.textRenderer(Taller()))).all("Text").first).frame
        XCTAssertEqual(taller.height, plain.height + 10, accuracy: 0.001)
        XCTAssertEqual(taller.width, plain.width, accuracy: 0.001)
    }
}
