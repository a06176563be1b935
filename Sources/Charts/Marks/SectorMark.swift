import Foundation

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
