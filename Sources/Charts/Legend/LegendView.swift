import Foundation

/// The legend iOS draws under a chart: for each series an 8 pt symbol (circle unless the
/// series also sets symbols, a line sample for `lineStyle(by:)` series) and its name in
/// caption2, secondary, leading-aligned.
struct LegendView: View {
    let model: ChartModel

    var keys: [String] { model.series.legendKeys }
    var isShown: Bool {
        model.config.legendVisibility != .hidden && (model.config.legendContent != nil || !keys.isEmpty)
    }

    var body: some View {
        let alignment = model.config.legendAlignment ?? .leading
        Group {
            if let custom = model.config.legendContent {
                custom
            } else if let range = model.series.valueRange, let colors = model.series.gradient ?? (model.series.styleRange == nil && model.series.styleScale == nil ? [Legend.palette[0].opacity(0.15), Legend.palette[0]] : nil), keys.count > colors.count {
                // Number-valued series on a gradient: a color bar from the smallest value to
                // the largest, as iOS shows for heat maps (0Itsuki0/SwiftChartsDemo@77842cd
                // basicMarkDemo.png "Basic Heat map"; its tick labels are not drawn here).
                VStack(alignment: .leading, spacing: 2) {
                    Rectangle()
                        .fill(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing))
                        .frame(width: 110, height: 10)
                    HStack {
                        Text(verbatim: PlotValue.numberLabel(range.lowerBound))
                        Spacer()
                        Text(verbatim: PlotValue.numberLabel(range.upperBound))
                    }
                    .frame(width: 110)
                    .font(ChartStyle.labelFont)
                    .foregroundStyle(ChartStyle.labelStyle)
                }
            } else {
                // Items wrap to a new row when the chart is too narrow for them all.
                FlowLayout(spacing: ChartStyle.legendItemGap, lineSpacing: 4) {
                    SwatchRaster.ForEach(Array(keys.enumerated()), id: \.offset) { item in
                        HStack(spacing: ChartStyle.legendSymbolGap) {
                            if model.series.lineStyleKeys.contains(item.element) && !model.series.symbolKeys.contains(item.element) {
                                lineSample(for: item.element)
                            } else {
                                symbol(for: item.element)
                                    .frame(width: ChartStyle.legendSymbol, height: ChartStyle.legendSymbol)
                            }
                            Text(verbatim: item.element)
                                .font(ChartStyle.labelFont)
                                .foregroundStyle(ChartStyle.labelStyle)
                                .lineLimit(1)
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment.horizontal, vertical: .center))
    }

    /// A `lineStyle(by:)` series shows its stroke, 17 pt long (17 px at about 1 px per pt in
    /// 0Itsuki0/SwiftChartsDemo@77842cd stylingDemo.png "lineStyle(by:)").
    func lineSample(for key: String) -> some View {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: ChartStyle.legendSymbol / 2))
        path.addLine(to: CGPoint(x: ChartStyle.legendLineSample, y: ChartStyle.legendSymbol / 2))
        var stroke = model.series.lineStyle(for: key)
        stroke.lineCap = .butt
        return path.stroke(model.series.style(for: key), style: stroke)
            .frame(width: ChartStyle.legendLineSample, height: ChartStyle.legendSymbol)
    }

    func symbol(for key: String) -> some View {
        let usesSymbols = model.series.symbolKeys.contains(key)
        let shape = usesSymbols ? model.series.symbol(for: key) : AnyChartSymbolShape(BasicChartSymbolShape.circle)
        let rect = CGRect(x: 0, y: 0, width: ChartStyle.legendSymbol, height: ChartStyle.legendSymbol)
        return shape.path(rect).fill(model.series.style(for: key))
    }
}
