import Foundation

/// A line through points: Swift Charts' `LineMark`. Marks of one series (the `series:` value,
/// or the value of `foregroundStyle(by:)`) join into one line, 2 pt wide.
public struct LineMark: PrimitiveChartContent {
    var record = MarkRecord(kind: .line)

    /// A point of a line.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record.x = PlotEntry(x); record.y = PlotEntry(y)
    }
    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        record.x = PlotEntry(x); record.y = PlotEntry(y)
        record.series = Legend.key(series.plot)
    }

    /// Adds the point.
    public func _collect(into collector: inout _ChartCollector) { collector.add(record) }
}
