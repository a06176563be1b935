#if os(Linux) // PreviewRegistry is SwatchRaster's; on a Mac this package uses Apple's SwiftUI.
import SwiftUI
import XCTest
@testable import UnchangedViews

/// Lists the previews of the `UnchangedViews` module, as a preview tool would, and renders
/// each one, checking a pixel of what it draws.
final class PreviewListTests: XCTestCase {
    // XCTest on Linux cannot call `@MainActor` test methods; it runs them on the main thread.
    func testListsEveryPreviewWithNameTraitsFileAndLine() {
        MainActor.assumeIsolated { Self.listEveryPreview() }
    }

    func testRendersEveryPreview() throws {
        try MainActor.assumeIsolated { try Self.renderEveryPreview() }
    }

    @MainActor private static func listEveryPreview() {
        let listed = PreviewRegistry.previews(in: "UnchangedViews")
        for preview in listed { print("preview:", preview) }
        XCTAssertEqual(listed.map(\.description), [
            "UnchangedViews/BrandTile.swift:28 \"Brand tile\" [sizeThatFitsLayout]",
            "UnchangedViews/CounterBadge.swift:31 \"Badge\" [fixedLayout(width: 80.0, height: 80.0)]",
            "UnchangedViews/FruitSearch.swift:64 \"Fruit search\" []",
            "UnchangedViews/ProfileCard.swift:33 []",
            "UnchangedViews/ProfileCard.swift:38 \"Compact\" [sizeThatFitsLayout]",
            "UnchangedViews/ProfileCard.swift:43 \"Landscape\" [landscapeLeft]",
            "UnchangedViews.CounterBadge_Previews#0 \"Quiet\" [sizeThatFitsLayout]",
            "UnchangedViews.CounterBadge_Previews#1 \"Loud\" [fixedLayout(width: 120.0, height: 60.0)]",
        ])
    }

    @MainActor private static func renderEveryPreview() throws {
        // PREVIEW_PNG_DIR=/some/dir keeps each preview as <displayName>.png, to look at.
        let keep = ProcessInfo.processInfo.environment["PREVIEW_PNG_DIR"].map { URL(fileURLWithPath: $0) }
        for preview in PreviewRegistry.previews(in: "UnchangedViews") {
            let image = try preview.renderer().render()
            if let keep {
                try image.writePNG(to: keep.appendingPathComponent(preview.displayName.replacingOccurrences(of: "/", with: "-") + ".png"))
            }
            let ink = (0..<image.height).contains { y in (0..<image.width).contains { image[$0, y].a > 0 } }
            XCTAssertTrue(ink, "\(preview.displayName) drew nothing")
        }
        // The compact card: sizeThatFits keeps its 320 pt width (@3x), and its background is
        // secondarySystemBackground (242, 242, 247) just inside the rounded corner.
        let compact = try PreviewRegistry.previews(in: "UnchangedViews")[4].renderer().render()
        XCTAssertEqual(compact.width, 960)
        let inside = compact[30, compact.height / 2]
        XCTAssertEqual([inside.r, inside.g, inside.b], [242, 242, 247])
        // The badge preview's @Previewable state is true: the capsule is system red.
        let badge = try PreviewRegistry.previews(in: "UnchangedViews")[1].renderer().render()
        let centreLeft = badge[badge.width / 2 - 30, badge.height / 2]
        XCTAssertEqual([centreLeft.r, centreLeft.g, centreLeft.b], [255, 59, 48])
        // The brand tile: Color.brandPrimary from Media.xcassets (0x12, 0x34, 0xAB) through the
        // generated asset symbols, at (170, 32) pt: right of the title, inside the rounded corner.
        let tile = try PreviewRegistry.previews(in: "UnchangedViews")[0].renderer().render()
        let brand = tile[170 * 3, 32 * 3]
        XCTAssertEqual([brand.r, brand.g, brand.b], [0x12, 0x34, 0xAB])
    }
}
#endif
