@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// The default sheet's pixel hashes in every appearance at @1x, @2x and @3x. These change
/// only on purpose: a commit that changes one says why in its message.
final class GoldenHashTests: XCTestCase {
    static let golden: [String: String] = [
        "dark-high-contrast@1x": "sha256:9648fdc795b957606a371969adfe63bc58b309010a9f8a82dae87d683e5ab6af",
        "dark-high-contrast@2x": "sha256:8f3b7039153f04ca2a258640cf8638ce0be0887871ed9af49a8f94071f3f1648",
        "dark-high-contrast@3x": "sha256:d2a59d4e236db2f86529008b956f54d15bfedd89c2371713f26e89fbf46464aa",
        "dark@1x": "sha256:9c8d0175a47a41aea6959c787d82786aa24a5ede2e1a2e29113b2eee83608511",
        "dark@2x": "sha256:0582bf8fdb0ab4eefacbbdce6622e1c3e25ef42c93fa250f841e830bce955457",
        "dark@3x": "sha256:257c152e3a0ead2a674136452b6d5d37eb7ee0e0469de46c92cb7bd8cfbb8277",
        "light-high-contrast@1x": "sha256:830d0cb64f4dc92b10158c1822bab67ca958ba5aae470a9dcfb013e7f1559f90",
        "light-high-contrast@2x": "sha256:a70f62a4e44b7d2367390b1c8146106ce141484407b74b095d825420280a9197",
        "light-high-contrast@3x": "sha256:e08cb67aa83bd37c0ae322c19868eaeb367e7eaa8b89579802c73088696b16a5",
        "light@1x": "sha256:8913df342f16b322ae50b03b73a88c10ef9fefa3f847eccf8793b0cdd1518d3c",
        "light@2x": "sha256:477f970284c40ed9fc0f47d3ab90cd354a752999f8f0d3df977f0910526fcef7",
        "light@3x": "sha256:e69eb59109bf158cc83f0c205095713f663714072cd828a6877d39b7d4118dde",
    ]

    /// The README's line: `swift run render-swatches` prints this XXH3-128 hash (the same
    /// pixels as `light@2x` above).
    func testDefaultCommandLineHashIsTheREADMEs() throws {
        let renderer = ImageRenderer(content: SwatchSheet(), appearance: .light, scale: 2, background: .systemBackground)
        XCTAssertEqual(try renderer.render().pixelHash(using: .xxh3_128), "xxh3-128:b7acc22ec516348678e46ef406746f76")
    }

    func testDefaultSheetMatchesGoldenHashes() throws {
        var actual: [String: String] = [:]
        for appearance in Appearance.allCases {
            for scale in [1, 2, 3] {
                let renderer = ImageRenderer(content: SwatchSheet(), appearance: appearance, scale: CGFloat(scale), background: .systemBackground)
                actual["\(appearance.rawValue)@\(scale)x"] = try renderer.render().pixelHash
            }
        }
        let listing = actual.keys.sorted().map { "        \"\($0)\": \"\(actual[$0]!)\"," }.joined(separator: "\n")
        XCTAssertEqual(actual, Self.golden, "current hashes:\n\(listing)")
    }
}
