@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// The default sheet's pixel hashes in every appearance at @1x, @2x and @3x. These change
/// only on purpose: a commit that changes one says why in its message.
final class GoldenHashTests: XCTestCase {
    static let golden: [String: String] = [
        "dark-high-contrast@1x": "sha256:d13084f624fa52184b45cbb0ccde91445075d18c8a44b57b67763f0715fc9630",
        "dark-high-contrast@2x": "sha256:742af1ecf8ca8fcf2699a5f8f352a705c1cb7adde7dfacdc7c41c199dfbed6f1",
        "dark-high-contrast@3x": "sha256:c1849fdae52c3fd64d8e83b553293e7a311808911ac67037735427b609c4d09e",
        "dark@1x": "sha256:caa0cb5f4ae040c9d6934f144c6f670b3a8777cb5d73e8bd540bbab7a8ea9a09",
        "dark@2x": "sha256:95f46e763aeef06fff2f2b988fb7c09b27a98237c1d28196ae281f964445e97a",
        "dark@3x": "sha256:7d851fb7a36b4f57566b00dfc88a0885aac04876704b02591c4f0044545821b7",
        "light-high-contrast@1x": "sha256:06059c4e8323f29decb4e38d9fe372e1a04f4199619a27f05f3f7ffd0f08a9ec",
        "light-high-contrast@2x": "sha256:640c2b8d26ba16acda9e6e1711df6312120f885dbdbb17d5bc2f617232b2531a",
        "light-high-contrast@3x": "sha256:8c851443e993cfb00c55e865a42c5b182c2b99d5ce6bfe8c93351ccf0ea4c926",
        "light@1x": "sha256:edbec8fbcc9bb68daa753835272a3e62f623c32d53ab07ee59409f1aac0afefe",
        "light@2x": "sha256:d14dcee141de945eff87bf7e8d105c29c9a9d450f9dfe4006edc4c33dd9c2e92",
        "light@3x": "sha256:4dffbfffd3217a421e4b25b9a565e45e740771205347c2a7fc67a54ca4783f1c",
    ]

    /// The README's line: `swift run render-swatches` prints this XXH3-128 hash (the same
    /// pixels as `light@2x` above).
    func testDefaultCommandLineHashIsTheREADMEs() throws {
        let renderer = ImageRenderer(content: SwatchSheet(), appearance: .light, scale: 2, background: .systemBackground)
        XCTAssertEqual(try renderer.render().pixelHash(using: .xxh3_128), "xxh3-128:8007b3d916744a20152b3c483b0b35a6")
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
