@testable import SwatchRaster
import XCTest

/// Liquid Glass (issue 24): Apple's API, drawn like a material (approximations, see Glass.swift).
final class GlassTests: XCTestCase {
    private func chip(_ glass: Glass?) throws -> RasterImage {
        let label = Text("Flag").padding()
        let view = ZStack {
            Color.red
            if let glass { label.glassEffect(glass) } else { label }
        }.frame(width: 120, height: 60)
        return try render(view)
    }

    func testRegularGlassLightensTheBackdropInsideTheCapsuleOnly() throws {
        let plain = try chip(nil), glass = try chip(.regular)
        // Inside the capsule, near its left end (no text): the material lightens the red.
        XCTAssertGreaterThan(glass[40, 30].g, plain[40, 30].g + 20)
        // The corners stay outside the capsule.
        XCTAssertEqual(glass[1, 1].g, plain[1, 1].g)
    }

    func testIdentityDrawsNothingAndClearIsLighterThanRegular() throws {
        XCTAssertEqual(try chip(.identity).pixelHash, try chip(nil).pixelHash)
        let plain = try chip(nil), clear = try chip(.clear), regular = try chip(.regular)
        XCTAssertGreaterThan(clear[40, 30].g, plain[40, 30].g)
        XCTAssertLessThan(clear[40, 30].g, regular[40, 30].g)
    }

    func testTintAndTheButtonStylesCompileAndDraw() throws {
        let tinted = try chip(.regular.tint(.blue).interactive())
        XCTAssertNotEqual(tinted.pixelHash, try chip(.regular).pixelHash)
        let buttons = try render(VStack {
            Button("Glass") {}.buttonStyle(.glass)
            Button("Prominent") {}.buttonStyle(.glassProminent)
            GlassEffectContainer(spacing: 20) { Text("Inside").glassEffect() }
        }.padding().background(Color.white))
        // The prominent button's accent fill shows (systemBlue-ish blue dominates somewhere).
        let blue = stride(from: 0, to: buttons.pixels.count, by: 4).contains { buttons.pixels[$0 + 2] > 200 && buttons.pixels[$0] < 80 }
        XCTAssertTrue(blue)
    }
}
