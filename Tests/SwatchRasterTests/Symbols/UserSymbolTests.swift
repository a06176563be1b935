@testable import SwatchRaster
import XCTest

/// SF Symbols the user exported from Apple's app as SVG, named by `SWATCH_SYMBOLS` (issue
/// 36). The fixtures are our own tiny SVGs, written to a temporary folder: a template with
/// SF's guides, a plain picture, and a broken file.
final class UserSymbolTests: XCTestCase {
    private var folder: URL!

    /// A template as the SF Symbols app exports one: guides for the medium scale, and the
    /// symbol in "Regular-M" — here a square from the cap line (y 50) to the baseline (y 120),
    /// 60 wide, between margins 70 apart.
    private let template = """
        <svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">
          <g id="Guides">
            <line id="Baseline-M" x1="0" x2="300" y1="120" y2="120" stroke="black" stroke-width="0.5"/>
            <line id="Capline-M" x1="0" x2="300" y1="50" y2="50" stroke="black" stroke-width="0.5"/>
            <line id="left-margin-Regular-M" x1="100" x2="100" y1="30" y2="140" stroke="black" stroke-width="0.5"/>
            <line id="right-margin-Regular-M" x1="170" x2="170" y1="30" y2="140" stroke="black" stroke-width="0.5"/>
          </g>
          <g id="Symbols">
            <g id="Ultralight-S"><path d="M0 0 H10 V10 H0 Z"/></g>
            <g id="Regular-M"><path d="M105 50 H165 V120 H105 Z"/></g>
          </g>
        </svg>
        """

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try template.write(to: folder.appendingPathComponent("test.box.svg"), atomically: true, encoding: .utf8)
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>"#
            .write(to: folder.appendingPathComponent("heart.svg"), atomically: true, encoding: .utf8)
        try "this is not an SVG".write(to: folder.appendingPathComponent("star.svg"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        unsetenv("SWATCH_SYMBOLS")
        try? FileManager.default.removeItem(at: folder)
    }

    private func render<V: View>(_ view: V, symbols: Bool = true) throws -> RasterImage {
        if symbols { setenv("SWATCH_SYMBOLS", folder.path, 1) } else { unsetenv("SWATCH_SYMBOLS") }
        defer { unsetenv("SWATCH_SYMBOLS") }
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return try renderer.render()
    }


    /// The template's cap line to baseline is the text's cap height: beside an "H" on the
    /// same baseline, the square's ink spans the H's rows (within a pixel), and its width is
    /// its margins' share of that scale.
    func testATemplateSitsOnTheTextsBaselineAndCapLine() throws {
        let image = try render(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("H").font(.system(size: 100))
            Image(systemName: "test.box").font(.system(size: 100))
        })
        let capHeight = 100 * SystemSymbols.capHeight
        let symbolWidth = Int((70 * capHeight / 70).rounded())
        let letterWidth = image.width - symbolWidth
        let h = try XCTUnwrap(image.inkRows(0..<letterWidth))
        let square = try XCTUnwrap(image.inkRows(letterWidth..<image.width))
        XCTAssertEqual(square.0, h.0, accuracy: 1)
        XCTAssertEqual(square.1, h.1, accuracy: 1)
        // Only "Regular-M" is drawn: the guides and the other weights are not.
        XCTAssertEqual(image[image.width - 1, square.0 + 5].a, 0, "the right margin guide is not drawn")
        XCTAssertNil(SystemSymbolCatalog.drawing(of: "test.box"), "without the folder: the placeholder")
    }

    func testAPlainSVGReplacesTheDefaultSetsPicture() throws {
        let own = try render(Image(systemName: "heart").font(.system(size: 40)))
        let standard = try render(Image(systemName: "heart").font(.system(size: 40)), symbols: false)
        XCTAssertNotEqual(own.pixelHash, standard.pixelHash)
        XCTAssertGreaterThan(own[20, 20].a, 200, "the fixture's disc fills the middle")
        setenv("SWATCH_SYMBOLS", folder.path, 1)
        XCTAssertEqual(SystemSymbolCatalog.drawing(of: "heart"), "svg \(folder.path)/heart.svg")
    }

    func testAnUnreadableFileWarnsOnceAndFallsBackToTheDefaultSet() throws {
        let (image, warnings) = try RuntimeWarnings.capturing { try render(Image(systemName: "star").font(.system(size: 40))) }
        let standard = try render(Image(systemName: "star").font(.system(size: 40)), symbols: false)
        XCTAssertEqual(image.pixelHash, standard.pixelHash)
        XCTAssertEqual(warnings.count, 1)
        let warning = try XCTUnwrap(warnings.first)
        XCTAssertTrue(warning.contains("star.svg"), warning)
        XCTAssertTrue(warning.contains("default set"), warning)
    }
}
