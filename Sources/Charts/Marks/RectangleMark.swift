import Foundation

/// A rectangle: Swift Charts' `RectangleMark` (heat maps, highlighted ranges).
public struct RectangleMark: PrimitiveChartContent {
    var record = MarkRecord(kind: .rectangle)

    /// A rectangle centered on (`x`, `y`), 70% of the band (or 20 pt) in each direction.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        record.x = PlotEntry(x); record.y = PlotEntry(y); record.width = width; record.height = height
    }
    /// A rectangle spanning intervals on both axes.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.xStart = PlotEntry(xStart); record.xEnd = PlotEntry(xEnd)
        record.yStart = PlotEntry(yStart); record.yEnd = PlotEntry(yEnd)
    }
    /// A rectangle spanning `xStart`…`xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record.xStart = PlotEntry(xStart); record.xEnd = PlotEntry(xEnd); record.y = PlotEntry(y); record.height = height
    }
    /// A rectangle spanning `yStart`…`yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        record.x = PlotEntry(x); record.yStart = PlotEntry(yStart); record.yEnd = PlotEntry(yEnd); record.width = width
    }
    /// A horizontal band between `xStart` and `xEnd`, across the plot or a fixed height.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        record.xStart = PlotEntry(xStart); record.xEnd = PlotEntry(xEnd); record.fixedYStart = yStart; record.fixedYEnd = yEnd
    }
    /// A vertical band between `yStart` and `yEnd`, across the plot or a fixed width.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record.yStart = PlotEntry(yStart); record.yEnd = PlotEntry(yEnd); record.fixedXStart = xStart; record.fixedXEnd = xEnd
    }
    /// A rectangle at `x` across the plot's height, or a fixed span.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        record.x = PlotEntry(x); record.fixedYStart = yStart; record.fixedYEnd = yEnd; record.width = width
    }
    /// A rectangle at `y` across the plot's width, or a fixed span.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        record.y = PlotEntry(y); record.fixedXStart = xStart; record.fixedXEnd = xEnd; record.height = height
    }

    /// Adds the rectangle.
    public func _collect(into collector: inout _ChartCollector) { collector.add(record) }
}
