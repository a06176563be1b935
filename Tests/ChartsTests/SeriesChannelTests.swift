import Charts
import SwiftUI
import XCTest

private let systemRed = [255, 59, 48]
private let systemCyan = [50, 173, 230]
private let systemYellow = [255, 204, 0]

/// Series told apart by color past the fourth, by dash, by symbol and by size, each
/// against what iOS draws (sources in `Legend` and `ChartStyle`).
final class SeriesChannelTests: XCTestCase {
    /// Seven colors, then blue again (iOS 18.3, Stack Overflow answer 79405781).
    func testPaletteHasSevenColorsThenRepeats() throws {
        try MainActor.assumeIsolated {
            let names = ["a", "b", "c", "d", "e", "f", "g", "h"]
            let chart = Chart(names, id: \.self) { name in
                BarMark(x: .value("Series", name), y: .value("Value", 10))
                    .foregroundStyle(by: .value("Series", name))
            }
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
            let image = try renderChart(chart, name: "probe-palette", width: 320, height: 100)
            let row = 60
            let expected = [systemBlue, systemGreen, systemOrange, systemPurple, systemRed, systemCyan, systemYellow, systemBlue]
            // Eight bands of 40 pt from x = 10; each bar is centred in its band.
            for (i, color) in expected.enumerated() {
                let x = 10 + 40 * i + 20
                XCTAssertTrue(image.matches(x, row, color), "bar \(i + 1) is \(color), got \(image.rgb(x, row))")
            }
        }
    }

    /// `lineStyle(by:)`: the first series solid, the second dashed 5.5 on 2 off, the third
    /// 9.5 on 2 off, all blue (0Itsuki0/SwiftChartsDemo@77842cd stylingDemo.png).
    func testLineStyleByDashesTheSecondAndThirdSeries() throws {
        try MainActor.assumeIsolated {
            let rows: [(String, Double)] = [("a", 30), ("b", 20), ("c", 10)]
            let chart = Chart {
                ForEach(rows, id: \.0) { row in
                    ForEach([0.0, 100.0], id: \.self) { x in
                        LineMark(x: .value("x", x), y: .value("y", row.1))
                            .lineStyle(by: .value("Series", row.0))
                    }
                }
            }
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
            .chartYScale(domain: 0...40)
            let image = try renderChart(chart, name: "probe-linestyle", width: 300, height: 120, scale: 1)
            func runs(value: Double) -> [(Int, Int)] {
                let y = 10 + Int((120 * (1 - value / 40)).rounded())
                let row = (y - 1...y + 1).max { image.runs(row: $0, systemBlue, tolerance: 40).reduce(0) { $0 + $1.1 } < image.runs(row: $1, systemBlue, tolerance: 40).reduce(0) { $0 + $1.1 } }!
                return image.runs(row: row, systemBlue, tolerance: 40)
            }
            let solid = runs(value: 30), short = runs(value: 20), long = runs(value: 10)
            XCTAssertEqual(solid.count, 1, "series a is one unbroken stroke")
            XCTAssertGreaterThan(solid.first?.1 ?? 0, 290)
            let shortDashes = short.dropFirst().dropLast()
            let longDashes = long.dropFirst().dropLast()
            XCTAssertGreaterThan(shortDashes.count, 30, "series b is dashed")
            XCTAssertGreaterThan(longDashes.count, 20, "series c is dashed")
            let meanShort = Double(shortDashes.map(\.1).reduce(0, +)) / Double(shortDashes.count)
            let meanLong = Double(longDashes.map(\.1).reduce(0, +)) / Double(longDashes.count)
            XCTAssertEqual(meanShort, 5.5, accuracy: 1)
            XCTAssertEqual(meanLong, 9.5, accuracy: 1)
            // The period is the dash and its 2 pt gap.
            let starts = Array(short.map(\.0))
            let period = Double(starts.last! - starts[1]) / Double(starts.count - 2)
            XCTAssertEqual(period, 7.5, accuracy: 0.3)
        }
    }

    /// The legend of `lineStyle(by:)` series shows 17 pt stroke samples, not dots.
    func testLineStyleLegendShowsStrokeSamples() throws {
        try MainActor.assumeIsolated {
            let chart = Chart {
                ForEach(["a", "b"], id: \.self) { name in
                    ForEach([0.0, 1.0], id: \.self) { x in
                        LineMark(x: .value("x", x), y: .value("y", name == "a" ? 1.0 : 2.0))
                            .lineStyle(by: .value("Series", name))
                    }
                }
            }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            let image = try renderChart(chart, name: "probe-linestyle-legend", width: 200, height: 100, scale: 1)
            // The lowest blue ink rows belong to the legend; the solid sample is one 17 px run.
            var sampleRow: Int?
            for y in stride(from: image.height - 1, to: image.height - 40, by: -1) where !image.runs(row: y, systemBlue, tolerance: 40).isEmpty { sampleRow = y; break }
            let row = try XCTUnwrap(sampleRow)
            let first = try XCTUnwrap(image.runs(row: row, systemBlue, tolerance: 40).first)
            XCTAssertEqual(first.0, 10, accuracy: 1, "at the chart's leading edge")
            XCTAssertEqual(first.1, 17, accuracy: 1, "a 17 pt solid sample")
        }
    }

    /// `chartLineStyleScale` maps a series to its stroke.
    func testChartLineStyleScaleSetsTheStroke() throws {
        try MainActor.assumeIsolated {
            let chart = Chart {
                ForEach([0.0, 1.0], id: \.self) { x in
                    LineMark(x: .value("x", x), y: .value("y", 1.0)).lineStyle(by: .value("Series", "thick"))
                }
            }
            .chartLineStyleScale(["thick": StrokeStyle(lineWidth: 8)])
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
            let image = try renderChart(chart, name: "probe-linestyle-scale", width: 200, height: 100, scale: 1)
            let column = image.runs(column: 100, systemBlue, tolerance: 40)
            XCTAssertEqual(column.count, 1)
            XCTAssertEqual(column.first?.1 ?? 0, 8, accuracy: 1, "an 8 pt stroke")
        }
    }

    /// `symbolSize(by:)` with `chartSymbolSizeScale` sizes each series' symbols by area, as
    /// `symbolSize(_:)` does: 16π square points is 8 pt across, 64π is 16 pt.
    func testSymbolSizeScaleSizesSymbolsByArea() throws {
        try MainActor.assumeIsolated {
            let chart = Chart {
                PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(by: .value("Size", "small"))
                PointMark(x: .value("x", 3), y: .value("y", 1)).symbolSize(by: .value("Size", "large"))
            }
            .chartSymbolSizeScale(["small": 16 * .pi, "large": 64 * .pi])
            .chartXScale(domain: 0...4).chartYScale(domain: 0...2)
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
            let image = try renderChart(chart, name: "probe-symbolsize", width: 200, height: 100, scale: 1)
            let row = 10 + 50
            let dots = image.runs(row: row, systemBlue, tolerance: 40)
            XCTAssertEqual(dots.count, 2)
            XCTAssertEqual(dots.first?.1 ?? 0, 8, accuracy: 1)
            XCTAssertEqual(dots.last?.1 ?? 0, 16, accuracy: 1)
        }
    }

    /// Line series get circle, square, triangle (iOS 18.3 `LineMark`s, Stack Overflow answer
    /// 79405781); point series circle, cross, triangle (basicMarkDemo.png "Grouping").
    func testLineSeriesSymbolsFollowTheLineOrder() throws {
        try MainActor.assumeIsolated {
            @MainActor func secondSymbolFillsBesideItsCentre<C: ChartContent>(_ content: C) throws -> Bool {
                let chart = Chart { content }
                    .chartXScale(domain: 0...4).chartYScale(domain: 0...2)
                    .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
                    .chartForegroundStyleScale(["one": Color.gray, "two": Color.green])
                let image = try renderChart(chart, name: "probe-symbol-order", width: 200, height: 100, scale: 4)
                // The second series' symbol is centred at x = 3, y = 1; 8 pt is 32 px at 4x.
                let cx = 4 * (10 + 150), cy = 4 * (10 + 50)
                XCTAssertTrue(image.matches(cx, cy, systemGreen, tolerance: 30), "a symbol at the point")
                // 3.5 pt left of the centre: inside a square, between a cross's arms.
                return image.matches(cx - 14, cy, systemGreen, tolerance: 30)
            }
            let lines = try secondSymbolFillsBesideItsCentre(ForEach(["one", "two"], id: \.self) { name in
                LineMark(x: .value("x", name == "one" ? 1 : 3), y: .value("y", 1), series: .value("s", name))
                    .foregroundStyle(by: .value("s", name)).symbol(by: .value("s", name))
            })
            XCTAssertTrue(lines, "the second line symbol is a square")
            let points = try secondSymbolFillsBesideItsCentre(ForEach(["one", "two"], id: \.self) { name in
                PointMark(x: .value("x", name == "one" ? 1 : 3), y: .value("y", 1))
                    .foregroundStyle(by: .value("s", name)).symbol(by: .value("s", name))
            })
            XCTAssertFalse(points, "the second point symbol is a cross")
        }
    }

    /// A dictionary literal mixing symbol types compiles against Apple's
    /// `KeyValuePairs<DataValue, any ChartSymbolShape>` form (as in stylingDemo's source).
    func testSymbolScaleAcceptsMixedShapes() throws {
        try MainActor.assumeIsolated {
            let chart = Chart {
                PointMark(x: .value("x", 1), y: .value("y", 1)).symbol(by: .value("s", "a"))
                PointMark(x: .value("x", 3), y: .value("y", 1)).symbol(by: .value("s", "c"))
            }
            .chartSymbolScale([
                "a": .triangle,
                "b": .asterisk,
                "c": .circle.strokeBorder(lineWidth: 2),
            ])
            .chartXScale(domain: 0...4).chartYScale(domain: 0...2)
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
            let image = try renderChart(chart, name: "probe-symbol-mixed", width: 200, height: 100, scale: 4)
            let cx = 4 * (10 + 150), cy = 4 * (10 + 50)
            XCTAssertFalse(image.matches(cx, cy, systemBlue, tolerance: 40), "the stroked circle is hollow")
            XCTAssertTrue(image.runs(row: cy, systemBlue, tolerance: 40).count >= 3, "the triangle and the ring's two sides")
        }
    }
}
