import XCTest
@testable import SwatchRaster

/// `.preferredColorScheme(_:)` sets the window's scheme: Apple's documentation says it "sets
/// the preferred color scheme for the nearest enclosing presentation", so an Xcode preview of
/// `MyView().preferredColorScheme(.dark)` is dark throughout, background included, whatever
/// scheme the canvas was in. The image is the window here.
final class PreferredColorSchemeTests: XCTestCase {
    private struct Card: View {
        var body: some View {
            VStack {
                Color(.secondarySystemBackground).frame(width: 20, height: 10)
            }
            .padding(10)
        }
    }

    private func render<V: View>(_ view: V, _ appearance: Appearance) throws -> RasterImage {
        try ImageRenderer(content: view, appearance: appearance, background: .systemBackground).render()
    }

    func testDarkPreferenceRendersTheWholeImageDarkFromALightRenderer() throws {
        let preferred = try render(Card().preferredColorScheme(.dark), .light)
        let dark = try render(Card(), .dark)
        XCTAssertEqual(preferred.pixelHash, dark.pixelHash)
        // systemBackground in dark is black; secondarySystemBackground #1C1C1E (the engine's
        // SystemColor table, taken from UIKit's values).
        XCTAssertEqual(preferred[0, 0].r, 0)
        XCTAssertEqual(preferred[15, 15].r, 0x1C)
        XCTAssertNotEqual(preferred.pixelHash, try render(Card(), .light).pixelHash)
    }

    func testLightPreferenceWinsOverADarkRendererAndNilFollowsIt() throws {
        XCTAssertEqual(try render(Card().preferredColorScheme(.light), .dark).pixelHash, try render(Card(), .light).pixelHash)
        XCTAssertEqual(try render(Card().preferredColorScheme(nil), .dark).pixelHash, try render(Card(), .dark).pixelHash)
    }

    func testAPreferenceDeepInsideTheTreeStillSetsTheWindow() throws {
        let nested = VStack { Card(); Text("x").preferredColorScheme(.dark) }
        let image = try render(nested, .light)
        XCTAssertEqual(image[0, 0].r, 0, "the background is the window's, so it is dark too")
    }
}
