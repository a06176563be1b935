@testable import SwatchRaster
import XCTest

/// Color initializers and operations as SwiftUI spells them: `Color(_:white:opacity:)`,
/// `Color(hue:saturation:brightness:opacity:)`, `mix(with:by:in:)`.
final class ColorOperationTests: XCTestCase {
    private func bytes(_ color: Color, _ appearance: Appearance = .light) -> [Int] {
        let b = color.resolve(in: appearance).bytes
        return [Int(b.r), Int(b.g), Int(b.b), Int(b.a)]
    }

    /// The sRGB transfer function (IEC 61966-2-1), written out here independently of the engine.
    private func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    func testWhiteInAColorSpace() {
        XCTAssertEqual(bytes(Color(white: 0.5)), [128, 128, 128, 255])
        XCTAssertEqual(bytes(Color(.sRGB, white: 0.5, opacity: 0.5)), [128, 128, 128, 128])
        let linear = Int((encode(0.5) * 255).rounded())  // 0.5 linear = 0.7354 encoded
        XCTAssertEqual(bytes(Color(.sRGBLinear, white: 0.5)), [linear, linear, linear, 255])
        // Display P3 and sRGB share white point and transfer curve: a P3 gray is the same gray.
        XCTAssertEqual(bytes(Color(.displayP3, white: 0.25)), bytes(Color(white: 0.25)))
    }

    func testHueSaturationBrightness() {
        // HSB (1/3, 1, 1) is pure green; (0, 0.5, 1) is (1, 0.5, 0.5).
        XCTAssertEqual(bytes(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), [0, 255, 0, 255])
        XCTAssertEqual(bytes(Color(hue: 0, saturation: 0.5, brightness: 1, opacity: 0.5)), [255, 128, 128, 128])
    }

    func testMixInDeviceAndPerceptualSpaces() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // Device: the sRGB components halfway.
        XCTAssertEqual(bytes(red.mix(with: blue, by: 0.5, in: .device)), [128, 0, 128, 255])
        // Perceptual (the default): Oklab halfway, oklab(0.540, 0.096, -0.093) =
        // rgb(140, 83, 162), as CSS Color 5's color-mix(in oklab, red, blue).
        let perceptual = bytes(red.mix(with: blue, by: 0.5))
        for (a, e) in zip(perceptual, [140, 83, 162, 255]) { XCTAssertLessThanOrEqual(abs(a - e), 1, "\(perceptual)") }
        // The ends are the colors themselves.
        XCTAssertEqual(bytes(red.mix(with: blue, by: 0)), [255, 0, 0, 255])
        XCTAssertEqual(bytes(red.mix(with: blue, by: 1, in: .device)), [0, 0, 255, 255])
        // Premultiplied: mixing with clear fades red without darkening it.
        XCTAssertEqual(bytes(red.mix(with: .clear, by: 0.5, in: .device)), [255, 0, 0, 128])
    }

    func testMixResolvesPerAppearance() {
        // systemRed light (255, 59, 48), dark (255, 69, 58); mixed halfway with white in sRGB.
        let mixed = Color.red.mix(with: .white, by: 0.5, in: .device)
        XCTAssertEqual(bytes(mixed, .light), [255, 157, 152, 255])
        XCTAssertEqual(bytes(mixed, .dark), [255, 162, 157, 255])
    }
}
