import Charts
import Foundation
import SwiftUI
import XCTest

// Charts written the way app code writes them (these are our own, not copied from any
// repository), rendered by the tests, and written to $CHARTS_RENDER_DIR when it is set so
// they can be compared with iOS screenshots outside the repository.

struct Toy: Identifiable {
    let name: String
    let count: Int
    var id: String { name }
}

/// Three bars, 0–7: iOS rounds the y axis to 0…8 in steps of 2.
struct ToyBars: View {
    let toys = [Toy(name: "Cube", count: 5), Toy(name: "Sphere", count: 2), Toy(name: "Pyramid", count: 7)]
    var body: some View {
        Chart(toys) { toy in
            BarMark(x: .value("Shape", toy.name), y: .value("Count", toy.count))
        }
    }
}

struct Sale: Identifiable {
    let day: Date
    let amount: Double
    let city: String
    var id: String { "\(city)\(day)" }
}

enum SampleData {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    static func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h))!
    }

    static let sales: [Sale] = (0..<10).flatMap { i -> [Sale] in
        let day = date(2024, 5, 1 + i)
        return [Sale(day: day, amount: Double([3, 5, 4, 6, 8, 7, 5, 6, 9, 7][i]), city: "Cupertino"),
                Sale(day: day, amount: Double([2, 3, 5, 4, 3, 5, 6, 4, 5, 6][i]), city: "San Francisco")]
    }
}

/// Stacked bars with a legend.
struct StackedBars: View {
    var body: some View {
        Chart(SampleData.sales) { s in
            BarMark(x: .value("Day", s.day, unit: .day), y: .value("Sales", s.amount))
                .foregroundStyle(by: .value("City", s.city))
        }
    }
}

/// Two series of lines with symbols.
struct CityLines: View {
    var body: some View {
        Chart {
            ForEach(SampleData.sales) { s in
                LineMark(x: .value("Day", s.day, unit: .day), y: .value("Sales", s.amount))
                    .foregroundStyle(by: .value("City", s.city))
                    .symbol(by: .value("City", s.city))
                    .interpolationMethod(.catmullRom)
            }
            RuleMark(y: .value("Goal", 7))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [3, 5]))
                .annotation(position: .trailing, alignment: .leading) { Text("goal").font(.caption2).foregroundStyle(.red) }
        }
    }
}

struct Expense: Identifiable {
    let name: String
    let amount: Double
    var id: String { name }
}

/// A donut.
struct ExpenseDonut: View {
    let expenses = [Expense(name: "Rent", amount: 50), Expense(name: "Food", amount: 25), Expense(name: "Travel", amount: 15), Expense(name: "Other", amount: 10)]
    var body: some View {
        Chart(expenses) { e in
            SectorMark(angle: .value("Amount", e.amount), innerRadius: .ratio(0.6), angularInset: 1.5)
                .foregroundStyle(by: .value("Category", e.name))
        }
    }
}

/// Points with a stacked area behind them, a ranged bar, a rectangle.
struct MixedMarks: View {
    var body: some View {
        Chart {
            ForEach(SampleData.sales) { s in
                AreaMark(x: .value("Day", s.day, unit: .day), y: .value("Sales", s.amount))
                    .foregroundStyle(by: .value("City", s.city))
                    .opacity(0.5)
                PointMark(x: .value("Day", s.day, unit: .day), y: .value("Sales", s.amount))
                    .foregroundStyle(by: .value("City", s.city))
            }
            RectangleMark(xStart: .value("Start", SampleData.date(2024, 5, 3)), xEnd: .value("End", SampleData.date(2024, 5, 5)), yStart: .value("Low", 1), yEnd: .value("High", 4))
                .foregroundStyle(.gray.opacity(0.3))
        }
    }
}

/// Horizontal bars with categories on y.
struct HorizontalBars: View {
    let toys = [Toy(name: "Cube", count: 5), Toy(name: "Sphere", count: 2), Toy(name: "Pyramid", count: 7)]
    var body: some View {
        Chart(toys) { toy in
            BarMark(x: .value("Count", toy.count), y: .value("Shape", toy.name))
                .cornerRadius(4)
                .annotation(position: .trailing) { Text("\(toy.count)").font(.caption2) }
        }
    }
}

/// Renders `view` at `size` and `scale`, writing it to $CHARTS_RENDER_DIR/`name`.png if set.
@MainActor
func renderChart<V: View>(_ view: V, name: String, width: CGFloat = 340, height: CGFloat = 200, scale: CGFloat = 1) throws -> RasterImage {
    let renderer = ImageRenderer(content: view.frame(width: width, height: height).padding(10).background(Color.white))
    renderer.scale = scale
    let image = try renderer.render()
    if let dir = ProcessInfo.processInfo.environment["CHARTS_RENDER_DIR"] {
        try image.writePNG(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
    }
    return image
}

struct Plan: Identifiable {
    let title: String
    let share: Double
    var id: String { title }
}

/// A pie of three shares, as a subscription screen would show one.
struct PlanPie: View {
    var inner: MarkDimension = .automatic
    var inset: CGFloat? = nil
    var showsPercent = false
    let plans = [Plan(title: "Annual", share: 0.7), Plan(title: "Monthly", share: 0.2), Plan(title: "Lifetime", share: 0.1)]
    var body: some View {
        Chart(plans) { plan in
            SectorMark(angle: .value("Share", plan.share), innerRadius: inner, angularInset: inset)
                .foregroundStyle(by: .value("Plan", plan.title))
                .annotation(position: .overlay) {
                    if showsPercent { Text("\(Int(plan.share * 100))%").font(.caption.bold()).foregroundStyle(.white) }
                }
        }
    }
}

/// Screen time in one day, by hour and category, over a day-long x domain.
struct HourlyUsage: View {
    struct Slot: Identifiable { let hour: Int; let minutes: Double; let kind: String; var id: String { "\(hour)\(kind)" } }
    let slots: [Slot] = [(0, 25, "Social"), (0, 33, "Other"), (1, 16, "Social"), (6, 12, "Social"), (7, 32, "Social"), (7, 3, "Entertainment"),
                         (12, 35, "Social"), (15, 38, "Social"), (16, 27, "Social"), (16, 20, "Entertainment"), (20, 17, "Social"), (20, 13, "Entertainment"),
                         (21, 17, "Productivity"), (22, 28, "Social")].map { Slot(hour: $0.0, minutes: $0.1, kind: $0.2) }
    var body: some View {
        Chart(slots) { s in
            BarMark(x: .value("Hour", SampleData.date(2022, 6, 20, s.hour), unit: .hour), y: .value("Minutes", s.minutes * 60))
                .foregroundStyle(by: .value("Category", s.kind))
        }
        .chartXScale(domain: SampleData.date(2022, 6, 20)...SampleData.date(2022, 6, 21))
        .chartYAxis {
            AxisMarks(values: [0.0, 1800, 3600]) { value in
                AxisGridLine()
                AxisValueLabel("\(Int(value.as(Double.self)! / 60))m")
            }
        }
    }
}
