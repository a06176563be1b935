import SwiftUI
import UIKit
import XCTest

/// Xcode's generated asset symbols, made on Linux by the GenerateAssetSymbols plugin from
/// this target's Media.xcassets (issue 24): the code below is what an iOS file writes.
/// Names follow Xcode's rules: "BrandPrimaryColor" → `brandPrimary` (the "Color" suffix
/// dropped), "Theme One" (a namespace folder) / "card surface" → `.ThemeOne.cardSurface`.
final class AssetSymbolTests: XCTestCase {
    func testGeneratedColorSymbolsDrawTheCatalogsColors() throws {
        try MainActor.assumeIsolated {
        let light: [UInt8] = [0x12, 0x34, 0xAB, 255], dark: [UInt8] = [0xF0, 0xC0, 0x20, 255]
        XCTAssertEqual(try pixel(Color(.brandPrimary).frame(width: 4, height: 4)), light)
        XCTAssertEqual(try pixel(Color.brandPrimary.frame(width: 4, height: 4)), light)
        XCTAssertEqual(try pixel(Color.brandPrimary.frame(width: 4, height: 4), appearance: .dark), dark)
        // The ShapeStyle shorthand, as `.foregroundStyle(.brandPrimary)` uses it.
        XCTAssertEqual(try pixel(Rectangle().fill(.brandPrimary).frame(width: 4, height: 4)), light)
        XCTAssertEqual(try pixel(Color(uiColor: .brandPrimary).frame(width: 4, height: 4)), light)
        XCTAssertEqual(try pixel(Color(UIColor(resource: .brandPrimary)).frame(width: 4, height: 4)), light)
        // A namespaced color set.
        XCTAssertEqual(try pixel(Color(.ThemeOne.cardSurface).frame(width: 4, height: 4)), [0x00, 0x80, 0x40, 255])
        XCTAssertEqual(try pixel(Color.ThemeOne.cardSurface.frame(width: 4, height: 4)), [0x00, 0x80, 0x40, 255])
        }
    }

    func testGeneratedImageSymbolsDrawTheImageSet() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try pixel(Image(.logo)), [200, 30, 90, 255])
            XCTAssertEqual(try pixel(Image(uiImage: .logo)), [200, 30, 90, 255])
            XCTAssertEqual(try pixel(Image(uiImage: UIImage(resource: .logo))), [200, 30, 90, 255])
        }
    }

    func testResourcesAreValuesAsInDeveloperToolsSupport() {
        // Hashable and Sendable, equal by name and bundle.
        XCTAssertEqual(ColorResource(name: "BrandPrimaryColor", bundle: .module), .brandPrimary)
        XCTAssertNotEqual(ColorResource(name: "Other", bundle: .module), .brandPrimary)
        XCTAssertEqual(Set([ImageResource.logo, ImageResource(name: "Logo", bundle: .module)]).count, 1)
        // A resource the catalog lacks is clear, as `Color(_:bundle:)` for a missing name.
        XCTAssertEqual(Color(ColorResource(name: "Missing", bundle: .module)), Color.clear)
    }
}
