@testable import SwatchXcodeProject
import XCTest

/// Which app targets count as iOS apps (issue 46): the real-app sample had a multiplatform
/// target with `SDKROOT = auto` and only a device family (jordibruin/Swift-Charts-Examples),
/// which was refused as "no iOS application target".
final class AppTargetPlatformTests: XCTestCase {
    func testPlatformSettings() {
        XCTAssertTrue(AppTarget.buildsForiOS(["SDKROOT": "iphoneos"]))
        XCTAssertTrue(AppTarget.buildsForiOS(["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"]))
        XCTAssertTrue(AppTarget.buildsForiOS(["SDKROOT": "auto", "TARGETED_DEVICE_FAMILY": "1,2"]))
        XCTAssertTrue(AppTarget.buildsForiOS(["SDKROOT": "auto", "TARGETED_DEVICE_FAMILY": "2"]))
        XCTAssertFalse(AppTarget.buildsForiOS(["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "macosx", "TARGETED_DEVICE_FAMILY": "1,2"]))
        XCTAssertFalse(AppTarget.buildsForiOS(["SDKROOT": "macosx", "TARGETED_DEVICE_FAMILY": "1"]))
        XCTAssertFalse(AppTarget.buildsForiOS(["SDKROOT": "auto"]))
        XCTAssertFalse(AppTarget.buildsForiOS(["SDKROOT": "watchos", "TARGETED_DEVICE_FAMILY": "4"]))
    }
}
