import Charts
import SwiftUI
import XCTest

/// `chartOverlay` gets a proxy whose positions land on the marks.
final class ChartProxyTests: XCTestCase {
    func testOverlayLineLandsOnTheBarCenter() throws {
        try MainActor.assumeIsolated {
            let chart = ToyBars()
                .chartOverlay { proxy in
                    GeometryReader { geo in
                        if let x = proxy.position(forX: "Sphere"), let y = proxy.position(forY: 2) {
                            let origin = geo[proxy.plotAreaFrame].origin
                            Rectangle().fill(Color.red)
                                .frame(width: 2, height: 2)
                                .position(x: origin.x + x, y: origin.y + y - 20)
                        }
                    }
                }
            let image = try renderChart(chart, name: "probe-proxy", scale: 1)
            let bars = image.runs(row: image.height - 50, systemBlue)
            guard bars.count == 3 else { return XCTFail("bars: \(bars)") }
            let center = bars[1].0 + bars[1].1 / 2
            let sphereTop = image.runs(column: center, systemBlue).first!.0
            let red = [255, 59, 48]
            var hits: [(Int, Int)] = []
            for y in 0..<image.height { for x in 0..<image.width where image.matches(x, y, red, tolerance: 40) { hits.append((x, y)) } }
            XCTAssertFalse(hits.isEmpty, "the overlay drew")
            let hx = Double(hits.map(\.0).reduce(0, +)) / Double(hits.count), hy = Double(hits.map(\.1).reduce(0, +)) / Double(hits.count)
            XCTAssertEqual(hx, Double(center), accuracy: 1.5, "x of the category's middle")
            XCTAssertEqual(hy, Double(sphereTop - 20), accuracy: 1.5, "y of the value 2, the bar's top")
        }
    }
}
