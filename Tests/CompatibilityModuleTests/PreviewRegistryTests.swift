import SwiftUI
import XCTest

/// XCTest on Linux runs tests on the main thread but cannot call `@MainActor` test methods,
/// so the registry (main-actor API, as Apple's `Preview` is) is used inside `assumeIsolated`.
final class PreviewRegistryTests: XCTestCase {
    func testListsTheModulesPreviewsWithNamesTraitsFilesAndLines() {
        MainActor.assumeIsolated {
            MainActor.assumeIsolated { Self.listTheModulesPreviews() }
        }
    }

    @MainActor private static func listTheModulesPreviews() {
        let listed = PreviewRegistry.previews(in: "CompatibilityModuleTests").map(\.description)
        XCTAssertEqual(listed, [
            "CompatibilityModuleTests/PreviewFixtures.swift:15 []",
            "CompatibilityModuleTests/PreviewFixtures.swift:19 \"Named\" []",
            "CompatibilityModuleTests/PreviewFixtures.swift:23 \"Fits\" [sizeThatFitsLayout]",
            "CompatibilityModuleTests/PreviewFixtures.swift:27 [fixedLayout(width: 100.0, height: 60.0), landscapeLeft]",
            "CompatibilityModuleTests/PreviewFixtures.swift:31 \"With state\" []",
            "CompatibilityModuleTests.GroupLayout_Previews#0 \"First\" [fixedLayout(width: 40.0, height: 30.0)]",
            "CompatibilityModuleTests.GroupLayout_Previews#1 \"Second\" [fixedLayout(width: 40.0, height: 30.0)]",
            "CompatibilityModuleTests.Swatch_Previews#0 \"Blue swatch\" [sizeThatFitsLayout]",
            "CompatibilityModuleTests.Swatch_Previews#1 [landscapeRight]",
        ])
        let unnamed = PreviewRegistry.previews(in: "CompatibilityModuleTests")[0]
        XCTAssertEqual(unnamed.displayName, "PreviewFixtures.swift:15")
        XCTAssertEqual(unnamed.fileID, "CompatibilityModuleTests/PreviewFixtures.swift")
        XCTAssertEqual(unnamed.line, 15)
        // Other modules' previews are not listed, and a module without any lists none.
        XCTAssertEqual(PreviewRegistry.previews(in: "SwatchRaster").count, 0)
    }

    func testRendersEachPreviewWithItsTraits() throws {
        try MainActor.assumeIsolated {
            try MainActor.assumeIsolated { try Self.renderEachPreview() }
        }
    }

    @MainActor private static func renderEachPreview() throws {
        let previews = PreviewRegistry.previews(in: "CompatibilityModuleTests")
        // Default layout: the device's full screen (iPhone 16, 393 × 852 pt @3x).
        let full = try previews[0].renderer().render()
        XCTAssertEqual([full.width, full.height], [393 * 3, 852 * 3])
        // The swatch is centred in the safe area (59 pt top, 34 pt bottom): at y 438.5 pt.
        let centre = full[Int(196.5 * 3), Int(438.5 * 3)]
        XCTAssertEqual([centre.r, centre.g, centre.b], [0, 122, 255])
        // sizeThatFitsLayout: the view's own 40 × 20 pt.
        let fits = try previews[2].renderer().render()
        XCTAssertEqual([fits.width, fits.height], [120, 60])
        XCTAssertEqual(fits[5, 5].r, 255)
        // fixedLayout(100 × 60): that container, the swatch centred in it.
        let fixed = try previews[3].renderer().render()
        XCTAssertEqual([fixed.width, fixed.height], [300, 180])
        XCTAssertEqual(fixed[150, 90].b, 255)
        XCTAssertEqual(fixed[5, 5].a, 0)
        // @Previewable state: the bar is `value` (30) points wide.
        // (iPhone SE: safe area from 20 pt, so the 10 pt bar's middle is at 343.5 pt.)
        let state = try previews[4].renderer(device: .iPhoneSE).render()
        let row = Int(343.5 * 2)
        let red = (0..<state.width).filter { state[$0, row].r == 255 && state[$0, row].g < 100 }
        XCTAssertEqual(red.count, 60)
        // The provider's second preview: iPhone SE by name, turned to landscape.
        let landscape = try previews[8].renderer().render()
        XCTAssertEqual([landscape.width, landscape.height], [667 * 2, 375 * 2])
        // The Group's own `.previewLayout(.fixed)` reached both of its children: 40 × 30 pt @3x.
        for index in [5, 6] {
            let fixed = try previews[index].renderer().render()
            XCTAssertEqual([fixed.width, fixed.height], [120, 90], previews[index].description)
        }
    }

    func testEntryMacroDeclaresAnEnvironmentValue() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try pixel(AccentSwatch()), [52, 199, 89, 255])
            XCTAssertEqual(try pixel(AccentSwatch().environment(\.swatchAccent, .blue)), [0, 122, 255, 255])
            XCTAssertEqual(try ImageRenderer(content: AccentSwatch()).render().width, 4)
            XCTAssertEqual(try ImageRenderer(content: AccentSwatch().environment(\.swatchCaption, "x")).render().width, 8)
            var values = EnvironmentValues()
            XCTAssertEqual(values.swatchLinkStyle.attributes["underline"] as? Bool, true)
            values.swatchLinkStyle = SwatchLinkStyle(attributes: [:])
            XCTAssertTrue(values.swatchLinkStyle.attributes.isEmpty)
        }
    }
}
