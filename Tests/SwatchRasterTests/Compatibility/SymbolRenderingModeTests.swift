@testable import SwatchRaster
import XCTest

/// `symbolRenderingMode` (issue 24): every mode compiles as SwiftUI spells it, reaches the
/// environment, and a single-layer icon (one Material glyph) draws in the primary style in
/// every mode but multicolor, which has the set's own colors (Symbols/SymbolLayerColorTests
/// probes the layers of composed symbols).
final class SymbolRenderingModeTests: XCTestCase {
    private func star<V: View>(_ wrap: (Image) -> V) throws -> RasterImage {
        try render(wrap(Image(systemName: "star.fill")).font(.system(size: 30)).foregroundStyle(Color.blue).frame(width: 40, height: 40), background: .white)
    }

    func testEveryModeDrawsTheGlyphInThePrimaryStyle() throws {
        let plain = try star { $0 }
        for mode in [SymbolRenderingMode.monochrome, .hierarchical, .palette] {
            XCTAssertEqual(try star { $0.symbolRenderingMode(mode) }.pixelHash, plain.pixelHash, "\(mode)")
        }
        // Ink exists, in the primary style (systemBlue 0, 122, 255).
        let bluest = stride(from: 0, to: plain.pixels.count, by: 4).min { plain.pixels[$0] < plain.pixels[$1] }!
        XCTAssertEqual(Array(plain.pixels[bluest..<bluest + 3]), [0, 122, 255])
    }

    func testPaletteTakesTheFirstStyle() throws {
        let palette = try render(Image(systemName: "star.fill").symbolRenderingMode(.palette)
            .foregroundStyle(Color.red, Color.green).font(.system(size: 30)).frame(width: 40, height: 40), background: .white)
        let reddest = stride(from: 0, to: palette.pixels.count, by: 4).min { palette.pixels[$0 + 1] < palette.pixels[$1 + 1] }!
        XCTAssertEqual(Array(palette.pixels[reddest..<reddest + 3]), [255, 59, 48])
    }

    func testTheModeReachesTheEnvironment() {
        var environment = EnvironmentValues()
        XCTAssertNil(environment.symbolRenderingMode)
        environment.symbolRenderingMode = .hierarchical
        XCTAssertEqual(environment.symbolRenderingMode, .hierarchical)
        XCTAssertNotEqual(SymbolRenderingMode.palette, .multicolor)
    }
}
