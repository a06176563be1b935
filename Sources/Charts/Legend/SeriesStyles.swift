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

    /// The default palette, in order: blue, green, orange, purple (measured as (0,122,255),
    /// (52,199,89), (255,149,0), (175,82,222) in jordibruin/Swift-Charts-Examples@5134bcf
    /// oneDimensionalBar.png, which sets no scale); then red, cyan, yellow (not measured).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .pink, .indigo, .mint, .teal, .brown]

    /// The default symbols, in order: circle, cross, triangle (0Itsuki0/SwiftChartsDemo@77842cd
    /// basicMarkDemo.png "Grouping", and scatter.png); the rest not measured.
    static let symbols: [BasicChartSymbolShape] = [.circle, .cross, .triangle, .square, .diamond, .pentagon, .plus, .asterisk]
}

/// The series of one chart and what each looks like.
struct SeriesStyles {
    var styleKeys: [String] = []
    var symbolKeys: [String] = []
    var styleScale: [(String, AnyShapeStyle)]?
    var styleRange: [AnyShapeStyle]?
    var symbolScale: [(String, AnyChartSymbolShape)]?
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
        if let scale = styleScale { styleKeys = scale.map(\.0) }
        for m in marks {
            if let k = m.styleKey, !styleKeys.contains(k) { styleKeys.append(k) }
            if let k = m.symbolKey, !symbolKeys.contains(k) { symbolKeys.append(k) }
        }
    }

    func style(for key: String) -> AnyShapeStyle {
        if let scale = styleScale, let s = scale.first(where: { $0.0 == key }) { return s.1 }
        if let mapping, let s = mapping(styleNumbers[key].map { $0 as Any } ?? key) { return s }
        let i = styleKeys.firstIndex(of: key) ?? 0
        if let range = styleRange, !range.isEmpty { return range[i % range.count] }
        return AnyShapeStyle(Legend.palette[i % Legend.palette.count])
    }

    func symbol(for key: String) -> AnyChartSymbolShape {
        if let scale = symbolScale, let s = scale.first(where: { $0.0 == key }) { return s.1 }
        let i = symbolKeys.firstIndex(of: key) ?? 0
        return AnyChartSymbolShape(Legend.symbols[i % Legend.symbols.count])
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
