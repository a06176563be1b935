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

/// A slice of a pie or donut: Swift Charts' `SectorMark` (iOS 17). Sectors share the circle in
/// proportion to `angle`, clockwise from 12 o'clock, in the order given.
public struct SectorMark: PrimitiveChartContent {
    var record = MarkRecord(kind: .sector)

    /// A sector whose angle is proportional to `angle`.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        record.angle = PlotEntry(angle).value.number ?? 0
        record.innerRadius = innerRadius; record.outerRadius = outerRadius; record.angularInset = angularInset
    }

    /// Adds the sector.
    public func _collect(into collector: inout _ChartCollector) { collector.add(record) }
}
