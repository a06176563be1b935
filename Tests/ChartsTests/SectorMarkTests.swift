import Charts
import Foundation
import SwiftUI
import XCTest

/// Sectors: clockwise from 12 o'clock, in proportion, in palette order
/// (0Itsuki0/SwiftChartsDemo@77842cd basicMarkDemo.png "Pie Graph": blue from the top, clockwise).
final class SectorMarkTests: XCTestCase {
    func testSectorAnglesFollowTheData() throws {
        try MainActor.assumeIsolated {
            let image = try renderChart(ExpenseDonut().chartLegend(.hidden), name: "probe-donut", width: 200, height: 200, scale: 1)
            let c = CGPoint(x: 110, y: 110), r = 80.0  // inner radius 60, outer 100
            func color(at degrees: Double) -> [Int] {
                let a = (degrees - 90) * .pi / 180
                return image.rgb(Int(c.x + r * cos(a)), Int(c.y + r * sin(a)))
            }
            func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 6 } }
            // 50 / 25 / 15 / 10 of 100: 0–180°, 180–270°, 270–324°, 324–360°.
            XCTAssertTrue(near(color(at: 90), systemBlue))
            XCTAssertTrue(near(color(at: 175), systemBlue))
            XCTAssertTrue(near(color(at: 185), systemGreen))
            XCTAssertTrue(near(color(at: 265), systemGreen))
            XCTAssertTrue(near(color(at: 297), systemOrange))
            XCTAssertTrue(near(color(at: 342), systemPurple))
            // The hole: inner radius 0.6 of 100.
            XCTAssertEqual(image.rgb(110, 110), [255, 255, 255])
            XCTAssertEqual(image.rgb(110, 110 - 55), [255, 255, 255])
        }
    }
}
