import Charts
import SwiftUI
import XCTest

/// One page with every mark type, as our own charts draw them: written to
/// $CHARTS_RENDER_DIR/charts-gallery.png (the copy in docs/images comes from here).
struct ChartsGallery: View {
    private struct Tile<C: View>: View {
        let title: String
        @ViewBuilder let chart: C
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text(title).font(.headline)
                chart.frame(height: 170)
            }
            .padding(12)
            .background(Color.white)
        }
    }

    private struct Grouped: View {
        var body: some View {
            Chart(SampleData.sales.prefix(8)) { s in
                BarMark(x: .value("Day", s.day, unit: .day), y: .value("Sales", s.amount))
                    .foregroundStyle(by: .value("City", s.city))
                    .position(by: .value("City", s.city))
            }
        }
    }

    private struct Ranges: View {
        var body: some View {
            Chart(0..<6, id: \.self) { i in
                BarMark(x: .value("Month", ["Jan", "Feb", "Mar", "Apr", "May", "Jun"][i]), yStart: .value("Low", Double(2 + i % 3)), yEnd: .value("High", Double(8 + i % 4)), width: .fixed(10))
                    .clipShape(Capsule())
                    .foregroundStyle(.pink.gradient)
                RuleMark(y: .value("Target", 7))
                    .foregroundStyle(.gray)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
                    .annotation(position: .top, alignment: .leading) { Text("target").font(.caption2).foregroundStyle(.secondary) }
            }
        }
    }

    private struct Scatter: View {
        var body: some View {
            Chart(0..<24, id: \.self) { i in
                PointMark(x: .value("Weight", 1 + Double(i % 8) * 0.9), y: .value("Height", 3 + Double((i * 7) % 11)))
                    .foregroundStyle(by: .value("Group", ["a", "b", "c"][i % 3]))
                    .symbol(by: .value("Group", ["a", "b", "c"][i % 3]))
            }
        }
    }

    private struct Heat: View {
        var body: some View {
            Chart(0..<20, id: \.self) { i in
                RectangleMark(x: .value("Col", "\(i % 5)"), y: .value("Row", "r\(i / 5)"))
                    .foregroundStyle(by: .value("Value", Double((i * 13) % 17)))
            }
            .chartForegroundStyleScale(range: Gradient(colors: [.blue, .yellow, .red]))
        }
    }

    var body: some View {
        Grid(horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow { Tile(title: "BarMark") { ToyBars() }; Tile(title: "BarMark, stacked by date") { StackedBars() } }
            GridRow { Tile(title: "BarMark, position(by:)") { Grouped() }; Tile(title: "BarMark, horizontal") { HorizontalBars() } }
            GridRow { Tile(title: "LineMark, RuleMark, annotation") { CityLines() }; Tile(title: "AreaMark, PointMark, RectangleMark") { MixedMarks() } }
            GridRow { Tile(title: "SectorMark (pie)") { PlanPie() }; Tile(title: "SectorMark (donut), annotations") { PlanPie(inner: .ratio(0.618), inset: 1.5, showsPercent: true) } }
            GridRow { Tile(title: "BarMark yStart/yEnd, clipShape") { Ranges() }; Tile(title: "PointMark, symbol(by:)") { Scatter() } }
            GridRow { Tile(title: "RectangleMark heat map") { Heat() }; Tile(title: "Date bars, custom axis") { HourlyUsage() } }
        }
        .padding(8)
        .background(Color(white: 0.93))
    }
}

final class GalleryTests: XCTestCase {
    func testGalleryRendersEveryMarkType() throws {
        try MainActor.assumeIsolated {
            let renderer = ImageRenderer(content: ChartsGallery().frame(width: 760))
            renderer.scale = 2
            let image = try renderer.render()
            XCTAssertEqual(image.width, 1520)
            if let dir = ProcessInfo.processInfo.environment["CHARTS_RENDER_DIR"] {
                try image.writePNG(to: URL(fileURLWithPath: dir).appendingPathComponent("charts-gallery.png"))
                let dark = try ImageRenderer(content: CityLines().frame(width: 340, height: 200).padding(10), appearance: .dark, scale: 2, background: .black).render()
                try dark.writePNG(to: URL(fileURLWithPath: dir).appendingPathComponent("charts-dark.png"))
            }
        }
    }
}
