import SwatchRaster
import SwatchRasterTesting
import SwatchSheets
import XCTest

/// The seed's code (compiled here in the Swift 6 language mode, with only the import
/// changed) renders exactly what the library's `SwatchSheet` and the CLI render.
final class SeedCompatibilityTests: XCTestCase {
    func testSeedContentViewMatchesSwatchSheetPixelForPixel() throws {
        try MainActor.assumeIsolated {
            for scheme in [ColorScheme.light, .dark] {
                let seed = ImageRenderer(content: ContentView().environment(\.colorScheme, scheme))
                seed.scale = 2
                let sheet = ImageRenderer(content: SwatchSheet(), appearance: Appearance(colorScheme: scheme, contrast: .standard), scale: 2)
                let seedImage = try seed.render()
                let sheetImage = try sheet.render()
                XCTAssertEqual(seedImage.width, sheetImage.width)
                XCTAssertEqual(seedImage.height, sheetImage.height)
                XCTAssertEqual(seedImage.pixelHash, sheetImage.pixelHash, "\(scheme)")
            }
        }
    }

    func testSeedSwatchGrowsToItsLabel() throws {
        try MainActor.assumeIsolated {
            // ".secondarySystemBackground" is far wider than 60 pt at 17 pt: the swatch must grow.
            let renderer = ImageRenderer(content: Swatch(Color.secondarySystemBackground))
            renderer.scale = 2
            let json = try renderer.layoutJSON()
            let nodes = try LayoutDump(json: json).nodes
            let color = try XCTUnwrap(nodes.first { $0.kind == "Color" && $0.color != "#00000000" })
            let label = try XCTUnwrap(nodes.first { $0.kind == "Text" })
            XCTAssertGreaterThan(label.frame[2], 60)
            XCTAssertEqual(color.frame[2], label.frame[2], accuracy: 1e-6)
            XCTAssertEqual(color.frame[3], 60)
        }
    }
}
