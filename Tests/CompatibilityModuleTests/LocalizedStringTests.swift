import SwiftUI
@testable import SwatchRaster
import XCTest

// `String(localized:)`: 49 of the usage sample's 2,556 files call it, and Linux's Foundation
// lacks it (coverage/foundation-on-linux.md). Without a translation the interpolated text is
// the value, as on iOS.
final class LocalizedStringTests: XCTestCase {
    func testInterpolatedValuesAreFilledInWithoutATranslation() {
        let count = 3
        XCTAssertEqual(String(localized: "You have \(count) trips"), "You have 3 trips")
        XCTAssertEqual(String(localized: "Done"), "Done")
        XCTAssertEqual(String(localized: "Saved 100% of \("Lisbon")"), "Saved 100% of Lisbon")
        XCTAssertEqual(String(localized: "greeting.title", defaultValue: "Hello, \("Ana")"), "Hello, Ana")
        let resource: LocalizedStringResource = "Welcome back"
        XCTAssertEqual(String(localized: resource), "Welcome back")
    }

    func testTheKeyUsesApplesFormatSpecifiers() {
        let value: String.LocalizationValue = "\(2) of \(3.5) in \("Kyoto")"
        XCTAssertEqual(value.key, "%lld of %lf in %@")
    }
}
