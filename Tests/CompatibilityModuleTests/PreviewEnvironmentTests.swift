import Foundation
@testable import SwatchPreviewRunner
import XCTest

/// The runner tells the process it renders previews as Xcode's canvas does, so libraries take
/// their preview paths (swift-dependencies' `previewValue`s), and a caller's own setting wins.
final class PreviewEnvironmentTests: XCTestCase {
    override func tearDown() {
        unsetenv(PreviewEnvironment.runningForPreviews)
    }

    func testTheRunnerMarksItsProcessAsXcodesCanvasDoes() {
        unsetenv("XCODE_RUNNING_FOR_PREVIEWS")
        XCTAssertNil(ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"])
        PreviewEnvironment.markAsPreviews()
        XCTAssertEqual(ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"], "1")
    }

    func testACallersOwnSettingIsKept() {
        setenv("XCODE_RUNNING_FOR_PREVIEWS", "0", 1)
        PreviewEnvironment.markAsPreviews()
        XCTAssertEqual(ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"], "0")
    }
}
