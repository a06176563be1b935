import Foundation

/// A filled area: Swift Charts' `AreaMark`. Areas of several series at the same x stack.
public struct AreaMark: PrimitiveChartContent {
    var record = MarkRecord(kind: .area)

    /// A point of an area from zero (or the series below) to `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        record.x = PlotEntry(x); record.y = PlotEntry(y); record.stacking = stacking
    }
    /// A point of the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {
        record.x = PlotEntry(x); record.y = PlotEntry(y); record.stacking = stacking
        record.series = Legend.key(series.plot)
    }
    /// A point of a band between `yStart` and `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = PlotEntry(x); record.yStart = PlotEntry(yStart); record.yEnd = PlotEntry(yEnd)
    }
    /// A point of a band between `yStart` and `yEnd`, in `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
        record.x = PlotEntry(x); record.yStart = PlotEntry(yStart); record.yEnd = PlotEntry(yEnd)
        record.series = Legend.key(series.plot)
    }
    /// A point of a horizontal band between `xStart` and `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.xStart = PlotEntry(xStart); record.xEnd = PlotEntry(xEnd); record.y = PlotEntry(y)
    }

    /// Adds the point.
    public func _collect(into collector: inout _ChartCollector) { collector.add(record) }
}
