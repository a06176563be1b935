import Charts
import SwiftUI
import XCTest

/// Grid line and label colors as measured in jordibruin/Swift-Charts-Examples@5134bcf
/// screenTime.png (3x): grid rows (206,206,208), label ink darkest (138,138,142).
final class AxisStyleTests: XCTestCase {
    func testGridLinesAndLabelsHaveTheMeasuredColors() throws {
        try MainActor.assumeIsolated {
            let image = try renderChart(ToyBars(), name: "probe-style", scale: 3)
            // A column left of the first bar crosses the horizontal grid lines.
            let bars = image.runs(row: image.height - 110, systemBlue)
            guard let first = bars.first else { return XCTFail("no bars") }
            let x = first.0 - 12
            var darkest = 255
            for y in 40..<(image.height - 120) { darkest = min(darkest, image.rgb(x, y)[0]) }
            XCTAssertEqual(darkest, 206, accuracy: 4, "grid line gray")
            // The darkest label pixel.
            var ink = 255
            for y in 0..<image.height { for xx in (image.width - 60)..<image.width { ink = min(ink, image.rgb(xx, y)[0]) } }
            XCTAssertEqual(ink, 138, accuracy: 6, "secondary label gray")
        }
    }
}
