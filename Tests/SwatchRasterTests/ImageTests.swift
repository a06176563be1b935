@testable import SwatchRaster
import XCTest

/// `Image`: natural size from pixels and scale, resizable fitting, bilinear resampling,
/// template tinting, asset-catalog variants, and system symbols drawn from the icon font
/// or as a placeholder. Views are written as on a Mac; only the initializers that stand in
/// for `UIImage`/`NSImage` (`Image(rasterImage:)`) are SwatchRaster's own.
final class ImageTests: XCTestCase {
    private func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    /// A 2 × 1 image: opaque red then opaque blue.
    private let redBlue = RasterImage(width: 2, height: 1, scale: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])

    func testFixedSizeIsPixelsOverScale() throws {
        let pixels = (0..<8).flatMap { i -> [UInt8] in i % 2 == 0 ? [255, 0, 0, 255] : [0, 255, 0, 255] }
        let source = RasterImage(width: 4, height: 2, scale: 2, pixels: pixels)
        let renderer = ImageRenderer(content: Image(rasterImage: source))
        renderer.proposedSize = ProposedViewSize(width: 300, height: 300)
        let dump = try LayoutDumpProbe.frames(renderer)
        XCTAssertEqual(dump, CGSize(width: 2, height: 1))  // 4 × 2 px at @2x is 2 × 1 pt, whatever is offered
        // Drawn at its own scale, pixels come through unchanged.
        let same = ImageRenderer(content: Image(rasterImage: source))
        same.scale = 2
        let image = try same.render()
        XCTAssertEqual(image.width, 4)
        XCTAssertEqual(pixel(image, 0, 0), [255, 0, 0, 255])
        XCTAssertEqual(pixel(image, 1, 0), [0, 255, 0, 255])
    }

    func testResizableScaledImageIsInterpolated() throws {
        let image = try ImageRenderer(content: Image(rasterImage: redBlue).resizable().frame(width: 20, height: 4)).render()
        XCTAssertEqual(pixel(image, 0, 1), [255, 0, 0, 255])   // clamped at the edge: pure red
        XCTAssertEqual(pixel(image, 19, 1), [0, 0, 255, 255])  // pure blue
        // Pixel 9's centre maps to u = 9.5 × 2/20 − 0.5 = 0.45: 55 % red, 45 % blue.
        let middle = pixel(image, 9, 1)
        XCTAssertEqual(Double(middle[0]), 255 * 0.55, accuracy: 1)
        XCTAssertEqual(Double(middle[2]), 255 * 0.45, accuracy: 1)
        // Nearest-neighbour keeps only the two source colors.
        let blocky = try ImageRenderer(content: Image(rasterImage: redBlue).resizable().interpolation(.none).frame(width: 20, height: 4)).render()
        XCTAssertEqual(pixel(blocky, 9, 1), [255, 0, 0, 255])
        XCTAssertEqual(pixel(blocky, 10, 1), [0, 0, 255, 255])
    }

    func testFractionalEdgesAreAntialiased() throws {
        // 10.5 pt wide at 1x: the last column is half covered.
        let view = Image(rasterImage: redBlue).resizable().frame(width: 10.5, height: 2).fixedSize()
        let image = try ImageRenderer(content: HStack(spacing: 0) { view; Spacer(minLength: 0) }.frame(width: 12)).render()
        XCTAssertEqual(pixel(image, 10, 0)[3], 128)
    }

    func testScaledToFitKeepsTheAspectRatio() throws {
        let renderer = ImageRenderer(content: Image(rasterImage: redBlue).resizable().scaledToFit().frame(width: 100, height: 100))
        let image = try renderer.render()
        XCTAssertEqual(pixel(image, 50, 20)[3], 0)           // above the 100 × 50 fitted image
        XCTAssertEqual(pixel(image, 10, 50), [255, 0, 0, 255])
        XCTAssertEqual(pixel(image, 90, 50), [0, 0, 255, 255])
    }

    func testTemplateImagesTakeTheForegroundColor() throws {
        let half = RasterImage(width: 1, height: 1, scale: 1, pixels: [255, 0, 0, 128])
        let view = Image(rasterImage: half).renderingMode(.template).foregroundColor(.green)
        let image = try ImageRenderer(content: view).render()
        // systemGreen (52, 199, 89) at the image's alpha; ±1 from the premultiplied round trip.
        let tinted = pixel(image, 0, 0)
        XCTAssertEqual(tinted[3], 128)
        for (value, expected) in zip(tinted.prefix(3), [52, 199, 89]) { XCTAssertEqual(Double(value), Double(expected), accuracy: 1) }
        let original = try ImageRenderer(content: Image(rasterImage: half).foregroundColor(.green)).render()
        XCTAssertEqual(pixel(original, 0, 0), [255, 0, 0, 128])
    }

    func testAssetCatalogVariantsByScaleAndAppearance() throws {
        let bundle = try makeCatalog()
        func render(scale: CGFloat, scheme: ColorScheme) throws -> [UInt8] {
            let renderer = ImageRenderer(content: Image("Swatch", bundle: bundle).resizable().frame(width: 4, height: 4))
            renderer.scale = scale
            renderer.environment.colorScheme = scheme
            return pixel(try renderer.render(), 1, 1)
        }
        XCTAssertEqual(try render(scale: 1, scheme: .light), [255, 0, 0, 255])  // the 1x file
        XCTAssertEqual(try render(scale: 2, scheme: .light), [0, 255, 0, 255])  // the 2x file
        XCTAssertEqual(try render(scale: 3, scheme: .light), [0, 255, 0, 255])  // no 3x: the largest
        XCTAssertEqual(try render(scale: 1, scheme: .dark), [0, 0, 255, 255])   // the dark file
        // A missing name draws nothing and takes no space, as in SwiftUI.
        let missing = ImageRenderer(content: HStack(spacing: 0) { Image("Nope", bundle: bundle); Color.red.frame(width: 2, height: 2) })
        XCTAssertEqual(try missing.render().width, 2)
    }

    func testSystemSymbolsDrawTheIconFontOrAPlaceholder() throws {
        XCTAssertNotNil(MaterialIcons.face, "fonts-material-design-icons-iconfont is installed (README set-up line)")
        let star = try ImageRenderer(content: Image(systemName: "star.fill").foregroundColor(.black)).render()
        let outline = try ImageRenderer(content: Image(systemName: "star").foregroundColor(.black)).render()
        let unknown = try ImageRenderer(content: Image(systemName: "no.such.symbol").foregroundColor(.black)).render()
        func ink(_ image: RasterImage) -> Int { stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) } }
        XCTAssertGreaterThan(ink(star), ink(outline))   // the filled star has more ink than its outline
        XCTAssertGreaterThan(ink(outline), 0)
        XCTAssertGreaterThan(ink(unknown), 0)           // a visible placeholder, not nothing
        XCTAssertNotEqual(star.pixelHash, unknown.pixelHash)
        // Symbols scale with the font: .largeTitle (34 pt) is twice .body (17 pt) tall.
        let body = try ImageRenderer(content: Image(systemName: "heart")).render()
        let large = try ImageRenderer(content: Image(systemName: "heart").font(.largeTitle)).render()
        XCTAssertEqual(large.height, body.height * 2)
        // …and with Dynamic Type: body at .accessibility3 is 40 pt (HIG table, as for text).
        let ax3 = try ImageRenderer(content: Image(systemName: "heart").dynamicTypeSize(.accessibility3)).render()
        XCTAssertEqual(ax3.height, 40)
        let json = try ImageRenderer(content: Image(systemName: "no.such.symbol")).layoutJSON()
        XCTAssertTrue(json.contains("placeholder"))
    }

    func testSymbolsInsideText() throws {
        // `Text("\(Image(systemName:)) …")`: the symbol is a glyph of the text, at its size.
        let rating = try ImageRenderer(content: Text("\(Image(systemName: "star.fill")) 4.5").foregroundColor(.black)).render()
        let plain = try ImageRenderer(content: Text(" 4.5").foregroundColor(.black)).render()
        let star = try ImageRenderer(content: Image(systemName: "star.fill")).render()
        XCTAssertEqual(rating.width, plain.width + star.width, accuracy: 1)
        // The first columns hold the star's ink (the plain text starts with a space).
        let ink = (0..<rating.height).reduce(0) { $0 + Int(rating[4, $1].a) }
        XCTAssertGreaterThan(ink, 255 * 3)
        // A symbol the icon font lacks is a placeholder character, never a failure.
        XCTAssertNoThrow(try ImageRenderer(content: Text(Image(systemName: "no.such.symbol"))).render())
    }

    /// An asset catalog in a temporary bundle folder: Swatch.imageset with red @1x, green
    /// @2x and a blue dark-appearance variant, written as Xcode writes Contents.json.
    private func makeCatalog() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/Swatch.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        func solid(_ rgb: [UInt8], size: Int) -> RasterImage {
            RasterImage(width: size, height: size, scale: 1, pixels: Array((0..<(size * size)).map { _ in rgb + [255] }.joined()))
        }
        try solid([255, 0, 0], size: 2).writePNG(to: set.appendingPathComponent("red.png"))
        try solid([0, 255, 0], size: 4).writePNG(to: set.appendingPathComponent("green.png"))
        try solid([0, 0, 255], size: 2).writePNG(to: set.appendingPathComponent("blue.png"))
        let contents = """
        {
          "images" : [
            { "filename" : "red.png", "idiom" : "universal", "scale" : "1x" },
            { "filename" : "green.png", "idiom" : "universal", "scale" : "2x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "filename" : "blue.png", "idiom" : "universal", "scale" : "1x" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return try XCTUnwrap(Bundle(path: root.path))
    }
}

/// The root's size from a renderer's layout dump.
enum LayoutDumpProbe {
    static func frames<V: View>(_ renderer: ImageRenderer<V>) throws -> CGSize {
        let image = try renderer.render()
        return CGSize(width: CGFloat(image.width) / renderer.scale, height: CGFloat(image.height) / renderer.scale)
    }
}
