import SwiftUI
import XCTest

/// An app file that imports SwiftUI alone formats a measurement as on iOS 15: the format style,
/// its usages and `Text(_:format:)`, which applies the environment's locale (en_US by default).
final class SwiftUIMeasurementFormatStyleTests: XCTestCase {
    /// 5 km on a road in en_US is "3.1 mi" (CLDR's US road preference, as Apple's is).
    func testRoadDistanceWithSwiftUIImportedAlone() throws {
        let length = Measurement(value: 5, unit: UnitLength.kilometers)
        let usage: MeasurementFormatUnitUsage<UnitLength> = .road
        XCTAssertEqual(length.formatted(.measurement(width: .abbreviated, usage: usage).locale(Locale(identifier: "en_US"))), "3.1 mi")
        XCTAssertFalse(length.formatted(.measurement(width: .abbreviated, usage: .road)).isEmpty)
        try MainActor.assumeIsolated {
            let formatted = try ImageRenderer(content: Text(length, format: .measurement(width: .abbreviated, usage: .road))).render().pixelHash
            XCTAssertEqual(formatted, try ImageRenderer(content: Text("3.1 mi")).render().pixelHash)
        }
    }
}
