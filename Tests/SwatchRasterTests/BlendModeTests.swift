@testable import SwatchRaster
import XCTest

/// `.blendMode(_:)`, `.compositingGroup()` and `.drawingGroup()`. Expected values are the
/// W3C Compositing and Blending Level 1 formulas (separable B(Cb, Cs), non-separable
/// SetLum/ClipColor, Porter–Duff operators) and Core Graphics' plusLighter / plusDarker
/// (R = min(1, S + D), R = max(0, 1 − ((1 − D) + (1 − S)))), worked out on bytes.
final class BlendModeTests: XCTestCase {
    // Backdrop Cb = (255, 128, 64), source Cs = (128, 128, 255): 0.5 → 128, 0.25 → 64.
    private let backdrop = Color(red: 1, green: 0.5, blue: 0.25)
    private let source = Color(red: 0.5, green: 0.5, blue: 1)

    private func blended(_ mode: BlendMode) throws -> [UInt8] {
        let view = ZStack { backdrop; source.blendMode(mode) }.frame(width: 10, height: 10)
        let p = try ImageRenderer(content: view).render()[5, 5]
        return [p.r, p.g, p.b, p.a]
    }

    func testSeparableModes() throws {
        XCTAssertEqual(try blended(.normal), [128, 128, 255, 255])
        // Multiply: Cb·Cs = (255·128, 128·128, 64·255) / 255.
        XCTAssertEqual(try blended(.multiply), [128, 64, 64, 255])
        // Screen: Cb + Cs − Cb·Cs.
        XCTAssertEqual(try blended(.screen), [255, 192, 255, 255])
        // Darken / lighten: per-component min / max.
        XCTAssertEqual(try blended(.darken), [128, 128, 64, 255])
        XCTAssertEqual(try blended(.lighten), [255, 128, 255, 255])
        // Difference: |Cb − Cs|; exclusion: Cb + Cs − 2·Cb·Cs.
        XCTAssertEqual(try blended(.difference), [127, 0, 191, 255])
        XCTAssertEqual(try blended(.exclusion), [127, 128, 191, 255])
        // Overlay = HardLight(Cs, Cb): Cb > ½ → screen(Cs, 2Cb − 1); Cb ≤ ½ → Cs·2Cb.
        XCTAssertEqual(try blended(.overlay), [255, 128, 128, 255])
        // HardLight(Cb, Cs): Cs = 128 > ½ → screen(Cb, 1/255) ; Cs = 255 → screen(Cb, 1) = 1.
        XCTAssertEqual(try blended(.hardLight), [255, 128, 255, 255])
    }

    func testPlusModes() throws {
        // Opaque pixels: plusLighter min(1, S + D), plusDarker max(0, S + D − 1).
        XCTAssertEqual(try blended(.plusLighter), [255, 255, 255, 255])
        XCTAssertEqual(try blended(.plusDarker), [128, 1, 64, 255])
        let dim = ZStack { Color(red: 0.25, green: 0.25, blue: 0.25); Color(red: 0.25, green: 0.5, blue: 0).blendMode(.plusLighter) }
            .frame(width: 4, height: 4)
        let p = try ImageRenderer(content: dim).render()[1, 1]
        XCTAssertEqual([p.r, p.g, p.b], [128, 192, 64])
    }

    func testLuminosityIsNonSeparable() throws {
        // Luminosity = SetLum(Cb, Lum(Cs)) with Lum = 0.3R + 0.59G + 0.11B. Cb red, Cs mid gray:
        // Lum(Cs) = 128/255; SetLum adds 0.2020 to (1, 0, 0) and ClipColor pulls the 1.2020
        // back to 1: (1, 0.2886, 0.2886) → (255, 74, 74).
        let view = ZStack { Color(red: 1, green: 0, blue: 0); Color(white: 128.0 / 255).blendMode(.luminosity) }
            .frame(width: 4, height: 4)
        let p = try ImageRenderer(content: view).render()[1, 1]
        XCTAssertEqual([p.r, p.g, p.b], [255, 74, 74])
    }

    func testPorterDuffModes() throws {
        // Red on the left half of a transparent canvas; blue over the whole width.
        func render(_ mode: BlendMode) throws -> RasterImage {
            let view = ZStack(alignment: .leading) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 10).blendMode(mode)
            }
            return try ImageRenderer(content: view).render()
        }
        let atop = try render(.sourceAtop)
        XCTAssertEqual(atop[5, 5].b, 255); XCTAssertEqual(atop[5, 5].r, 0)   // blue where red was
        XCTAssertEqual(atop[15, 5].a, 0)                                       // nothing where it was not
        let under = try render(.destinationOver)
        XCTAssertEqual(under[5, 5].r, 255); XCTAssertEqual(under[5, 5].b, 48)  // red stays on top
        XCTAssertEqual(under[15, 5].b, 255)                                      // blue shows beside it
        let out = try render(.destinationOut)
        XCTAssertEqual(out[5, 5].a, 0)
        XCTAssertEqual(out[15, 5].a, 0)
    }

    func testBlendingWithATranslucentBackdrop() throws {
        // W3C general formula: co = cs·(1 − αb) + αs·αb·B. Multiply of white over black at
        // αb = 128/255: B = 0, so co = 255·127/255 = 127, on alpha 255.
        let view = ZStack { Color.black.opacity(0.5); Color.white.blendMode(.multiply) }.frame(width: 4, height: 4)
        let p = try ImageRenderer(content: view).render()[1, 1]
        XCTAssertEqual([p.r, p.a], [127, 255])
    }

    func testCompositingGroupIsolatesBlending() throws {
        // Difference of black against white is white; inside a group the black is blended
        // against the group's empty layer (black), and the group is then drawn normally.
        let loose = ZStack { Color.white; Color.black.blendMode(.difference) }.frame(width: 4, height: 4)
        let grouped = ZStack { Color.white; ZStack { Color.black.blendMode(.difference) }.compositingGroup() }.frame(width: 4, height: 4)
        let drawn = ZStack { Color.white; ZStack { Color.black.blendMode(.difference) }.drawingGroup() }.frame(width: 4, height: 4)
        XCTAssertEqual(try ImageRenderer(content: loose).render()[1, 1].r, 255)
        XCTAssertEqual(try ImageRenderer(content: grouped).render()[1, 1].r, 0)
        XCTAssertEqual(try ImageRenderer(content: drawn).render()[1, 1].r, 0)
    }

    func testEveryCaseCompiles() {
        let all: [BlendMode] = [
            .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
            .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity, .sourceAtop,
            .destinationOver, .destinationOut, .plusDarker, .plusLighter,
        ]
        XCTAssertEqual(Set(all).count, 21)
    }
}
