import Foundation

/// Everything the `chart…` view modifiers set, read by the `Chart` below them through the
/// environment (so a modifier on a stack of charts applies to each, as on iOS).
struct ChartConfiguration {
    var xDomain: _DomainSpec?
    var yDomain: _DomainSpec?
    var xRange: _RangeSpec?
    var yRange: _RangeSpec?
    var xAxis: _AxisSpec?
    var yAxis: _AxisSpec?
    var xAxisVisibility: Visibility = .automatic
    var yAxisVisibility: Visibility = .automatic
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    var legendContent: AnyView?
    var styleScale: [(String, AnyShapeStyle)]?
    var styleRange: [AnyShapeStyle]?
    /// The colors of a gradient range, for number-valued series (heat maps).
    var styleGradient: [Color]?
    /// The values a gradient range spans, when the domain is given.
    var styleValueDomain: ClosedRange<Double>?
    /// A function from a series' primitive value to its style (`mapping:`).
    var styleMapping: ((Any) -> AnyShapeStyle?)?
    var symbolScale: [(String, AnyChartSymbolShape)]?
    /// `chartLineStyleScale`: strokes by series, as pairs or a function.
    var lineStyleScale: [(String, StrokeStyle)]?
    var lineStyleMapping: ((Any) -> StrokeStyle?)?
    var lineStyleRange: [StrokeStyle]?
    /// `chartSymbolSizeScale`: symbol areas by series, as pairs or a function.
    var symbolSizeScale: [(String, CGFloat)]?
    var symbolSizeMapping: ((Any) -> CGFloat?)?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var overlays: [(Alignment, (ChartProxy) -> AnyView)] = []
    var backgrounds: [(Alignment, (ChartProxy) -> AnyView)] = []
}

struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    nonisolated func chartConfig(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}
