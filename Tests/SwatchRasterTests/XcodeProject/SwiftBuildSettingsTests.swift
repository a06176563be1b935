import Foundation
@testable import SwatchXcodeProject
import XCTest

/// The Xcode build settings the package copies (issue 46), read as Xcode writes them in the
/// 30-app sample's projects.
final class SwiftBuildSettingsTests: XCTestCase {
    func testSettingsAsRealProjectsWriteThem() {
        let settings = SwiftBuildSettings([
            "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited) TARGET_APP",
            "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor",
            "SWIFT_APPROACHABLE_CONCURRENCY": "YES",
            "SWIFT_UPCOMING_FEATURE_CONCISE_MAGIC_FILE": "YES",
            "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY": "YES",
            "SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY": "NO",
            "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS": "YES",
        ])
        XCTAssertEqual(settings.compilationConditions, ["DEBUG", "TARGET_APP"])
        XCTAssertTrue(settings.defaultIsolationMainActor)
        XCTAssertEqual(settings.upcomingFeatures, ["BareSlashRegexLiterals", "ConciseMagicFile", "DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability",
                                                   "InferIsolatedConformances", "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"])
        XCTAssertTrue(settings.assetSymbolExtensions)

        let plain = SwiftBuildSettings(["SWIFT_ACTIVE_COMPILATION_CONDITIONS": ["$(inherited)", "DEBUG"]])
        XCTAssertEqual(plain.compilationConditions, ["DEBUG"])
        XCTAssertFalse(plain.defaultIsolationMainActor)
        XCTAssertEqual(plain.upcomingFeatures, ["BareSlashRegexLiterals"], "Xcode enables /regex/ literals unless told not to")
        XCTAssertEqual(SwiftBuildSettings(["SWIFT_ENABLE_BARE_SLASH_REGEX": "NO"]).upcomingFeatures, [])
        XCTAssertEqual(SwiftBuildSettings(["SWIFT_VERSION": "6.0"]).upcomingFeatures, [], "Swift 6 has them already")
        XCTAssertFalse(plain.assetSymbolExtensions, "absent means no extensions, as Xcode does")
    }
}
