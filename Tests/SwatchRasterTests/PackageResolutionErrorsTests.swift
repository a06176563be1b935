import SwatchXcodeProject
import XCTest

/// The dependency each of SwiftPM's resolution errors says cannot be had, as the sample apps
/// printed them on a machine that reaches GitHub only through local copies.
final class PackageResolutionErrorsTests: XCTestCase {
    func testEachErrorNamesTheDependencyThatCannotBeHad() {
        let lines: [(String, String?)] = [
            ("error: Failed to clone repository https://github.com/SvenTiigi/YouTubePlayerKit.git:", "youtubeplayerkit"),
            ("error: could not find a branch named ‘develop’ in /tmp/work/.mirrors/rrroyal+IndicatorsKit/IndicatorsKit", "indicatorskit"),
            ("error: 'unsplashprovider': Couldn’t check out revision ‘0d1f’", "unsplashprovider"),
            ("error: Dependencies could not be resolved because no versions of 'rtt_sdk' match the requirement 0.2.0..<1.0.0 and 'conference' depends on 'rtt_sdk' 0.2.0..<1.0.0.", "rtt_sdk"),
            ("error: the package does not build: cannot find 'Store' in scope", nil),
        ]
        for (line, expected) in lines {
            XCTAssertEqual(PackageResolutionErrors.unreachableDependency(in: line), expected, line)
        }
    }

    /// A missing branch is read with its name and the copy's path, in either quoting.
    func testAMissingBranchIsReadWithTheCopysPath() {
        let curly = PackageResolutionErrors.missingBranch(in: "error: could not find a branch named ‘tca-migration’ in /tmp/w/.mirrors/m+c/composable-core-location")
        XCTAssertEqual(curly?.branch, "tca-migration")
        XCTAssertEqual(curly?.location, "/tmp/w/.mirrors/m+c/composable-core-location")
        let straight = PackageResolutionErrors.missingBranch(in: "error: could not find a branch named 'develop' in /m/IndicatorsKit")
        XCTAssertEqual(straight?.branch, "develop")
        XCTAssertEqual(straight?.location, "/m/IndicatorsKit")
        XCTAssertNil(PackageResolutionErrors.missingBranch(in: "error: could not find a tag named ‘1.0’ in /m/x"))
    }
}
