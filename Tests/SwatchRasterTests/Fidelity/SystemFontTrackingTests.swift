@testable import SwatchRaster
import XCTest

/// SF's size-specific tracking (Apple's HIG typography "Tracking values", iOS) applied to the
/// system font's stand-in (§7.2). Widths measured on iOS with the system font at 17 pt:
/// - "Hello": 38.814453125 pt (iOS 26.1 probe of UIFont advances, quoted in a public
///   OpenUIKit port's font-metrics notes);
/// - "This is a test string": 144.09326171875 pt (an XCTest asserting the
///   `NSAttributedString` size with `UIFont.systemFont(ofSize: 17)`).
final class SystemFontTrackingTests: XCTestCase {
    private func width(_ string: String) throws -> CGFloat {
        try layOut(Text(string).font(.system(size: 17))).frame.width
    }

    func testTrackedInterComesWithinOnePercentOfIOS() throws {
        guard SystemFontTracking.families.contains(FontSource.defaultFamily) else {
            throw XCTSkip("the system font here is \(FontSource.defaultFamily), not SF Pro or Inter")
        }
        for (string, ios) in [("Hello", 38.814453125), ("This is a test string", 144.09326171875)] {
            let ours = try width(string)
            XCTAssertEqual(ours, ios, accuracy: ios * 0.01, "\(string): ours \(ours), iOS \(ios)")
        }
    }

    func testTheTableFollowsHIGAndStopsAtTheDisplayCut() throws {
        let face = try FontLookup.face(family: FontSource.defaultFamily)
        guard SystemFontTracking.families.contains(face.familyName) else { throw XCTSkip("no SF stand-in") }
        XCTAssertEqual(SystemFontTracking.tracking(font: .body, face: face, size: 17), -0.43, accuracy: 1e-9)
        XCTAssertEqual(SystemFontTracking.tracking(font: .body, face: face, size: 12), 0, accuracy: 1e-9)
        XCTAssertEqual(SystemFontTracking.tracking(font: .body, face: face, size: 11), 0.06, accuracy: 1e-9)
        XCTAssertEqual(SystemFontTracking.tracking(font: .body, face: face, size: 34), 0, "display sizes are not tracked")
        XCTAssertEqual(SystemFontTracking.tracking(font: .body.monospaced(), face: face, size: 17), 0)
        XCTAssertEqual(SystemFontTracking.tracking(font: .custom("Inter", size: 17), face: face, size: 17), 0,
                       "a font named by the user is drawn as it is")
    }

    func testUserTrackingAddsToTheSystemTracking() throws {
        let plain = try width("Hello"), tracked = try layOut(Text("Hello").font(.system(size: 17)).tracking(2)).frame.width
        XCTAssertEqual(tracked - plain, 10, accuracy: 0.001)
    }
}
