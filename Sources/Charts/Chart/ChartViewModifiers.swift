import Foundation

extension View {
    /// Sets the x scale's domain (numbers, dates or categories).
    nonisolated public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        chartScale(\.xDomain, \.xRange, domain: domain._domain, range: nil)
    }
    /// Sets the x scale's domain and range.
    nonisolated public func chartXScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        chartScale(\.xDomain, \.xRange, domain: domain._domain, range: range._range)
    }
    /// Sets the x scale's range.
    nonisolated public func chartXScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        chartScale(\.xDomain, \.xRange, domain: nil, range: range._range)
    }
    /// Sets the x scale's type (linear, date and category are drawn; others as linear).
    nonisolated public func chartXScale(type: ScaleType? = nil) -> some View { chartConfig { _ in } }
    /// Sets the y scale's domain.
    nonisolated public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        chartScale(\.yDomain, \.yRange, domain: domain._domain, range: nil)
    }
    /// Sets the y scale's domain and range.
    nonisolated public func chartYScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        chartScale(\.yDomain, \.yRange, domain: domain._domain, range: range._range)
    }
    /// Sets the y scale's range.
    nonisolated public func chartYScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        chartScale(\.yDomain, \.yRange, domain: nil, range: range._range)
    }
    /// Sets the y scale's type.
    nonisolated public func chartYScale(type: ScaleType? = nil) -> some View { chartConfig { _ in } }

    /// Replaces the x axis's marks.
    nonisolated public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        chartAxis(\.xAxis, content())
    }
    /// Shows or hides the x axis.
    nonisolated public func chartXAxis(_ visibility: Visibility) -> some View { chartConfig { $0.xAxisVisibility = visibility } }
    /// Replaces the y axis's marks.
    nonisolated public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        chartAxis(\.yAxis, content())
    }
    /// Shows or hides the y axis.
    nonisolated public func chartYAxis(_ visibility: Visibility) -> some View { chartConfig { $0.yAxisVisibility = visibility } }

    /// One scale's domain and range: the x and y modifiers differ only in the key paths.
    nonisolated private func chartScale(_ domainPath: WritableKeyPath<ChartConfiguration, _DomainSpec?>,
                            _ rangePath: WritableKeyPath<ChartConfiguration, _RangeSpec?>,
                            domain: _DomainSpec?, range: _RangeSpec?) -> some View {
        chartConfig { configuration in
            if let domain { configuration[keyPath: domainPath] = domain }
            if let range { configuration[keyPath: rangePath] = range }
        }
    }

    /// One axis's marks, collected from the builder's content.
    nonisolated private func chartAxis<C: AxisContent>(_ path: WritableKeyPath<ChartConfiguration, _AxisSpec?>, _ content: C) -> some View {
        var spec = _AxisSpec()
        content._collect(into: &spec)
        return chartConfig { [spec] in $0[keyPath: path] = spec }
    }
    /// Titles the x axis; accepted, not drawn (where iOS places the title is not measured).
    nonisolated public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View { chartConfig { _ in } }
    /// Titles the x axis; accepted, not drawn.
    nonisolated public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { chartConfig { _ in } }
    /// Titles the x axis with a string; accepted, not drawn.
    nonisolated public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { chartConfig { _ in } }
    /// Titles the y axis; accepted, not drawn (where iOS places the title is not measured).
    nonisolated public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View { chartConfig { _ in } }
    /// Titles the y axis; accepted, not drawn.
    nonisolated public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { chartConfig { _ in } }
    /// Titles the y axis with a string; accepted, not drawn.
    nonisolated public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { chartConfig { _ in } }

    /// Shows or hides the legend.
    nonisolated public func chartLegend(_ visibility: Visibility) -> some View { chartConfig { $0.legendVisibility = visibility } }
    /// Places the legend (below the chart, leading, by default).
    nonisolated public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfig { $0.legendPosition = position; $0.legendAlignment = alignment; $0.legendSpacing = spacing }
    }
    /// Replaces the legend with your own view.
    nonisolated public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return chartConfig { $0.legendPosition = position; $0.legendAlignment = alignment; $0.legendSpacing = spacing; $0.legendContent = view }
    }

    /// Maps series values to styles, in the order given (also the legend's order).
    nonisolated public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { (Legend.key(PlotValue($0.key)), AnyShapeStyle($0.value)) }
        return chartConfig { $0.styleScale = pairs }
    }
    /// Maps the domain's values to the range's styles: categories to styles in order; a number
    /// range along the styles as a gradient.
    nonisolated public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View where Range.VisualValue: ShapeStyle {
        let spec = domain._domain
        let styles = range._visualValues.map { AnyShapeStyle($0) }
        let colors = range._visualValues.compactMap { $0 as? Color }
        return chartConfig { config in
            switch spec.kind {
            case .values(let values):
                config.styleScale = zip(values, styles).map { (Legend.key($0.0), $0.1) }
            case .range(let lo, let hi):
                config.styleRange = styles
                if colors.count == styles.count { config.styleGradient = colors }
                if let a = lo.number, let b = hi.number { config.styleValueDomain = a...b }
            case .automatic:
                config.styleRange = styles
                if colors.count == styles.count, range is Gradient { config.styleGradient = colors }
            }
        }
    }
    /// Sets the series values and their order; styles come from the default palette.
    nonisolated public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain._domain
        return chartConfig { config in
            if case .values(let values) = spec.kind {
                config.styleScale = values.enumerated().map { (Legend.key($0.element), AnyShapeStyle(Legend.palette[$0.offset % Legend.palette.count])) }
            }
        }
    }
    /// Styles series with the range's styles in turn instead of the default palette; a
    /// `Gradient` also colors number-valued series by where they fall between the smallest and
    /// largest value.
    nonisolated public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View where Range.VisualValue: ShapeStyle {
        let styles = range._visualValues.map { AnyShapeStyle($0) }
        let colors = range._visualValues.compactMap { $0 as? Color }
        let isGradient = range is Gradient
        return chartConfig { config in
            config.styleRange = styles
            if isGradient { config.styleGradient = colors }
        }
    }
    /// Maps the domain's values to styles with your function.
    nonisolated public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View where Domain.Element: Plottable {
        let pairs = domain.map { (Legend.key(PlotValue($0)), AnyShapeStyle(mapping($0))) }
        return chartConfig { $0.styleScale = pairs }
    }
    /// Maps each series value to a style with your function.
    nonisolated public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        chartConfig { $0.styleMapping = { key in (key as? DataValue.PrimitivePlottable).flatMap { DataValue(primitivePlottable: $0) }.map { AnyShapeStyle(mapping($0)) } } }
    }
    /// Sets the style scale's type; accepted.
    nonisolated public func chartForegroundStyleScale(type: ScaleType? = nil) -> some View { chartConfig { _ in } }
    /// Maps series values to symbols.
    nonisolated public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { (Legend.key(PlotValue($0.key)), AnyChartSymbolShape($0.value)) }
        return chartConfig { $0.symbolScale = pairs }
    }
    /// Maps the domain's values to the range's symbols, in order.
    nonisolated public func chartSymbolScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View where Range.VisualValue: ChartSymbolShape {
        let spec = domain._domain
        let symbols = range._visualValues.map { AnyChartSymbolShape($0) }
        return chartConfig { config in
            if case .values(let values) = spec.kind { config.symbolScale = zip(values, symbols).map { (Legend.key($0.0), $0.1) } }
        }
    }
    /// Sets the symbol scale's values and order; accepted.
    nonisolated public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain) -> some View { chartConfig { _ in } }
    /// Styles the plot area (its background, border, …).
    nonisolated public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfig { $0.plotStyle = { AnyView(content($0)) } }
    }
    /// Draws `content` above the chart, with a proxy that converts values to positions.
    nonisolated public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfig { $0.overlays.append((alignment, { AnyView(content($0)) })) }
    }
    /// Draws `content` behind the chart, with a proxy.
    nonisolated public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfig { $0.backgrounds.append((alignment, { AnyView(content($0)) })) }
    }

    /// Binds the selected x value; a still draws the unselected state.
    nonisolated public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { chartConfig { _ in } }
    /// Binds the selected x range; a still draws the unselected state.
    nonisolated public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { chartConfig { _ in } }
    /// Binds the selected y value; a still draws the unselected state.
    nonisolated public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { chartConfig { _ in } }
    /// Binds the selected y range; a still draws the unselected state.
    nonisolated public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { chartConfig { _ in } }
    /// Binds the selected angle value; a still draws the unselected state.
    nonisolated public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { chartConfig { _ in } }
    /// Makes axes scrollable; a still shows the start.
    nonisolated public func chartScrollableAxes(_ axes: Axis.Set) -> some View { chartConfig { _ in } }
    /// The visible x length of a scrolling chart; inert.
    nonisolated public func chartXVisibleDomain<P: Plottable>(length: P) -> some View { chartConfig { _ in } }
    /// The visible y length of a scrolling chart; inert.
    nonisolated public func chartYVisibleDomain<P: Plottable>(length: P) -> some View { chartConfig { _ in } }
    /// The scroll position of a scrolling chart; inert.
    nonisolated public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { chartConfig { _ in } }
    /// The initial scroll position; inert.
    nonisolated public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { chartConfig { _ in } }
    /// Scroll snapping; inert.
    nonisolated public func chartScrollTargetBehavior<B>(_ behavior: B) -> some View { chartConfig { _ in } }
}

/// The plot area handed to `chartPlotStyle`: Swift Charts' `ChartPlotContent`. It is the
/// plot's grid and marks, so a background goes behind them and a corner radius or clip
/// shape clips them, as on iOS.
public struct ChartPlotContent: View {
    let content: AnyView
    /// The grid and marks.
    public var body: some View { content }
}
