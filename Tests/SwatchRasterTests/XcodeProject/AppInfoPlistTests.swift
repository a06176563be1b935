import Foundation
@testable import SwatchXcodeProject
import XCTest

/// The app's Info.plist that `Bundle.main` reads in previews (issue 46), built from settings as
/// the sample's projects write them: Xcode 13+'s generated plist, an older app's own file with
/// `$(…)` references, and both together.
final class AppInfoPlistTests: XCTestCase {
    private func dictionary(_ plist: AppInfoPlist) throws -> [String: Any] {
        let data = Data(plist.xml.utf8)
        return try XCTUnwrap(PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
    }

    func testGeneratedFromBuildSettings() throws {
        let plist = AppInfoPlist(settings: [
            "GENERATE_INFOPLIST_FILE": "YES", "MARKETING_VERSION": "2.4", "CURRENT_PROJECT_VERSION": "17",
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)", "PRODUCT_NAME": "$(TARGET_NAME)",
            "INFOPLIST_KEY_CFBundleDisplayName": "Go Cycling", "INFOPLIST_KEY_UIRequiresFullScreen": "YES",
            "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
            "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft",
        ], targetName: "Go Cycling", sourceRoot: URL(fileURLWithPath: "/nonexistent"), developmentRegion: "en")
        let info = try dictionary(plist)
        XCTAssertEqual(info["CFBundleShortVersionString"] as? String, "2.4")
        XCTAssertEqual(info["CFBundleVersion"] as? String, "17")
        XCTAssertEqual(info["CFBundleName"] as? String, "Go Cycling")
        XCTAssertEqual(info["CFBundleExecutable"] as? String, "Go Cycling")
        XCTAssertEqual(info["CFBundleIdentifier"] as? String, "com.example.Go-Cycling", "rfc1034identifier turns the space into a hyphen")
        XCTAssertEqual(info["CFBundleDisplayName"] as? String, "Go Cycling")
        XCTAssertEqual(info["CFBundleDevelopmentRegion"] as? String, "en")
        XCTAssertEqual(info["CFBundlePackageType"] as? String, "APPL")
        XCTAssertEqual(info["UIRequiresFullScreen"] as? Bool, true)
        XCTAssertEqual(info["UISupportedInterfaceOrientations~ipad"] as? [String],
                       ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"])
        XCTAssertNil(info["UILaunchScreen_Generation"], "a _Generation setting asks for a structure, not a key")
        XCTAssertEqual(plist.warnings, [])
    }

    func testOwnFileWithReferencesAndGeneratedKeys() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("info-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let own: [String: Any] = ["CFBundleShortVersionString": "$(MARKETING_VERSION)", "APIBaseURL": "https://${API_HOST}/v1",
                                  "Fonts": ["UIAppFonts": ["Inter.ttf"]], "CFBundleVersion": "$(UNSET_SETTING)"]
        try PropertyListSerialization.data(fromPropertyList: own, format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("App/Info.plist"))
        let plist = AppInfoPlist(settings: ["INFOPLIST_FILE": "$(SRCROOT)/App/Info.plist", "MARKETING_VERSION": "1.0.3", "API_HOST": "api.example.com"],
                                 targetName: "Old", sourceRoot: folder, developmentRegion: nil)
        let info = try dictionary(plist)
        XCTAssertEqual(info["CFBundleShortVersionString"] as? String, "1.0.3")
        XCTAssertEqual(info["APIBaseURL"] as? String, "https://api.example.com/v1")
        XCTAssertEqual((info["Fonts"] as? [String: Any])?["UIAppFonts"] as? [String], ["Inter.ttf"])
        XCTAssertEqual(info["CFBundleVersion"] as? String, "", "a setting that is not set is empty, as in Xcode")
        XCTAssertNil(info["CFBundleExecutable"], "without GENERATE_INFOPLIST_FILE only the file's keys are there")

        let both = AppInfoPlist(settings: ["INFOPLIST_FILE": "App/Info.plist", "GENERATE_INFOPLIST_FILE": "YES", "MARKETING_VERSION": "5",
                                           "INFOPLIST_KEY_NSHumanReadableCopyright": "© 2026"],
                                targetName: "Both", sourceRoot: folder, developmentRegion: nil)
        let merged = try dictionary(both)
        XCTAssertEqual(merged["CFBundleShortVersionString"] as? String, "5")
        XCTAssertEqual(merged["CFBundleExecutable"] as? String, "Both")
        XCTAssertEqual(merged["NSHumanReadableCopyright"] as? String, "© 2026")
        XCTAssertEqual(merged["APIBaseURL"] as? String, "https:///v1")
    }

    func testMissingFileIsAWarningAndNoKeysWriteNothing() {
        let missing = AppInfoPlist(settings: ["INFOPLIST_FILE": "Missing/Info.plist"], targetName: "App",
                                   sourceRoot: URL(fileURLWithPath: "/nonexistent"), developmentRegion: nil)
        XCTAssertEqual(missing.warnings, ["INFOPLIST_FILE Missing/Info.plist: not found or not a property list, so Bundle.main has only the keys of the build settings"])
        XCTAssertEqual(missing.xml, "")
        let same = AppInfoPlist(settings: ["GENERATE_INFOPLIST_FILE": "YES", "MARKETING_VERSION": "1"], targetName: "A",
                                sourceRoot: URL(fileURLWithPath: "/"), developmentRegion: nil)
        XCTAssertEqual(same.xml, AppInfoPlist(settings: ["MARKETING_VERSION": "1", "GENERATE_INFOPLIST_FILE": "YES"], targetName: "A",
                                              sourceRoot: URL(fileURLWithPath: "/"), developmentRegion: nil).xml,
                       "the same settings write the same bytes")
    }

    func testExpandingReferences() {
        let values = ["A": "$(B)-x", "B": "${C}", "C": "c", "SELF": "$(SELF)"]
        XCTAssertEqual(AppInfoPlist.expand("$(A) $$ $(inherited) $(NOPE)", in: values), "c-x $$  ")
        XCTAssertEqual(AppInfoPlist.expand("$(SELF)", in: values), "", "a setting that refers to itself ends, empty")
        XCTAssertEqual(AppInfoPlist.expand("$(A:upper) $(C", in: values), "C-X $(C")
    }
}
