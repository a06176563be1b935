@testable import SwatchRaster
import XCTest

/// The color effects and `.mask`. Expected values come from the formulas the effects are
/// defined by: W3C Filter Effects 1 (saturate, grayscale, hue-rotate, invert matrices), SVG
/// 1.1 feColorMatrix luminanceToAlpha, and Core Image's CIColorControls brightness and
/// contrast (which Apple's GraphicsContext.Filter.brightness documentation names).
final class ColorEffectTests: XCTestCase {
    private func pixel<V: View>(_ view: V) throws -> [UInt8] {
        let p = try ImageRenderer(content: view.frame(width: 10, height: 10)).render()[5, 5]
        return [p.r, p.g, p.b, p.a]
    }

    private let pureRed = Color(red: 1, green: 0, blue: 0)

    func testGrayscaleOfRedIsItsLuminance() throws {
        // grayscale(1): every channel 0.2126·R + 0.7152·G + 0.0722·B = 0.2126·255 = 54.2.
        XCTAssertEqual(try pixel(pureRed.grayscale(1)), [54, 54, 54, 255])
        // Half way: R' = (0.2126 + 0.7874·0.5)·255 = 154.6, G' = B' = 0.1063·255 = 27.1.
        XCTAssertEqual(try pixel(pureRed.grayscale(0.5)), [155, 27, 27, 255])
        XCTAssertEqual(try pixel(pureRed.grayscale(0)), [255, 0, 0, 255])
    }

    func testSaturation() throws {
        // saturate(0): 0.213·255 = 54.3 in every channel; saturate(1) is the identity.
        XCTAssertEqual(try pixel(pureRed.saturation(0)), [54, 54, 54, 255])
        XCTAssertEqual(try pixel(pureRed.saturation(1)), [255, 0, 0, 255])
    }

    func testBrightnessAndContrast() throws {
        let gray = Color(white: 0.5)  // 128
        // Brightness adds the amount: 128 + 0.2·255 = 179.
        XCTAssertEqual(try pixel(gray.brightness(0.2)), [179, 179, 179, 255])
        XCTAssertEqual(try pixel(gray.brightness(1)), [255, 255, 255, 255])
        // Contrast: (c − 0.5)·k + 0.5. k = 0 is mid gray; white at k = 0.5 is 0.75 → 191.
        XCTAssertEqual(try pixel(Color.white.contrast(0)), [128, 128, 128, 255])
        XCTAssertEqual(try pixel(Color.white.contrast(0.5)), [191, 191, 191, 255])
        // Negative contrast inverts: white at k = −1 is black.
        XCTAssertEqual(try pixel(Color.white.contrast(-1)), [0, 0, 0, 255])
    }

    func testHueRotationAndInvert() throws {
        // hue-rotate(180°) of red: R' = 0.213 − 0.787 < 0 → 0, G' = B' = 0.426·255 = 108.6.
        XCTAssertEqual(try pixel(pureRed.hueRotation(.degrees(180))), [0, 109, 109, 255])
        XCTAssertEqual(try pixel(pureRed.hueRotation(.degrees(360))), [255, 0, 0, 255])
        // invert: 1 − c on (255, 128, 64).
        XCTAssertEqual(try pixel(Color(red: 1, green: 0.5, blue: 0.25).colorInvert()), [0, 127, 191, 255])
    }

    func testColorMultiplyAndLuminanceToAlpha() throws {
        XCTAssertEqual(try pixel(Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0))), [255, 128, 0, 255])
        // luminanceToAlpha: black, alpha 0.2125·R + 0.7154·G + 0.0721·B; for white that is 1,
        // for mid gray (128) 128, for pure red 0.2125·255 = 54.2.
        XCTAssertEqual(try pixel(Color.white.luminanceToAlpha()), [0, 0, 0, 255])
        XCTAssertEqual(try pixel(Color(white: 0.5).luminanceToAlpha()), [0, 0, 0, 128])
        XCTAssertEqual(try pixel(pureRed.luminanceToAlpha())[3], 54)
    }

    func testEffectsApplyToTheWholeSubtreeIncludingText() throws {
        // A red label turned gray: no pixel keeps a red tint.
        let view = Text("Hello").foregroundColor(.red).padding(2).background(Color.white).grayscale(1)
        let image = try ImageRenderer(content: view).render()
        var inked = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                XCTAssertEqual(p.r, p.g); XCTAssertEqual(p.g, p.b)
                if p.r < 200 { inked += 1 }
            }
        }
        XCTAssertGreaterThan(inked, 10)
    }

    func testMaskMultipliesByTheMaskAlpha() throws {
        // A 20-wide mask centred on a 40-wide red view: only x 10..<30 remains.
        let centred = try ImageRenderer(content: Color.red.frame(width: 40, height: 10)
            .mask { Rectangle().frame(width: 20) }).render()
        XCTAssertEqual(centred[5, 5].a, 0)
        XCTAssertEqual(centred[20, 5].a, 255); XCTAssertEqual(centred[20, 5].g, 59)
        XCTAssertEqual(centred[35, 5].a, 0)
        // Alignment places the mask: leading keeps x 0..<20.
        let leading = try ImageRenderer(content: Color.red.frame(width: 40, height: 10)
            .mask(alignment: .leading) { Rectangle().frame(width: 20) }).render()
        XCTAssertEqual(leading[5, 5].a, 255)
        XCTAssertEqual(leading[25, 5].a, 0)
        // A translucent mask (Apple's example uses 10 %): alpha 0.5 → 128, color kept.
        let half = try ImageRenderer(content: Color.red.frame(width: 10, height: 10)
            .mask(Color.black.opacity(0.5))).render()
        XCTAssertEqual([half[5, 5].r, half[5, 5].a], [255, 128])
    }

    func testMaskLeavesLayoutToTheMaskedView() throws {
        let view = Color.red.frame(width: 40, height: 10).mask { Color.black.frame(width: 100, height: 100) }
        let image = try ImageRenderer(content: view).render()
        XCTAssertEqual([image.width, image.height], [40, 10])
    }
}
