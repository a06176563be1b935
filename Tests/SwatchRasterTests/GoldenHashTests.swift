@testable import SwatchRaster
import XCTest

/// The default sheet's pixel hashes in every appearance at @1x, @2x and @3x. These change
/// only on purpose: a commit that changes one says why in its message.
final class GoldenHashTests: XCTestCase {
    static let golden: [String: String] = [:]

    func testDefaultSheetMatchesGoldenHashes() throws {
        var actual: [String: String] = [:]
        for appearance in Appearance.allCases {
            for scale in [1, 2, 3] {
                let renderer = ImageRenderer(content: SwatchSheet())
                renderer.scale = CGFloat(scale)
                renderer.environment.colorScheme = appearance.colorScheme
                renderer.environment._colorSchemeContrast = appearance.contrast
                renderer.backgroundColor = .systemBackground
                actual["\(appearance.rawValue)@\(scale)x"] = try renderer.render().pixelHash
            }
        }
        let listing = actual.keys.sorted().map { "        \"\($0)\": \"\(actual[$0]!)\"," }.joined(separator: "\n")
        XCTAssertEqual(actual, Self.golden, "current hashes:\n\(listing)")
    }
}
