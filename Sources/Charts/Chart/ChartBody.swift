import Foundation

/// The laid-out chart: plot with the y axis beside it, x axis under it, legend, overlays.
struct ChartBody: View {
    let model: ChartModel

    var body: some View {
        let config = model.config
        let legend = LegendView(model: model)
        let legendPosition = config.legendPosition.kind
        let legendOnTop = legendPosition == .top || legendPosition == .topLeading || legendPosition == .topTrailing
        let spacing = config.legendSpacing ?? ChartStyle.legendSpacing
        return VStack(alignment: .leading, spacing: 0) {
            if legend.isShown && legendOnTop { legend.padding(.bottom, spacing) }
            HStack(alignment: .top, spacing: 0) {
                if model.showsYAxis && model.yAxisLeading { YAxisColumn(model: model, leading: true) }
                PlotArea(model: model)
                if model.showsYAxis && !model.yAxisLeading { YAxisColumn(model: model, leading: false) }
            }
            if model.showsXAxis {
                HStack(alignment: .top, spacing: 0) {
                    if model.showsYAxis && model.yAxisLeading { YAxisColumn(model: model, leading: true).placeholder }
                    XAxisRow(model: model)
                    if model.showsYAxis && !model.yAxisLeading { YAxisColumn(model: model, leading: false).placeholder }
                }
            }
            if legend.isShown && !legendOnTop { legend.padding(.top, spacing) }
        }
        .backgroundPreferenceValue(ChartPlotFrameKey.self) { anchor in
            // Drawn once the plot has reported its frame, so `proxy.plotAreaFrame` is never nil.
            if let anchor, !config.backgrounds.isEmpty {
                GeometryReader { g in
                    let proxy = ChartProxy(model: model, plotRect: g[anchor], anchor: anchor)
                    ZStack {
                        SwatchRaster.ForEach(Array(config.backgrounds.enumerated()), id: \.offset) { item in
                            item.element.1(proxy).frame(width: g.size.width, height: g.size.height, alignment: item.element.0)
                        }
                    }
                }
            }
        }
        .overlayPreferenceValue(ChartPlotFrameKey.self) { anchor in
            // Drawn once the plot has reported its frame, so `proxy.plotAreaFrame` is never nil.
            if let anchor, !config.overlays.isEmpty {
                GeometryReader { g in
                    let proxy = ChartProxy(model: model, plotRect: g[anchor], anchor: anchor)
                    ZStack {
                        SwatchRaster.ForEach(Array(config.overlays.enumerated()), id: \.offset) { item in
                            item.element.1(proxy).frame(width: g.size.width, height: g.size.height, alignment: item.element.0)
                        }
                    }
                }
            }
        }
    }
}

/// Places a view so that its `anchor` point sits at `point` of the view it is laid over: a
/// zero-size frame at the point carries the view as an overlay aligned at the anchor, so the
/// placement takes no room and needs no alignment guides to travel through stacks.
struct Pinned: ViewModifier {
    let point: CGPoint
    let anchor: UnitPoint
    func body(content: Content) -> some View {
        let h: HorizontalAlignment = anchor.x <= 0 ? .leading : anchor.x >= 1 ? .trailing : .center
        let v: VerticalAlignment = anchor.y <= 0 ? .top : anchor.y >= 1 ? .bottom : .center
        return Color.clear
            .frame(width: 0, height: 0)
            .overlay(alignment: Alignment(horizontal: h, vertical: v)) { content.fixedSize() }
            .offset(x: point.x, y: point.y)
    }
}

extension View {
    nonisolated func pinned(at point: CGPoint, anchor: UnitPoint) -> some View { modifier(Pinned(point: point, anchor: anchor)) }
}

/// The plot: grid lines, marks and annotations, reporting its frame for the chart proxy.
struct PlotArea: View {
    let model: ChartModel

    var body: some View {
        let drawing = GeometryReader { g in
            PlotDrawing(model: model, size: g.size)
        }
        return Group {
            if let style = model.config.plotStyle {
                style(ChartPlotContent(content: AnyView(drawing)))
            } else {
                drawing
            }
        }
        .anchorPreference(key: ChartPlotFrameKey.self, value: .bounds) { $0 }
    }
}

struct PlotDrawing: View {
    let model: ChartModel
    let size: CGSize
    @Environment(\.displayScale) var displayScale

    var body: some View {
        let geometry = PlotGeometry(model: model, size: size, scale: displayScale)
        let (items, markNotes) = geometry.drawables()
        let (sectorItems, sectorNotes) = geometry.sectors()
        let notes = markNotes + sectorNotes
        let grid = GridLines(model: model, size: size).drawables()
        let all = DrawGroup.groups(grid + sectorItems + items)
        return Color.clear
            .frame(width: size.width, height: size.height)
            .overlay(alignment: .topLeading) {
                ZStack(alignment: .topLeading) {
                    SwatchRaster.ForEach(Array(all.enumerated()), id: \.offset) { item in
                        DrawGroupView(group: item.element)
                    }
                }
                .frame(width: size.width, height: size.height, alignment: .topLeading)
            }
            .overlay(alignment: .topLeading) {
                if model.yLabelsInline, let y = model.y {
                    ZStack(alignment: .topLeading) {
                        SwatchRaster.ForEach(Array(model.yTicks.enumerated()), id: \.offset) { item in
                            TickLabel(tick: item.element, unit: nil)
                                .pinned(at: CGPoint(x: ChartStyle.inlineLabelInset.width, y: y.position(item.element.at, length: size.height) + ChartStyle.inlineLabelInset.height), anchor: .topLeading)
                        }
                    }
                }
            }
            .overlay(alignment: .topLeading) {
                ZStack(alignment: .topLeading) {
                    SwatchRaster.ForEach(Array(notes.enumerated()), id: \.offset) { item in
                        item.element.view.pinned(at: item.element.point, anchor: item.element.anchor)
                    }
                }
            }
    }
}

/// Drawables in drawing order, with each mask group gathered where its first member is.
struct DrawGroup {
    var items: [Drawable]
    var mask: [Drawable]

    static func groups(_ drawables: [Drawable]) -> [DrawGroup] {
        var out: [DrawGroup] = []
        var index: [Int: Int] = [:]
        for d in drawables {
            guard let g = d.maskGroup else { out.append(DrawGroup(items: [d], mask: [])); continue }
            let i = index[g] ?? { out.append(DrawGroup(items: [], mask: [])); index[g] = out.count - 1; return out.count - 1 }()
            if d.isMask { out[i].mask.append(d) } else { out[i].items.append(d) }
        }
        return out
    }
}

/// A group drawn, masked by its mask's drawables when it has any.
struct DrawGroupView: View {
    let group: DrawGroup
    var body: some View {
        if group.mask.isEmpty {
            ZStack(alignment: .topLeading) {
                SwatchRaster.ForEach(Array(group.items.enumerated()), id: \.offset) { DrawableView(item: $0.element) }
            }
        } else {
            ZStack(alignment: .topLeading) {
                SwatchRaster.ForEach(Array(group.items.enumerated()), id: \.offset) { DrawableView(item: $0.element) }
            }
            .mask {
                ZStack(alignment: .topLeading) {
                    SwatchRaster.ForEach(Array(group.mask.enumerated()), id: \.offset) { DrawableView(item: $0.element) }
                }
            }
        }
    }
}

/// One path, filled or stroked with its style.
struct DrawableView: View {
    let item: Drawable
    var body: some View {
        Group {
            switch item.kind {
            case .fill: item.path.fill(item.style)
            case .stroke(let stroke): item.path.stroke(item.style, style: stroke)
            }
        }
        .opacity(item.opacity)
    }
}
