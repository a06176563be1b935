import Foundation

/// A straight line across the plot: Swift Charts' `RuleMark`, 1 pt wide unless styled.
public struct RuleMark: PrimitiveChartContent {
    var record = MarkRecord(kind: .rule)

    /// A vertical rule at `x`, across the plot or between fixed heights in points.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.x = PlotEntry(x); record.fixedYStart = yStart; record.fixedYEnd = yEnd
    }
    /// A horizontal rule at `y`, across the plot or between fixed x positions in points.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        record.y = PlotEntry(y); record.fixedXStart = xStart; record.fixedXEnd = xEnd
    }
    /// A vertical rule at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.x = PlotEntry(x); record.yStart = PlotEntry(yStart); record.yEnd = PlotEntry(yEnd)
    }
    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record.xStart = PlotEntry(xStart); record.xEnd = PlotEntry(xEnd); record.y = PlotEntry(y)
    }

    /// Adds the rule.
    public func _collect(into collector: inout _ChartCollector) { collector.add(record) }
}
