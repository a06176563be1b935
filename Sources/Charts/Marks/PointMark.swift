import Foundation

/// A symbol at a point: Swift Charts' `PointMark`.
public struct PointMark: PrimitiveChartContent {
    var record = MarkRecord(kind: .point)

    /// A point at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = PlotEntry(x); record.y = PlotEntry(y)
    }
    /// A point at `x`, at a fixed height in points (the plot's middle when nil).
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        record.x = PlotEntry(x); record.fixedYStart = y
    }
    /// A point at `y`, at a fixed x in points (the plot's middle when nil).
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        record.y = PlotEntry(y); record.fixedXStart = x
    }

    /// Adds the point.
    public func _collect(into collector: inout _ChartCollector) { collector.add(record) }
}
