import Foundation

/// Grid lines inside the plot for both axes' ticks.
struct GridLines {
    let model: ChartModel
    let size: CGSize

    func drawables() -> [Drawable] {
        var out: [Drawable] = []
        if model.config.yAxisVisibility != .hidden, let y = model.y {
            for (i, t) in model.yTicks.enumerated() {
                guard let g = t.parts.gridLine else { continue }
                var positions = [y.position(t.at + (t.band && t.parts.gridCentered == true ? 0.5 : 0), length: size.height)]
                if t.band, t.parts.gridCentered != true, i == model.yTicks.count - 1 { positions.append(y.position(t.at + 1, length: size.height)) }
                for p in positions {
                    var path = Path()
                    path.move(to: CGPoint(x: 0, y: p)); path.addLine(to: CGPoint(x: size.width, y: p))
                    out.append(Drawable(path: path, kind: .stroke(g ?? StrokeStyle(lineWidth: ChartStyle.gridWidth)), style: t.parts.style ?? AnyShapeStyle(ChartStyle.gridColor), opacity: 1, zIndex: -1, order: -1))
                }
            }
        }
        if model.config.xAxisVisibility != .hidden, let x = model.x {
            for (i, t) in model.xTicks.enumerated() {
                guard let g = t.parts.gridLine else { continue }
                var positions = [x.position(t.at + (t.band && t.parts.gridCentered == true ? 0.5 : 0), length: size.width)]
                if t.band, t.parts.gridCentered != true, i == model.xTicks.count - 1 { positions.append(x.position(t.at + 1, length: size.width)) }
                for p in positions {
                    var path = Path()
                    path.move(to: CGPoint(x: p, y: 0)); path.addLine(to: CGPoint(x: p, y: size.height))
                    out.append(Drawable(path: path, kind: .stroke(g ?? StrokeStyle(lineWidth: ChartStyle.gridWidth, dash: ChartStyle.xDash)), style: t.parts.style ?? AnyShapeStyle(ChartStyle.gridColor), opacity: 1, zIndex: -1, order: -1))
                }
            }
        }
        return out
    }
}

/// A tick's label text or view, in the axis font and color.
struct TickLabel: View {
    let tick: AxisTickSpec
    let unit: Calendar.Component?
    var body: some View {
        Group {
            if let view = tick.parts.label?.view {
                view
            } else {
                Text(verbatim: tick.parts.label?.text?(tick.value) ?? AxisFormatting.defaultLabel(tick.value, unit: unit))
            }
        }
        .font(tick.parts.font ?? ChartStyle.labelFont)
        .foregroundStyle(tick.parts.style ?? ChartStyle.labelStyle)
        .lineLimit(1)
    }
}

/// The y labels beside the plot: as wide as the widest label plus the gap, each centered
/// on its value's line.
struct YAxisColumn: View {
    let model: ChartModel
    let leading: Bool

    var labeled: [AxisTickSpec] { model.yTicks.filter { $0.parts.label != nil } }

    /// The widest label, invisible: what gives the column its width.
    var sizer: some View {
        ZStack(alignment: .leading) {
            SwatchRaster.ForEach(Array(labeled.enumerated()), id: \.offset) { item in
                TickLabel(tick: item.element, unit: model.y?.dateUnit).fixedSize()
            }
        }
        .hidden()
        .padding(leading ? .trailing : .leading, ChartStyle.yLabelGap)
    }

    /// A column of the same width with no height, to align the x axis under the plot.
    var placeholder: some View { sizer.frame(height: 0) }

    var body: some View {
        sizer
            .frame(maxHeight: .infinity, alignment: .top)
            .overlay(alignment: .topLeading) {
                GeometryReader { g in
                    let y = model.y!
                    Color.clear.overlay(alignment: .topLeading) {
                        ZStack(alignment: .topLeading) {
                            SwatchRaster.ForEach(Array(labeled.enumerated()), id: \.offset) { item in
                                let t = item.element
                                let p = y.position(t.at + (t.band ? 0.5 : 0), length: g.size.height)
                                TickLabel(tick: t, unit: y.dateUnit)
                                    .pinned(at: CGPoint(x: leading ? g.size.width - ChartStyle.yLabelGap : ChartStyle.yLabelGap, y: p), anchor: UnitPoint(x: leading ? 1 : 0, y: 0.5))
                            }
                        }
                    }
                }
            }
    }
}

/// The x labels and ticks under the plot: one label line below a 6 pt gap; ticks run from
/// the plot's bottom to the row's bottom (62 px at 3x in BarChart.png).
struct XAxisRow: View {
    let model: ChartModel

    var body: some View {
        Text(verbatim: "0")
            .font(ChartStyle.labelFont)
            .hidden()
            .padding(.top, ChartStyle.xLabelGap)
            .padding(.bottom, ChartStyle.xAxisBottom)
            .frame(maxWidth: .infinity)
            .overlay(alignment: .topLeading) {
                GeometryReader { g in
                    let x = model.x!
                    let ticks = model.xTicks
                    Color.clear.overlay(alignment: .topLeading) {
                        ZStack(alignment: .topLeading) {
                            SwatchRaster.ForEach(Array(ticks.enumerated()), id: \.offset) { item in
                                tickView(item.element, index: item.offset, count: ticks.count, x: x, size: g.size)
                            }
                        }
                    }
                }
            }
    }

    @ViewBuilder
    func tickView(_ t: AxisTickSpec, index: Int, count: Int, x: AxisScale, size: CGSize) -> some View {
        let start = x.position(t.at, length: size.width)
        let drawsTick = t.parts.tick != nil && t.parts.gridLine != nil || (t.parts.tick != nil && !t.parts.isDefault)
        ZStack(alignment: .topLeading) {
            if drawsTick {
                let length = t.parts.tickLength ?? size.height
                let stroke = (t.parts.tick ?? nil) ?? StrokeStyle(lineWidth: ChartStyle.gridWidth, dash: ChartStyle.xDash)
                let ends = t.band && index == count - 1 ? [start, x.position(t.at + 1, length: size.width)] : [start]
                SwatchRaster.ForEach(Array(ends.enumerated()), id: \.offset) { e in
                    Path { p in p.move(to: CGPoint(x: e.element, y: 0)); p.addLine(to: CGPoint(x: e.element, y: length)) }
                        .stroke(t.parts.style ?? AnyShapeStyle(ChartStyle.gridColor), style: stroke)
                }
            }
            if t.parts.label != nil {
                if t.band || t.parts.label?.centered == true {
                    let c = x.position(t.at + (t.band ? 0.5 : 0), length: size.width)
                    TickLabel(tick: t, unit: x.dateUnit).pinned(at: CGPoint(x: c, y: ChartStyle.xLabelGap), anchor: .top)
                } else if start < size.width - 1 {
                    TickLabel(tick: t, unit: x.dateUnit).pinned(at: CGPoint(x: start + ChartStyle.xLabelInset, y: ChartStyle.xLabelGap), anchor: .topLeading)
                }
            }
        }
    }
}
