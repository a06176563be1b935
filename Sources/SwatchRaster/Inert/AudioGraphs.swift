import Foundation

// Audio graphs (Apple's Accessibility framework, with SwiftUI's `accessibilityChartDescriptor`):
// chart code describes its data for VoiceOver with these types. A still has no VoiceOver, so
// they only hold what they are given. On iOS they reach a file through `import SwiftUI` alone
// (SwiftUI re-exports Accessibility), and real chart code declares them in files that import
// only SwiftUI (jordibruin/Swift-Charts-Examples' ChartType.swift), so they are the engine's,
// not the Charts module's (docs/ARCHITECTURE.md §2.12).

/// An axis of an audio graph: Accessibility's `AXDataAxisDescriptor`.
public protocol AXDataAxisDescriptor {
    /// The axis title.
    var title: String { get set }
}

/// A numeric axis: Accessibility's `AXNumericDataAxisDescriptor`.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// The axis title.
    public var title: String
    /// The values the axis spans.
    public var range: ClosedRange<Double>
    /// Where grid lines are.
    public var gridlinePositions: [Double]
    /// Describes a value in words.
    public var valueDescriptionProvider: (Double) -> String
    /// An axis over `range`.
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title; self.range = range; self.gridlinePositions = gridlinePositions; self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// A category axis: Accessibility's `AXCategoricalDataAxisDescriptor`.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    /// The axis title.
    public var title: String
    /// The categories, in order.
    public var categoryOrder: [String]
    /// An axis of categories.
    public init(title: String, categoryOrder: [String]) { self.title = title; self.categoryOrder = categoryOrder }
}

/// One data point: Accessibility's `AXDataPoint`.
public final class AXDataPoint {
    /// The x value, numeric or categorical.
    public var xNumericValue: Double?
    /// The x category.
    public var xCategoryValue: String?
    /// The y value.
    public var yValue: Double?
    /// A spoken label.
    public var label: String?
    /// A point with a numeric x.
    public init(x: Double, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) { xNumericValue = x; yValue = y; self.label = label }
    /// A point with a category x.
    public init(x: String, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) { xCategoryValue = x; yValue = y; self.label = label }

    /// An extra value of a point: Accessibility's `AXDataPoint.Value`.
    public enum Value {
        /// A number.
        case number(Double)
        /// A category.
        case category(String)
    }
}

/// One series: Accessibility's `AXDataSeriesDescriptor`.
public final class AXDataSeriesDescriptor {
    /// The series name.
    public var name: String?
    /// Whether the series is a continuous line.
    public var isContinuous: Bool
    /// The points.
    public var dataPoints: [AXDataPoint]
    /// A series of points.
    public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) { self.name = name; self.isContinuous = isContinuous; self.dataPoints = dataPoints }
}

/// An audio graph: Accessibility's `AXChartDescriptor`.
public final class AXChartDescriptor {
    /// The title.
    public var title: String?
    /// A summary.
    public var summary: String?
    /// The x axis.
    public var xAxis: any AXDataAxisDescriptor
    /// The y axis.
    public var yAxis: AXNumericDataAxisDescriptor?
    /// Further axes.
    public var additionalAxes: [any AXDataAxisDescriptor]
    /// The series.
    public var series: [AXDataSeriesDescriptor]
    /// A descriptor of the given axes and series.
    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
        self.title = title; self.summary = summary; self.xAxis = xAxis; self.yAxis = yAxis; self.additionalAxes = additionalAxes; self.series = series
    }
}

/// A type that describes a chart for audio graphs: SwiftUI's `AXChartDescriptorRepresentable`.
public protocol AXChartDescriptorRepresentable {
    /// Makes the descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Updates the descriptor when data changes.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    /// Nothing to update by default.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

extension View {
    /// Gives VoiceOver an audio graph of the chart; inert in a still.
    nonisolated public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View { self }
}
