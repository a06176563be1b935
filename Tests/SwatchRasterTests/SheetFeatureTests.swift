@testable import SwatchRaster
@testable import SwatchSheets
import SwatchRasterTesting
import XCTest

/// Issue 26, sheets: translucent swatches over a checkerboard (a 40 %-alpha color was
/// invisible on the dark sheet), `--values`, a GIMP palette's `Columns:`, and a token's
/// `$description` under its swatch. The built-in sheet stays the seed's (GoldenHashTests).
final class SheetFeatureTests: XCTestCase {
    private let glass = Theme(name: "glass", groups: [Theme.Group(title: "Glass", swatches: [
        Theme.Swatch(name: "frost", description: "Frosted panels", color: Color(name: "frost", light: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.4))),
        Theme.Swatch(name: "ink", description: "Body text", color: Color(name: "ink", light: RGBAColor(bytes: 0x1C, 0x1C, 0x1E))),
    ])])

    private func render(_ sheet: SwatchSheet, appearance: Appearance = .dark) throws -> (RasterImage, LayoutDump) {
        let renderer = ImageRenderer(content: sheet, appearance: appearance, scale: 1, background: .systemBackground)
        return (try renderer.render(), try LayoutDump(json: renderer.layoutJSON()))
    }

    private func swatchRects(_ dump: LayoutDump) -> [[Double]] {
        dump.nodes.filter { $0.kind == "Color" && abs($0.frame[3] - 60) < 0.001 }.map(\.frame)
    }

    func testTranslucentSwatchesShowACheckerboardOnTheDarkSheet() throws {
        let (image, dump) = try render(SwatchSheet(theme: glass))
        // The swatch colors by their value (the checkerboard's white is a 60-pt Color too).
        let frost = try XCTUnwrap(dump.nodes.first { $0.color == "#FFFFFF66" }).frame
        let ink = try XCTUnwrap(dump.nodes.first { $0.color == "#1C1C1EFF" }).frame
        // Two neighbouring 8-pt squares of the frost swatch: 40 % white over white and over
        // light grey, both far from the black page.
        let a = image.rgba(Int(frost[0]) + 4, Int(frost[1]) + 4), b = image.rgba(Int(frost[0]) + 12, Int(frost[1]) + 4)
        XCTAssertNotEqual(a, b)
        XCTAssertGreaterThan(Int(a[0]), 180)
        XCTAssertGreaterThan(Int(b[0]), 180)
        // The opaque swatch is one flat color.
        XCTAssertEqual(image.rgba(Int(ink[0]) + 4, Int(ink[1]) + 4), [0x1C, 0x1C, 0x1E, 255])
        XCTAssertEqual(image.rgba(Int(ink[0]) + 12, Int(ink[1]) + 4), [0x1C, 0x1C, 0x1E, 255])
    }

    func testValuesAndDescriptionsAreWrittenUnderTheNames() throws {
        var sheet = SwatchSheet(theme: glass)
        sheet.showsValues = true
        let (_, dump) = try render(sheet)
        let texts = dump.nodes.compactMap(\.text)
        XCTAssertTrue(texts.contains("#FFFFFF66"), "\(texts)")
        XCTAssertTrue(texts.contains("#1C1C1E"), "\(texts)")
        XCTAssertTrue(texts.contains("Body text"), "\(texts)")
        // Without --values: the descriptions, no values.
        let (_, plain) = try render(SwatchSheet(theme: glass))
        XCTAssertFalse(plain.nodes.compactMap(\.text).contains("#1C1C1E"))
        XCTAssertTrue(plain.nodes.compactMap(\.text).contains("Frosted\npanels"), "wrapped to the swatch: " + "\(plain.nodes.compactMap(\.text))")
    }

    func testAGIMPPalettesColumnsSetItsRowLength() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("columns-\(UUID().uuidString).gpl")
        defer { try? FileManager.default.removeItem(at: file) }
        let colors = (0..<6).map { "\($0 * 40) 0 0 c\($0)" }.joined(separator: "\n")
        try "GIMP Palette\nName: Reds\nColumns: 2\n\(colors)\n".write(to: file, atomically: true, encoding: .utf8)
        let theme = try Theme.load(contentsOf: file.path)
        XCTAssertEqual(theme.groups.first?.columns, 2)
        let (_, dump) = try render(SwatchSheet(theme: theme), appearance: .light)
        let rows = Set(swatchRects(dump).map { $0[1] })
        XCTAssertEqual(rows.count, 3, "six colors two per row")
    }

    func testValuesAreRecordedInTheManifestAndVerify() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: fixture("tokens/web.gpl"), toPath: folder.appendingPathComponent("web.gpl").path)
        let batch = try runCLI(["batch", "web.gpl", "--output-dir", "out", "--scale", "1", "--appearance", "light", "--values"], in: folder)
        XCTAssertEqual(batch.status, 0, batch.err)
        let manifest = try String(contentsOf: folder.appendingPathComponent("out/manifest.json"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#""values":true"#) || manifest.contains(#""values" : true"#), manifest)
        XCTAssertEqual(try runCLI(["verify", "--manifest", "out/manifest.json"], in: folder).status, 0)
    }
}
