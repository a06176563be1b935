@testable import SwatchRaster
import XCTest

/// `GraphicsContext.BlendMode` in a `Canvas`: Core Graphics' raw values, the modes shared with
/// the view modifier drawn as it draws them, and the Porter–Duff modes it lacks worked out on
/// bytes from their equations in Apple's documentation (R = 0, R = S, R = S·Da, R = D·Sa,
/// R = S·(1 − Da) + D·(1 − Sa)), inside the drawn shape, where Core Graphics applies them.
final class CanvasBlendModeTests: XCTestCase {
    /// A 10×10 canvas: pure red over its left half, then `top` filled over its middle 6×6 square
    /// with `mode`. The pixels at (2, 5) (red under the square), (7, 5) (nothing under it) and
    /// (0, 0) (red, outside the square).
    private func drawn(_ mode: GraphicsContext.BlendMode, _ top: Color) throws -> [[UInt8]] {
        let view = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
            context.blendMode = mode
            context.fill(Path(CGRect(x: 2, y: 2, width: 6, height: 6)), with: .color(top))
        }.frame(width: 10, height: 10)
        let image = try ImageRenderer(content: view).render()
        return [(2, 5), (7, 5), (0, 0)].map { x, y in let p = image[x, y]; return [p.r, p.g, p.b, p.a] }
    }

    /// Pure sRGB blue (SwiftUI's `.blue` is the system blue, 0/122/255).
    private let pureBlue = Color(red: 0, green: 0, blue: 1)
    private let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], clear: [UInt8] = [0, 0, 0, 0]

    func testRawValuesAreCoreGraphicsBlendModes() {
        XCTAssertEqual(GraphicsContext.BlendMode.normal.rawValue, 0)
        XCTAssertEqual(GraphicsContext.BlendMode.luminosity.rawValue, 15)
        XCTAssertEqual(GraphicsContext.BlendMode.clear.rawValue, 16)
        XCTAssertEqual(GraphicsContext.BlendMode.copy.rawValue, 17)
        XCTAssertEqual(GraphicsContext.BlendMode.xor.rawValue, 25)
        XCTAssertEqual(GraphicsContext.BlendMode.plusLighter.rawValue, 27)
        XCTAssertEqual(GraphicsContext.BlendMode(rawValue: 1), .multiply)
        var context: GraphicsContext.BlendMode = .normal
        context = .destinationAtop
        XCTAssertNotEqual(context, .normal)
    }

    func testModesSharedWithTheViewModifierDrawAlike() throws {
        XCTAssertEqual(try drawn(.normal, pureBlue), [blue, blue, red])
        // Multiply of red by blue is black where both are; blue alone elsewhere.
        XCTAssertEqual(try drawn(.multiply, pureBlue), [[0, 0, 0, 255], blue, red])
        XCTAssertEqual(try drawn(.destinationOut, pureBlue), [clear, clear, red])
    }

    func testClearAndCopyReplaceInsideTheShape() throws {
        // R = 0 erases what the shape covers and nothing else.
        XCTAssertEqual(try drawn(.clear, pureBlue), [clear, clear, red])
        // R = S: an opaque source replaces; outside the shape the red stays.
        XCTAssertEqual(try drawn(.copy, pureBlue), [blue, blue, red])
    }

    func testInOutAndXorFollowTheirEquations() throws {
        // R = S·Da: blue only where red was.
        XCTAssertEqual(try drawn(.sourceIn, pureBlue), [blue, clear, red])
        // R = S·(1 − Da): blue only where nothing was.
        XCTAssertEqual(try drawn(.sourceOut, pureBlue), [clear, blue, red])
        // R = D·Sa with Sa = ½ (128): red at half strength, premultiplied, then stored straight.
        let halfRed = try drawn(.destinationIn, pureBlue.opacity(0.5))[0]
        XCTAssertEqual(halfRed[3], 128)
        XCTAssertEqual(halfRed[0], 255)
        // R = S·(1 − Da) + D·Sa: red stays under the shape, blue fills where nothing was.
        XCTAssertEqual(try drawn(.destinationAtop, pureBlue), [red, blue, red])
        // R = S·(1 − Da) + D·(1 − Sa): opaque over opaque cancels; alone, the source stays.
        XCTAssertEqual(try drawn(.xor, pureBlue), [clear, blue, red])
    }
}
