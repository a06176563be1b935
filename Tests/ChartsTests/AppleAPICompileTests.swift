import Charts
import SwiftUI
import XCTest

// Chart code written the way Apple's documentation and app code write it: each view must
// compile unchanged against this module (the test is that this file builds) and render.

private struct Pancake { let name: String; let sales: Int }
private let pancakes = [Pancake(name: "Cachapa", sales: 916), Pancake(name: "Injera", sales: 850), Pancake(name: "Crêpe", sales: 802)]

private struct TupleData: View {
    let data = [(name: "Cachapa", sales: 9631), (name: "Crêpe", sales: 6959), (name: "Injera", sales: 4891)]
    var body: some View {
        Chart(data, id: \.name) { name, sales in
            SectorMark(angle: .value("Value", sales))
                .foregroundStyle(by: .value("Product category", name))
        }
    }
}

private struct EnumeratedLine: View {
    let numbers: [Double] = [10, 80, 55, 20, 8, 85]
    var body: some View {
        Chart {
            ForEach(Array(numbers.enumerated()), id: \.offset) { index, value in
                LineMark(x: .value("Index", index), y: .value("Value", value))
            }
        }
    }
}

/// Views and marks side by side: `ForEach` of views still means the engine's in a file that
/// imports Charts (the two `ForEach` types, ARCHITECTURE §2.12).
private struct ViewsBesideCharts: View {
    let names = ["a", "b"]
    var body: some View {
        VStack {
            ForEach(names, id: \.self) { Text($0) }
            ForEach(0..<2) { i in Text("\(i)") }
            Chart { ForEach(names, id: \.self) { BarMark(x: .value("N", $0), y: .value("V", 1)) } }
        }
    }
}

private enum Status: String, Plottable { case active = "Active", inactive = "Inactive" }

private struct Everything: View {
    @State private var selected: String?
    let days: [Date] = (0..<7).map { SampleData.date(2024, 3, 1 + $0) }
    var body: some View {
        VStack {
            Chart {
                ForEach(pancakes, id: \.name) { p in
                    BarMark(x: .value("Name", p.name), y: .value("Sales", p.sales), width: .ratio(0.5))
                        .foregroundStyle(.pink.gradient)
                        .cornerRadius(6)
                        .annotation(position: .top, alignment: .center, spacing: 2) { Text("\(p.sales)").font(.caption) }
                        .accessibilityLabel(p.name)
                        .accessibilityValue("\(p.sales) sold")
                }
                RuleMark(y: .value("Average", 850))
                    .foregroundStyle(.gray)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
                BarMark(xStart: .value("Start", 1), xEnd: .value("End", 2), y: .value("Job", "A"))
                BarMark(x: .value("Job", "B"), yStart: .value("Start", 10), yEnd: .value("End", 20))
                RuleMark(x: .value("Name", "Injera"), yStart: .value("Low", 100), yEnd: .value("High", 200))
                PointMark(x: .value("Name", "Crêpe"), y: .value("Sales", 700))
                    .symbol(.triangle)
                    .symbolSize(100)
                    .foregroundStyle(by: .value("Status", Status.active))
                    .symbol(by: .value("Status", Status.active))
                RectangleMark(x: .value("Name", "Cachapa"), y: .value("Sales", 400), width: 20, height: 10)
                    .opacity(0.4)
                    .zIndex(1)
                    .offset(x: 2, y: -2)
            }
            .chartYScale(domain: 0...1000)
            .chartXAxis {
                AxisMarks(values: .automatic) { _ in
                    AxisGridLine(centered: true)
                    AxisTick()
                    AxisValueLabel()
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: .stride(by: 250)) { value in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5))
                    AxisValueLabel(format: Decimal.FormatStyle.Currency(code: "USD"))
                }
            }
            .chartLegend(position: .top, alignment: .center, spacing: 8)
            .chartPlotStyle { plot in plot.background(Color.gray.opacity(0.1)).border(Color.gray, width: 1) }
            .chartOverlay { proxy in
                GeometryReader { geo in
                    if let x = proxy.position(forX: "Injera"), let frame = proxy.plotFrame {
                        Rectangle().fill(.red).frame(width: 2).offset(x: geo[frame].origin.x + x)
                    }
                }
            }
            .chartBackground { proxy in Color.clear.onAppear { _ = proxy.plotSize } }
            .chartXSelection(value: $selected)
            .chartScrollableAxes(.horizontal)

            Chart {
                ForEach(days, id: \.self) { day in
                    AreaMark(x: .value("Day", day, unit: .day), y: .value("Steps", 4000 + 500 * Double(days.firstIndex(of: day)!)))
                        .interpolationMethod(.monotone)
                        .foregroundStyle(by: .value("Kind", "Walk"))
                    AreaMark(x: .value("Day", day, unit: .day), yStart: .value("Min", 1000), yEnd: .value("Max", 2000))
                    LineMark(x: .value("Day", day, unit: .day), y: .value("Goal", 6000), series: .value("Series", "Goal"))
                        .lineStyle(by: .value("Series", "Goal"))
                        .interpolationMethod(.stepCenter)
                }
            }
            .chartForegroundStyleScale(["Walk": Color.green, "Run": Color.orange])
            .chartSymbolScale(["Walk": BasicChartSymbolShape.circle, "Run": .square])
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                }
            }
            .chartYAxis(.hidden)
            .chartLegend(.hidden)

            Chart(pancakes, id: \.name) { p in
                BarMark(x: .value("Sales", p.sales), stacking: .normalized)
                    .foregroundStyle(by: .value("Name", p.name))
            }
            .chartXAxis(.hidden)
            .chartXScale(domain: 0...3000, range: .plotDimension(endPadding: 8))
            .chartForegroundStyleScale(domain: ["Cachapa", "Injera", "Crêpe"], range: [Color.red, .blue, .green])
            .chartForegroundStyleScale(domain: .automatic, range: [Color.accentColor, .red])
            .chartForegroundStyleScale(range: Gradient(colors: [.yellow, .blue]))
            .chartForegroundStyleScale(domain: 0...100, range: Gradient(colors: [.white, .green]))
            .chartForegroundStyleScale(mapping: { (name: String) in name == "Injera" ? Color.orange : Color.gray })
            .chartSymbolScale(domain: ["Cachapa"], range: [BasicChartSymbolShape.diamond])
            .chartYAxisLabel("kWh", position: .leading)
            .chartLegend(position: .bottom, spacing: 8)

            TupleData()
            ViewsBesideCharts()
            EnumeratedLine()
                .chartYScale(domain: .automatic(includesZero: false))
                .chartYAxis { AxisMarks(values: .automatic(desiredCount: 3)) }
        }
    }
}

final class AppleAPICompileTests: XCTestCase {
    func testDocumentedUsageCompilesAndRenders() throws {
        try MainActor.assumeIsolated {
            let image = try renderChart(Everything(), name: "api-everything", width: 340, height: 900, scale: 1)
            XCTAssertEqual(image.width, 360)
        }
    }
}
