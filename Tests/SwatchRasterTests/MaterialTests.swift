@testable import SwatchRaster
import XCTest

/// Materials as backgrounds: the backdrop under the view, blurred, with the appearance's
/// tint over it. The recipe is an approximation (docs/ARCHITECTURE.md §7.14) built on values
/// measured off SwiftUI by the bezel project (github.com/crabtalk/bezel, release v0.1.4
/// notes, "Measured surfaces"): one blur of σ ≈ 20–23 pt for every thickness; tint coverage
/// 0.440 / 0.543 / 0.638 / 0.737 / 0.825 from ultraThin to ultraThick; a 235 gray base in
/// light appearance and a 47 gray base in dark.
final class MaterialTests: XCTestCase {
    /// Source-over of the tint (gray `base`, coverage `opacity`) on an opaque byte `c`.
    private func tinted(_ c: UInt8, base: Double, opacity: Double) -> UInt8 {
        let tint = PremultipliedColor(RGBAColor(red: base / 255, green: base / 255, blue: base / 255, alpha: opacity))
        return tint.r + mul255(c, 255 - tint.a)
    }

    private func render<V: View>(_ view: V, dark: Bool = false) throws -> RasterImage {
        let renderer = ImageRenderer(content: view)
        if dark { renderer.environment.colorScheme = .dark }
        return try renderer.render()
    }

    /// A 40 × 40 label-sized view with a material background, centred on a solid color.
    private func card<S: ShapeStyle>(_ style: S, on color: Color) -> some View {
        ZStack {
            color
            Color.clear.frame(width: 40, height: 40).background(style)
        }.frame(width: 100, height: 100)
    }

    func testMaterialOverAUniformBackdropIsTheTintOverIt() throws {
        // A uniform backdrop blurs to itself, so the pixel is exactly tint over blue.
        let image = try render(card(.regularMaterial, on: Color(red: 0, green: 0, blue: 1)))
        let p = image[50, 50]
        XCTAssertEqual([p.r, p.g, p.b, p.a], [tinted(0, base: 235, opacity: 0.638), tinted(0, base: 235, opacity: 0.638),
                                              tinted(255, base: 235, opacity: 0.638), 255])
        XCTAssertEqual(image[10, 10].b, 255)  // outside the card the backdrop is untouched
        XCTAssertEqual(image[10, 10].r, 0)
    }

    func testThicknessesAndAppearances() throws {
        let black = Color.black
        let thin = try render(card(.ultraThinMaterial, on: black))[50, 50].r
        let thick = try render(card(.ultraThickMaterial, on: black))[50, 50].r
        XCTAssertEqual(thin, tinted(0, base: 235, opacity: 0.440))
        XCTAssertEqual(thick, tinted(0, base: 235, opacity: 0.825))
        XCTAssertEqual(try render(card(.thinMaterial, on: black))[50, 50].r, tinted(0, base: 235, opacity: 0.543))
        XCTAssertEqual(try render(card(.thickMaterial, on: black))[50, 50].r, tinted(0, base: 235, opacity: 0.737))
        XCTAssertEqual(try render(card(.bar, on: black))[50, 50].r, tinted(0, base: 235, opacity: 0.638))
        // Dark appearance: the 47 gray base over white.
        let dark = try render(card(.regularMaterial, on: .white), dark: true)[50, 50].r
        XCTAssertEqual(dark, tinted(255, base: 47, opacity: 0.638))
    }

    func testBackdropIsBlurred() throws {
        // Black left half, white right half, a material across the seam. With σ = 21 px the
        // seam is spread wide: at the seam the backdrop is about half gray, and 10 px either
        // side it is still far from black or white (Φ(±10/21) ≈ 0.32 / 0.68).
        let view = ZStack {
            HStack(spacing: 0) { Color.black; Color.white }
            Color.clear.frame(width: 60, height: 40).background(.ultraThinMaterial)
        }.frame(width: 200, height: 100)
        let image = try render(view)
        let atSeam = image[100, 50].r
        XCTAssertEqual(Double(atSeam), Double(tinted(128, base: 235, opacity: 0.44)), accuracy: 4)
        let left = image[90, 50].r, right = image[110, 50].r
        XCTAssertGreaterThan(left, tinted(40, base: 235, opacity: 0.44))
        XCTAssertLessThan(right, tinted(215, base: 235, opacity: 0.44))
        XCTAssertLessThan(left, atSeam); XCTAssertLessThan(atSeam, right)
        // Outside the material the seam stays sharp.
        XCTAssertEqual(image[99, 10].r, 0); XCTAssertEqual(image[100, 10].r, 255)
    }

    func testMaterialInAShape() throws {
        let view = ZStack {
            Color(red: 0, green: 0, blue: 1)
            Color.clear.frame(width: 40, height: 40).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        }.frame(width: 100, height: 100)
        let image = try render(view)
        XCTAssertEqual(image[50, 50].r, tinted(0, base: 235, opacity: 0.638))  // inside
        XCTAssertEqual(image[31, 31].r, 0)                                      // the rounded-off corner
        XCTAssertEqual(image[31, 31].b, 255)
    }

    func testShapeFilledWithAMaterial() throws {
        // `RoundedRectangle(...).fill(.regularMaterial)` draws the material, as the background
        // form does, not the foreground color.
        let filled = ZStack {
            Color.blue
            RoundedRectangle(cornerRadius: 12).fill(.regularMaterial).frame(width: 40, height: 40)
        }.frame(width: 100, height: 100)
        let background = ZStack {
            Color.blue
            Color.clear.frame(width: 40, height: 40).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        }.frame(width: 100, height: 100)
        let a = try render(filled), b = try render(background)
        XCTAssertEqual(a.pixelHash, b.pixelHash)
        XCTAssertEqual(a[50, 50].r, tinted(0, base: 235, opacity: 0.638))
    }

    func testColorBackgroundsStillFill() throws {
        // The style forms keep filling plain colors (the shape is the same node as before).
        let image = try render(Color.clear.frame(width: 10, height: 10).background(.yellow, in: Circle()))
        XCTAssertEqual(image[5, 5].g, 204)
        XCTAssertEqual(image[0, 0].a, 0)
    }
}
