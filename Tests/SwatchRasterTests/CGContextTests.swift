@_spi(SwatchRaster) import CoreGraphics
@testable import SwatchRaster
import XCTest

/// Core Graphics' bitmap context, drawn with the engine's rasterizer (issue 46: MuVis draws
/// its spectrograms into one and shows them with `Image(decorative:scale:orientation:)`).
/// Apple's documented behaviour checked here: a bitmap context's origin is its bottom-left
/// corner with y up ("Quartz 2D Programming Guide", the default coordinate space), it starts
/// transparent, and `makeImage()` holds what was drawn.
final class CGContextTests: XCTestCase {
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.rgbaPixels[i..<(i + 4)])
    }

    private func context(_ width: Int, _ height: Int) throws -> CGContext {
        try XCTUnwrap(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    func testOriginIsBottomLeftAndFillsAreExactOnPixelEdges() throws {
        let context = try context(4, 4)
        context.setFillColor(CGColor.white)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))  // the bottom row's left half
        let image = try XCTUnwrap(context.makeImage())
        XCTAssertEqual(pixel(image, 0, 3), [255, 0, 0, 255], "y = 0 is the bottom row of the image")
        XCTAssertEqual(pixel(image, 1, 3), [255, 0, 0, 255])
        XCTAssertEqual(pixel(image, 2, 3), [255, 255, 255, 255])
        XCTAssertEqual(pixel(image, 0, 0), [255, 255, 255, 255])
        XCTAssertNil(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: 0))
    }

    func testStrokedPathsStatesAndImages() throws {
        let context = try context(10, 10)
        XCTAssertEqual(try XCTUnwrap(context.makeImage()).rgbaPixels.allSatisfy { $0 == 0 }, true, "starts transparent")
        // A vertical 2-pixel line at x = 5, as MuVis strokes one column per frame.
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setLineWidth(2)
        context.beginPath()
        context.move(to: CGPoint(x: 5, y: 0))
        context.addLine(to: CGPoint(x: 5, y: 10))
        XCTAssertFalse(context.isPathEmpty)
        context.strokePath()
        XCTAssertTrue(context.isPathEmpty, "stroking consumes the path")
        var image = try XCTUnwrap(context.makeImage())
        XCTAssertEqual(pixel(image, 4, 5), [0, 0, 255, 255])
        XCTAssertEqual(pixel(image, 5, 5), [0, 0, 255, 255])
        XCTAssertEqual(pixel(image, 6, 5)[3], 0)

        // State: a translation kept by saveGState and undone by restoreGState.
        context.saveGState()
        context.translateBy(x: 8, y: 8)
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        image = try XCTUnwrap(context.makeImage())
        XCTAssertEqual(pixel(image, 8, 1), [0, 0, 0, 255], "(8, 8) from the bottom is row 1 from the top")
        XCTAssertEqual(pixel(image, 0, 9), [0, 0, 0, 255], "restored: the translation is undone, so (0, 0) is the bottom-left pixel")

        // Drawing an image back, one pixel to the left (MuVis's scrolling spectrogram).
        let next = try self.context(10, 10)
        next.draw(image, in: CGRect(x: -1, y: 0, width: 10, height: 10))
        let scrolled = try XCTUnwrap(next.makeImage())
        XCTAssertEqual(pixel(scrolled, 3, 5), [0, 0, 255, 255])
        XCTAssertEqual(pixel(scrolled, 4, 5), [0, 0, 255, 255])
        XCTAssertEqual(pixel(scrolled, 5, 5)[3], 0)
        XCTAssertEqual(pixel(scrolled, 7, 1), [0, 0, 0, 255], "upright: the top row stays on top")
    }

    func testImageOfACGImageIsItsPixelsAtItsScaleTurnedByOrientation() throws {
        // 2 × 1: red then blue.
        let cg = CGImage(width: 2, height: 1, rgbaPixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let renderer = ImageRenderer(content: Image(decorative: cg, scale: 1, orientation: .up))
        let image = try renderer.render()
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual([image[0, 0].r, image[1, 0].b], [255, 255])
        let turned = Image.oriented(cg, scale: 1, .right)
        XCTAssertEqual([turned.width, turned.height], [1, 2])
        XCTAssertEqual(Array(turned.pixels[0..<4]), [255, 0, 0, 255], ".right turns clockwise: red on top")
        let mirrored = Image.oriented(cg, scale: 2, .upMirrored)
        XCTAssertEqual(Array(mirrored.pixels[0..<4]), [0, 0, 255, 255])
        XCTAssertEqual(mirrored.scale, 2)
        _ = Image(cg, scale: 2, label: Text("Spectrum"))
    }
}

/// `GraphicsContext.ResolvedImage.size` (issue 46: oscar-weather's clouds center each image
/// by its size in a canvas).
final class ResolvedImageSizeTests: XCTestCase {
    func testAResolvedBitmapIsItsPixelsOverItsScale() throws {
        let bitmap = RasterImage(width: 6, height: 4, scale: 2, pixels: [UInt8](repeating: 255, count: 6 * 4 * 4))
        var measured = CGSize.zero
        let canvas = Canvas { context, _ in
            let resolved = context.resolve(Image(rasterImage: bitmap))
            measured = resolved.size
            XCTAssertEqual(resolved.baseline, resolved.size.height)
        }
        _ = try ImageRenderer(content: canvas.frame(width: 20, height: 20)).render()
        XCTAssertEqual(measured, CGSize(width: 3, height: 2))
    }
}

/// `Text(_:)` of a `LocalizedStringResource` (iOS 16; oscar-weather's app-icon names).
final class TextOfResourceTests: XCTestCase {
    func testTheResourceReadsAsStringLocalizedDoes() throws {
        let name: LocalizedStringResource = "Classic"
        let label = Text(name)
        let plain = Text(verbatim: String(localized: name))
        XCTAssertEqual(try ImageRenderer(content: label).render().pixelHash(using: .xxh3_128), try ImageRenderer(content: plain).render().pixelHash(using: .xxh3_128))
        XCTAssertEqual(String(localized: name), "Classic")
    }
}
