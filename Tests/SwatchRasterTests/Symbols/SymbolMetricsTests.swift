@testable import SwatchRaster
import XCTest

/// Symbol metrics as SF's: centred on the text's cap height, scaled by `imageScale`, strokes
/// following the font's weight, and `symbolVariant(_:)` spelling the name (issue 36).
final class SymbolMetricsTests: XCTestCase {
    private func render<V: View>(_ view: V, scale: CGFloat = 1) throws -> RasterImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.render()
    }


    private func ink(_ image: RasterImage) -> Int {
        var sum = 0
        for y in 0..<image.height { for x in 0..<image.width { sum += Int(image[x, y].a) } }
        return sum
    }

    /// Apple (WWDC20 "SF Symbols 2"): a symbol beside text is vertically centred on the cap
    /// height. A filled circle after an "H" on the first baseline: the disc's middle row is the
    /// H's middle row, within a pixel.
    func testSymbolsCentreOnTheCapHeightOfTheirText() throws {
        let image = try render(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("H").font(.system(size: 60))
            Image(systemName: "circle.fill").font(.system(size: 60))
        })
        let letterWidth = image.width - 60
        let h = try XCTUnwrap(image.inkRows(0..<letterWidth))
        let disc = try XCTUnwrap(image.inkRows(letterWidth..<image.width))
        XCTAssertEqual(Double(h.0 + h.1) / 2, Double(disc.0 + disc.1) / 2, accuracy: 1)
    }

    func testImageScaleSizesTheSymbol() throws {
        func side(_ scale: Image.Scale) throws -> Int { try render(Image(systemName: "heart").font(.system(size: 40)).imageScale(scale)).height }
        XCTAssertEqual(try side(.small), 32)
        XCTAssertEqual(try side(.medium), 40)
        XCTAssertEqual(try side(.large), 52)
    }

    func testComposedStrokesFollowTheFontWeight() throws {
        let light = try ink(render(Image(systemName: "trash.circle").font(.system(size: 48, weight: .ultraLight))))
        let regular = try ink(render(Image(systemName: "trash.circle").font(.system(size: 48))))
        let black = try ink(render(Image(systemName: "trash.circle").font(.system(size: 48, weight: .black))))
        XCTAssertLessThan(light, regular)
        XCTAssertLessThan(regular, black)
    }

    func testSymbolVariantSpellsTheName() throws {
        func hash<V: View>(_ view: V) throws -> String { try render(view.font(.system(size: 30)), scale: 2).pixelHash }
        XCTAssertEqual(try hash(Image(systemName: "heart").symbolVariant(.fill)), try hash(Image(systemName: "heart.fill")))
        XCTAssertEqual(try hash(Image(systemName: "heart").symbolVariant(.circle.fill)), try hash(Image(systemName: "heart.circle.fill")))
        XCTAssertEqual(try hash(Image(systemName: "bell").symbolVariant(.slash)), try hash(Image(systemName: "bell.slash")))
        // Variants add up as SwiftUI's do, and a spelling with no picture keeps the plain name.
        XCTAssertEqual(try hash(VStack { Image(systemName: "heart") }.symbolVariant(.fill).symbolVariant(.circle)),
                       try hash(Image(systemName: "heart.circle.fill")))
        XCTAssertNotEqual(try hash(Image(systemName: "heart").symbolVariant(.fill)), try hash(Image(systemName: "heart")))
    }

    func testResizableSymbolsFitTheirInkToTheFrame() throws {
        let image = try render(Image(systemName: "xmark").resizable().frame(width: 30, height: 30).foregroundStyle(.black))
        let rows = try XCTUnwrap(image.inkRows(0..<30))
        XCTAssertLessThanOrEqual(rows.0, 1)
        XCTAssertGreaterThanOrEqual(rows.1, 28)
    }
}
