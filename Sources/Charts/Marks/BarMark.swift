import Foundation

/// A bar: Swift Charts' `BarMark`. Vertical when x is a category or date bin, horizontal when
/// y is; bars that share a position stack unless grouped with `position(by:)`.
public struct BarMark: PrimitiveChartContent {
    var record = MarkRecord(kind: .bar)

    /// A bar at `x` reaching to `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.x = PlotEntry(x); record.y = PlotEntry(y)
        record.width = width; record.height = height; record.stacking = stacking
    }
    /// A bar at `x` spanning `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record.x = PlotEntry(x); record.yStart = PlotEntry(yStart); record.yEnd = PlotEntry(yEnd)
        record.width = width
    }
    /// A horizontal bar at `y` spanning `xStart`…`xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record.xStart = PlotEntry(xStart); record.xEnd = PlotEntry(xEnd); record.y = PlotEntry(y)
        record.height = height
    }
    /// A bar at `x` filling the plot's height, or the fixed span given in points.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.x = PlotEntry(x); record.fixedYStart = yStart; record.fixedYEnd = yEnd
        record.width = width; record.stacking = stacking
    }
    /// A bar at `y` filling the plot's width, or the fixed span given in points.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record.y = PlotEntry(y); record.fixedXStart = xStart; record.fixedXEnd = xEnd
        record.height = height; record.stacking = stacking
    }
    /// A horizontal interval across the plot's height (a one-dimensional bar).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.xStart = PlotEntry(xStart); record.xEnd = PlotEntry(xEnd)
        record.fixedYStart = yStart; record.fixedYEnd = yEnd
    }
    /// A vertical interval across the plot's width.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.yStart = PlotEntry(yStart); record.yEnd = PlotEntry(yEnd)
        record.fixedXStart = xStart; record.fixedXEnd = xEnd
    }
    /// A bar spanning intervals on both axes.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.xStart = PlotEntry(xStart); record.xEnd = PlotEntry(xEnd)
        record.yStart = PlotEntry(yStart); record.yEnd = PlotEntry(yEnd)
    }
    /// A one-dimensional bar from zero to `x`, stacked with the others.
    public init<X: Plottable>(x: PlottableValue<X>, stacking: MarkStackingMethod = .standard) {
        record.x = PlotEntry(x); record.stacking = stacking
    }

    /// Adds the bar.
    public func _collect(into collector: inout _ChartCollector) { collector.add(record) }
}
