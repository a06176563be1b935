@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// The default sheet's pixel hashes in every appearance at @1x, @2x and @3x. These change
/// only on purpose: a commit that changes one says why in its message.
final class GoldenHashTests: XCTestCase {
    static let golden: [String: String] = [
        "dark-high-contrast@1x": "sha256:7e78d1cb0fc5615caf4eab55cfc908c2c55b42d383ce20de0dbc47626bb1333c",
        "dark-high-contrast@2x": "sha256:81b223839218c5bc0b9cf04ff48c22afe59f15dda0d47d90bbe341508e29a4b5",
        "dark-high-contrast@3x": "sha256:bbbe5e5beefc62394546c39680745dbbc25e2f12ede3ba582bccde01654a2049",
        "dark@1x": "sha256:4de3b1dfbd771f35be454cabc59c7924f797929a2f4d68960412c13807252e68",
        "dark@2x": "sha256:7fb431ae52451a034964699d9207f6c8963efabb84508403fd844462a82a3e22",
        "dark@3x": "sha256:96490dc642f28f49718baccea0c22e39abc90d2cd4bb27b30d0c5ba809b337ac",
        "light-high-contrast@1x": "sha256:d527606a24d45e8ac4eff6dd5aaf5cc93813d3cc455f8ababbbf3a2f16281503",
        "light-high-contrast@2x": "sha256:6190eacc62a0d0a81852f5c835712e770477d524933e196316f0d7424eb726aa",
        "light-high-contrast@3x": "sha256:03212e5aaabe42ccc945d4c51fcc938871dbe08ec5a68646c64bd97115eac590",
        "light@1x": "sha256:d2d0c9bfb842d79b92d633ca2cb9222b16d0d62b117c0cf8b2481d683f157944",
        "light@2x": "sha256:5743d87da599f2663da8fac405e0392831405e5f900d0f4ad5a16edfcc54fd48",
        "light@3x": "sha256:eb2a11641343db1657d54a2c0596d141291665a70d18855ca3089347527fa5c5",
    ]

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
