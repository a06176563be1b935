import Foundation

/// The scales of the series channels other than color: line styles, symbol sizes and the
/// existential forms of the symbol scale. Each records pairs or a function in the chart's
/// configuration; `SeriesStyles` reads them.
extension View {
    /// Maps series values to strokes, in the order given (also the legend's order).
    nonisolated public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        let pairs = mapping.map { (Legend.key(PlotValue($0.key)), $0.value) }
        return chartConfig { $0.lineStyleScale = pairs }
    }
    /// Maps the domain's values to strokes with your function.
    nonisolated public func chartLineStyleScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle) -> some View where Domain.Element: Plottable {
        let pairs = domain.map { (Legend.key(PlotValue($0)), mapping($0)) }
        return chartConfig { $0.lineStyleScale = pairs }
    }
    /// Maps each series value to a stroke with your function.
    nonisolated public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> some View {
        chartConfig { $0.lineStyleMapping = { key in SeriesScale.value(key, as: DataValue.self).map(mapping) } }
    }
    /// Maps the domain's categories to the range's strokes, in order.
    nonisolated public func chartLineStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View where Range.VisualValue == StrokeStyle {
        let pairs = SeriesScale.pairs(domain, range._visualValues)
        return chartConfig { $0.lineStyleScale = pairs }
    }
    /// Strokes series with the range's strokes in turn.
    nonisolated public func chartLineStyleScale<Range: ScaleRange>(range: Range) -> some View where Range.VisualValue == StrokeStyle {
        let strokes = range._visualValues
        return chartConfig { $0.lineStyleRange = strokes }
    }

    /// Maps series values to symbol areas in square points, in the order given.
    nonisolated public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> some View {
        let pairs = mapping.map { (Legend.key(PlotValue($0.key)), $0.value) }
        return chartConfig { $0.symbolSizeScale = pairs }
    }
    /// Maps each series value to a symbol area with your function.
    nonisolated public func chartSymbolSizeScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> CGFloat) -> some View {
        chartConfig { $0.symbolSizeMapping = { key in SeriesScale.value(key, as: DataValue.self).map(mapping) } }
    }
    /// Maps the domain's values to symbol areas with your function.
    nonisolated public func chartSymbolSizeScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> CGFloat) -> some View where Domain.Element: Plottable {
        let pairs = domain.map { (Legend.key(PlotValue($0)), mapping($0)) }
        return chartConfig { $0.symbolSizeScale = pairs }
    }
    /// Maps the domain's categories to the range's symbol areas, in order.
    nonisolated public func chartSymbolSizeScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View where Range.VisualValue == CGFloat {
        let pairs = SeriesScale.pairs(domain, range._visualValues)
        return chartConfig { $0.symbolSizeScale = pairs }
    }

    /// Maps series values to symbols of any shape type, in the order given: the form a
    /// dictionary literal mixing `.triangle` and `.circle.strokeBorder(…)` compiles to.
    nonisolated public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>) -> some View {
        let pairs = mapping.map { (Legend.key(PlotValue($0.key)), SeriesScale.erase($0.value)) }
        return chartConfig { $0.symbolScale = pairs }
    }
}

/// Helpers shared by the series scales.
enum SeriesScale {
    /// An existential symbol opened into the type-erased one the chart draws.
    static func erase(_ shape: any ChartSymbolShape) -> AnyChartSymbolShape { open(shape) }
    private static func open<S: ChartSymbolShape>(_ shape: S) -> AnyChartSymbolShape { AnyChartSymbolShape(shape) }

    /// The domain's categories paired with the range's values, in order; a domain that is not
    /// a list of values maps nothing.
    static func pairs<Domain: ScaleDomain, V>(_ domain: Domain, _ values: [V]) -> [(String, V)]? {
        guard case .values(let keys) = domain._domain.kind else { return nil }
        return zip(keys, values).map { (Legend.key($0.0), $0.1) }
    }

    /// A legend key back as the series' data value, for `mapping:` functions (string and
    /// number series).
    static func value<D: Plottable>(_ key: Any, as type: D.Type) -> D? {
        if let d = key as? D { return d }
        guard let s = key as? String else { return nil }
        if let p = s as? D.PrimitivePlottable { return D(primitivePlottable: p) }
        if let n = Double(s), let p = n as? D.PrimitivePlottable { return D(primitivePlottable: p) }
        if let n = Int(s), let p = n as? D.PrimitivePlottable { return D(primitivePlottable: p) }
        return nil
    }
}
