@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// The default sheet's pixel hashes in every appearance at @1x, @2x and @3x. These change
/// only on purpose: a commit that changes one says why in its message.
final class GoldenHashTests: XCTestCase {
    static let golden: [String: String] = [
        "dark-high-contrast@1x": "sha256:6e251a2d40624aaf108a9e0f7bb2f03beaf0107b493b2c0679b3d5599ecccc51",
        "dark-high-contrast@2x": "sha256:ba7b27958dcf06e979482056c69f9fdc04c6887f5480438ff7456dcfb2bbf59d",
        "dark-high-contrast@3x": "sha256:f0dc0c06ea27df5c0f7edc2784994118c9897a20477c2d02fb20ac777c967d97",
        "dark@1x": "sha256:42453d12a2568d685be0e7781c7dffe216a89dca7a180082dfa699e93c203fb3",
        "dark@2x": "sha256:c00d9fcbfbe521db4a9ec2cce523a6496990de0f72fa2cf76795c31c8022eb99",
        "dark@3x": "sha256:6b73bcd459bac44e5218810c96444f8fcab0a00fdd1abe97b4cedf804819fca0",
        "light-high-contrast@1x": "sha256:f73bd249fab4c68bec63a45cc75f213916c545ec89ad8315f89b733ceafe1ee2",
        "light-high-contrast@2x": "sha256:dd2c12a03f232255324ef2e3d5d5ae528027b281cff15469cac76f80be3e5ea6",
        "light-high-contrast@3x": "sha256:08a57d579a93a2cbda46d17ceebefa84f860191aec078f48908554037ef653e4",
        "light@1x": "sha256:a8fcf6258d07cfbd4111c5390c783a06d7608eba2b262cbb0453f14146a78761",
        "light@2x": "sha256:568c643f1648fe6729abaf218859f32dd1e9529724755578278214d50b8a4987",
        "light@3x": "sha256:fd2cd2d27db7d75f581fd0a78cd3d7fad00d2a5775c0fb796ce1ff1322650a66",
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
