@testable import SwatchRaster
import XCTest

/// One test per `SymbolRenderingMode`, probing the pixels of a composed symbol's parts
/// (ARCHITECTURE §7.11). Each symbol is 48 pt at 1x on white, so the em box is 48 px and the
/// picture is drawn 1.3 times the set's size about its centre (`SystemSymbols.pictureScale`):
/// the enclosure's disc has a radius of 26 px (Material's 20-unit live area of 24), a probe
/// at (24, 9) lies on the disc above the picture, one at (24, 24) on the picture's centre, and
/// a badge is centred 0.3 em × 1.3 right of and below the centre, at (43, 43).
final class SymbolLayerColorTests: XCTestCase {
    private func render<V: View>(_ view: V) throws -> RasterImage {
        let renderer = ImageRenderer(content: view.font(.system(size: 48)))
        renderer.scale = 1
        renderer.backgroundColor = .white
        return try renderer.render()
    }

    private func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image[x, y]
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    private func assertNear(_ actual: [Int], _ expected: [Int], tolerance: Int = 3, _ what: String, line: UInt = #line) {
        XCTAssertTrue(zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }, "\(what): \(actual) is not \(expected)", line: line)
    }

    func testMonochromeCutsThePictureOutOfTheFilledDisc() throws {
        let image = try render(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.monochrome).foregroundStyle(.blue))
        XCTAssertEqual(image.width, 48)
        assertNear(rgb(image, 24, 9), [0, 122, 255], "the disc, in the one color (systemBlue)")
        assertNear(rgb(image, 24, 24), [255, 255, 255], "the cross: a hole showing the white behind")
    }

    func testHierarchicalDrawsTheEnclosureAtTheSecondaryLevel() throws {
        let image = try render(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue))
        // systemBlue at opacity 0.5 (the secondary level) over white: 255 − (255 − c) / 2.
        assertNear(rgb(image, 24, 9), [128, 189, 255], "the disc at half opacity")
        assertNear(rgb(image, 24, 24), [0, 122, 255], "the cross in the full primary color")
    }

    func testPaletteGivesEachLayerItsOwnStyle() throws {
        let image = try render(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.orange, .blue))
        assertNear(rgb(image, 24, 24), [255, 149, 0], "the cross in the first style (systemOrange)")
        assertNear(rgb(image, 24, 9), [0, 122, 255], "the disc in the second style (systemBlue)")
        // A third style reaches a badge inside an enclosed symbol.
        let badged = try render(Image(systemName: "person.crop.circle.badge.plus").symbolRenderingMode(.palette)
            .foregroundStyle(.orange, .blue, .green))
        assertNear(rgb(badged, 43, 43), [52, 199, 89], "the badge's plus in the third style (systemGreen)")
    }

    func testMulticolorUsesTheSymbolsOwnColors() throws {
        let sun = try render(Image(systemName: "sun.max.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        assertNear(rgb(sun, 24, 24), [255, 204, 0], "the sun in systemYellow, whatever the foreground")
        let folder = try render(Image(systemName: "folder.badge.plus").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        assertNear(rgb(folder, 43, 43), [52, 199, 89], "a plus badge in systemGreen")
        var blue = 0
        for y in 0..<folder.height { for x in 0..<folder.width where rgb(folder, x, y) == [0, 122, 255] { blue += 1 } }
        XCTAssertGreaterThan(blue, 50, "the folder, uncolored by the set, in the foreground (systemBlue)")
    }

    func testMulticolorWithoutColorsOfItsOwnCutsOutLikeMonochrome() throws {
        // No multicolor colors for "xmark.circle.fill": one color with the cross cut out, not
        // a cross drawn over a disc of the same color.
        let image = try render(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        assertNear(rgb(image, 24, 9), [0, 122, 255], "the disc")
        assertNear(rgb(image, 24, 24), [255, 255, 255], "the cross: a hole")
    }

    func testTheModeOnTheImageWinsOverTheEnvironment() throws {
        let own = try render(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.monochrome)
            .symbolRenderingMode(.hierarchical).foregroundStyle(.blue))
        let inner = try render(VStack { Image(systemName: "xmark.circle.fill").symbolRenderingMode(.monochrome) }
            .symbolRenderingMode(.hierarchical).foregroundStyle(.blue))
        assertNear(rgb(own, 24, 24), [0, 122, 255], "environment hierarchical: the cross drawn")
        assertNear(rgb(inner, 24, 24), [255, 255, 255], "the image's own monochrome: the cross cut out")
    }
}
