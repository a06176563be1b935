import Foundation

/// Series keys and the palette and symbols they get.
enum Legend {
    /// A series value as the key and legend label.
    static func key(_ value: PlotValue) -> String {
        switch value {
        case .category(let s): return s
        case .number(let v): return PlotValue.numberLabel(v)
        case .date(let d): return AxisFormatting.dateLabel(d, unit: .day)
        }
    }

    /// The default palette: seven colors, then again from blue. The first four measured as
    /// (0,122,255), (52,199,89), (255,149,0), (175,82,222) in jordibruin/Swift-Charts-Examples@5134bcf
    /// oneDimensionalBar.png, which sets no scale; the seven and the cycle as observed on
    /// iOS 18.3 with eight series (Stack Overflow answer 79405781, "How to fully reproduce
    /// default styling of Swift Charts").
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

    /// The default point symbols, in order: circle, cross, triangle (0Itsuki0/SwiftChartsDemo@77842cd
    /// basicMarkDemo.png "Grouping" and jordibruin/Swift-Charts-Examples scatter.png, both
    /// `PointMark`s); the rest not measured.
    static let symbols: [BasicChartSymbolShape] = [.circle, .cross, .triangle, .square, .diamond, .pentagon, .plus, .asterisk]

    /// The default symbols of `LineMark` series: circle, square, triangle, diamond, pentagon,
    /// then again (iOS 18.3 with eight `LineMark` series, Stack Overflow answer 79405781).
    static let lineSymbols: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// The default strokes of `lineStyle(by:)`: solid, then dashes 5.5 on 2 off, then 9.5 on
    /// 2 off, all 2 pt (0Itsuki0/SwiftChartsDemo@77842cd stylingDemo.png "lineStyle(by:)", at
    /// about 1 px per pt — its 8 pt legend dots are 8 px across: runs of 5.6/1.9 px and
    /// 9.4/1.9 px along the lines). A fourth series and later repeat them (not measured).
    static let lineStyles: [StrokeStyle] = [
        StrokeStyle(lineWidth: ChartStyle.lineWidth, lineCap: .round, lineJoin: .round),
        StrokeStyle(lineWidth: ChartStyle.lineWidth, lineJoin: .round, dash: [5.5, 2]),
        StrokeStyle(lineWidth: ChartStyle.lineWidth, lineJoin: .round, dash: [9.5, 2]),
    ]
}

/// The series of one chart and what each looks like.
struct SeriesStyles {
    var styleKeys: [String] = []
    var symbolKeys: [String] = []
    var styleScale: [(String, AnyShapeStyle)]?
    var styleRange: [AnyShapeStyle]?
    var symbolScale: [(String, AnyChartSymbolShape)]?
    var lineStyleKeys: [String] = []
    var lineStyleScale: [(String, StrokeStyle)]?
    var lineStyleMapping: ((Any) -> StrokeStyle?)?
    var lineStyleRange: [StrokeStyle]?
    var symbolSizeKeys: [String] = []
    var symbolSizeScale: [(String, CGFloat)]?
    var symbolSizeMapping: ((Any) -> CGFloat?)?
    /// Whether the symbol series are lines' (their default symbols differ from points').
    var symbolsOnLines = false
    var gradient: [Color]?
    var valueRange: ClosedRange<Double>?
    var mapping: ((Any) -> AnyShapeStyle?)?
    var styleNumbers: [String: Double] = [:]

    init(marks: [MarkRecord], config: ChartConfiguration) {
        gradient = config.styleGradient
        mapping = config.styleMapping
        let values = marks.compactMap(\.styleValue)
        if let lo = values.min(), let hi = values.max() { valueRange = config.styleValueDomain ?? lo...hi }
        for m in marks { if let k = m.styleKey, let v = m.styleValue { styleNumbers[k] = v } }
        styleScale = config.styleScale
        styleRange = config.styleRange
        symbolScale = config.symbolScale
        lineStyleScale = config.lineStyleScale
        lineStyleMapping = config.lineStyleMapping
        lineStyleRange = config.lineStyleRange
        symbolSizeScale = config.symbolSizeScale
        symbolSizeMapping = config.symbolSizeMapping
        if let scale = styleScale { styleKeys = scale.map(\.0) }
        if let scale = lineStyleScale { lineStyleKeys = scale.map(\.0) }
        if let scale = symbolSizeScale { symbolSizeKeys = scale.map(\.0) }
        var symbolMarks = 0, symbolLines = 0
        for m in marks {
            if let k = m.styleKey, !styleKeys.contains(k) { styleKeys.append(k) }
            if let k = m.symbolKey {
                if !symbolKeys.contains(k) { symbolKeys.append(k) }
                symbolMarks += 1
                if m.kind == .line { symbolLines += 1 }
            }
            if let k = m.lineStyleKey, !lineStyleKeys.contains(k) { lineStyleKeys.append(k) }
            if let k = m.symbolSizeKey, !symbolSizeKeys.contains(k) { symbolSizeKeys.append(k) }
        }
        symbolsOnLines = symbolMarks > 0 && symbolLines == symbolMarks
    }

    /// The series the legend lists: colors first, then symbols, dashes and sizes that add
    /// series of their own, each once, in the order the data first shows them.
    var legendKeys: [String] {
        var keys = styleKeys
        for k in symbolKeys + lineStyleKeys + symbolSizeKeys where !keys.contains(k) { keys.append(k) }
        return keys
    }

    /// The stroke of a `lineStyle(by:)` series: the chart's scale, else the default order.
    func lineStyle(for key: String) -> StrokeStyle {
        if let scale = lineStyleScale, let s = scale.first(where: { $0.0 == key }) { return s.1 }
        if let mapping = lineStyleMapping, let s = mapping(key) { return s }
        let i = lineStyleKeys.firstIndex(of: key) ?? 0
        if let range = lineStyleRange, !range.isEmpty { return range[i % range.count] }
        return Legend.lineStyles[i % Legend.lineStyles.count]
    }

    /// The symbol size of a `symbolSize(by:)` series, when the chart maps it (an area in
    /// square points, as `symbolSize(_:)` takes); nil leaves the default size.
    func symbolSize(for key: String) -> CGSize? {
        var area: CGFloat?
        if let scale = symbolSizeScale, let s = scale.first(where: { $0.0 == key }) { area = s.1 }
        else if let mapping = symbolSizeMapping { area = mapping(key) }
        guard let area, area > 0 else { return nil }
        let side = (area * 4 / .pi).squareRoot()
        return CGSize(width: side, height: side)
    }

    func style(for key: String) -> AnyShapeStyle {
        if let scale = styleScale, let s = scale.first(where: { $0.0 == key }) { return s.1 }
        if let mapping, let s = mapping(styleNumbers[key].map { $0 as Any } ?? key) { return s }
        // A series named only by symbols or dashes keeps the default blue, as on iOS
        // (stylingDemo.png "lineStyle(by:)": three dashes, all blue).
        guard let i = styleKeys.firstIndex(of: key) else { return AnyShapeStyle(Legend.palette[0]) }
        if let range = styleRange, !range.isEmpty { return range[i % range.count] }
        return AnyShapeStyle(Legend.palette[i % Legend.palette.count])
    }

    func symbol(for key: String) -> AnyChartSymbolShape {
        if let scale = symbolScale, let s = scale.first(where: { $0.0 == key }) { return s.1 }
        let i = symbolKeys.firstIndex(of: key) ?? 0
        let order = symbolsOnLines ? Legend.lineSymbols : Legend.symbols
        return AnyChartSymbolShape(order[i % order.count])
    }

    /// The color at `value` along the gradient, between the smallest and largest value.
    /// Without a gradient range, number-valued series run from blue at 15 % to blue, as
    /// 0Itsuki0/SwiftChartsDemo@77842cd basicMarkDemo.png's heat map legend does
    /// ((210,230,255) at its light end, (126,181,255) midway, (0,123,255) at the dark end).
    func continuous(_ value: Double) -> AnyShapeStyle? {
        guard let range = valueRange else { return nil }
        let t = range.upperBound == range.lowerBound ? 0 : (value - range.lowerBound) / (range.upperBound - range.lowerBound)
        guard let colors = gradient, colors.count > 1 else {
            guard styleRange == nil, styleScale == nil else { return nil }
            return AnyShapeStyle(Legend.palette[0].opacity(0.15 + 0.85 * max(0, min(1, t))))
        }
        let position = max(0, min(1, t)) * Double(colors.count - 1)
        let i = min(Int(position), colors.count - 2)
        return AnyShapeStyle(colors[i].mix(with: colors[i + 1], by: position - Double(i), in: .device))
    }

    /// The mark's paint: its own style, else its series' color, else blue.
    func style(of mark: MarkRecord) -> AnyShapeStyle {
        if let s = mark.style { return s }
        if let v = mark.styleValue, let c = continuous(v) { return c }
        if let k = mark.styleKey { return style(for: k) }
        return AnyShapeStyle(Legend.palette[0])
    }
}
