import Foundation

/// Something to draw in the plot, in plot coordinates.
struct Drawable {
    enum Kind { case fill, stroke(StrokeStyle) }
    var path: Path
    var kind: Kind
    var style: AnyShapeStyle
    var opacity: Double
    var zIndex: Double
    var order: Int
    /// The mask group this is drawn in, and whether it is that group's mask.
    var maskGroup: Int? = nil
    var isMask = false
}

/// A mark's annotation placed at a point, with the unit point of the view that sits there.
struct PlacedAnnotation {
    var view: AnyView
    var point: CGPoint
    var anchor: UnitPoint
}

/// Turns the model's marks into paths for a plot of `size`.
struct PlotGeometry {
    let model: ChartModel
    let size: CGSize
    /// Pixels per point: bar edges snap to pixels so stacked segments meet without seams.
    var scale: CGFloat = 1

    func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }

    func xExtent(_ span: Span, mark: PlacedMark, dimension: MarkDimension, fallbackBand: CGFloat) -> (CGFloat, CGFloat) {
        extent(span, scale: model.x, length: size.width, mark: mark, dimension: dimension, fallbackBand: fallbackBand, isX: true)
    }

    func yExtent(_ span: Span, mark: PlacedMark, dimension: MarkDimension, fallbackBand: CGFloat) -> (CGFloat, CGFloat) {
        extent(span, scale: model.y, length: size.height, mark: mark, dimension: dimension, fallbackBand: fallbackBand, isX: false)
    }

    /// The start and end, in points, of a span; bands shrink to the bar's width and slot.
    func extent(_ span: Span, scale: AxisScale?, length: CGFloat, mark: PlacedMark, dimension: MarkDimension, fallbackBand: CGFloat, isX: Bool) -> (CGFloat, CGFloat) {
        switch span {
        case .fixed(let a, let b):
            if isX { return (a ?? 0, b ?? length) }
            // Fixed y positions count from the top, as views do.
            return (a ?? 0, b ?? length)
        case .point(let v):
            guard let scale else { return (length / 2, length / 2) }
            let c = scale.position(v, length: length)
            if mark.mark.kind == .bar || mark.mark.kind == .rectangle {
                let w = dimension.resolve(band: fallbackBand, automatic: ChartStyle.barFraction)
                return (c - w / 2, c + w / 2)
            }
            return (c, c)
        case .interval(let a, let b):
            guard let scale else { return (0, length) }
            let p = scale.position(a, length: length), q = scale.position(b, length: length)
            return (min(p, q), max(p, q))
        case .band(let a, let b):
            guard let scale else { return (0, length) }
            let p = scale.position(a, length: length), q = scale.position(b, length: length)
            let lo = min(p, q), band = abs(q - p)
            switch mark.mark.kind {
            case .bar, .rectangle:
                if mark.mark.positionKey != nil {
                    let group = band * ChartStyle.barFraction
                    let slot = group / CGFloat(mark.slots)
                    let w = dimension.resolve(band: slot, automatic: ChartStyle.barFraction)
                    let c = lo + (band - group) / 2 + slot * (CGFloat(mark.slot) + 0.5)
                    return (c - w / 2, c + w / 2)
                }
                let w = dimension.resolve(band: band, automatic: ChartStyle.barFraction)
                let c = lo + band / 2
                return (c - w / 2, c + w / 2)
            default:
                let c = lo + band / 2
                return (c, c)
            }
        }
    }

    /// The smallest distance between distinct point positions, for bars on a number axis.
    func pointBand(isX: Bool) -> CGFloat {
        let scale = isX ? model.x : model.y
        let length = isX ? size.width : size.height
        guard let scale else { return 20 }
        var values: [Double] = []
        for m in model.marks where m.mark.kind == .bar || m.mark.kind == .rectangle {
            if case .point(let v) = isX ? m.x : m.y { values.append(v) }
        }
        let sorted = Array(Set(values)).sorted()
        var step = Double.infinity
        for i in sorted.indices.dropFirst() { step = min(step, sorted[i] - sorted[i - 1]) }
        guard step.isFinite else { return min(20, length * 0.1) }
        return CGFloat(step) * scale.pointsPerUnit(length: length)
    }

    /// Every mark as paths, and every annotation placed.
    func drawables() -> (items: [Drawable], annotations: [PlacedAnnotation]) {
        var items: [Drawable] = []
        var notes: [PlacedAnnotation] = []
        let xBand = pointBand(isX: true), yBand = pointBand(isX: false)
        var lineGroups: [String: [PlacedMark]] = [:], lineOrder: [String] = []
        var areaGroups: [String: [PlacedMark]] = [:], areaOrder: [String] = []

        for m in model.marks {
            let r = m.mark
            let style = model.series.style(of: r)
            switch r.kind {
            case .bar, .rectangle:
                let (x0, x1) = xExtent(m.x, mark: m, dimension: r.width, fallbackBand: xBand)
                let (y0, y1) = yExtent(m.y, mark: m, dimension: r.height, fallbackBand: yBand)
                var rect = CGRect(x: snap(x0), y: snap(y0), width: snap(x1) - snap(x0), height: snap(y1) - snap(y0)).offsetBy(dx: r.offset.width, dy: r.offset.height)
                if r.kind == .rectangle, rect.width == 0 { rect = rect.insetBy(dx: -10, dy: 0) }
                if r.kind == .rectangle, rect.height == 0 { rect = rect.insetBy(dx: 0, dy: -10) }
                var path = Path()
                if let clip = r.clipShape {
                    path = clip(rect)
                } else if let radius = r.cornerRadius, radius > 0 {
                    path.addRoundedRect(in: rect, cornerSize: CGSize(width: min(radius, rect.width / 2, rect.height / 2), height: min(radius, rect.width / 2, rect.height / 2)))
                } else if r.kind == .bar, m.endsStack, rect.width > 0, rect.height > 0 {
                    // iOS rounds a bar's far end (the stack's, for stacked bars): a 6 px
                    // radius at 3x in singleBar.png and screenTime.png; the base stays square.
                    let radius = min(ChartStyle.barEndRadius, rect.width / 2, rect.height / 2)
                    let radii: RectangleCornerRadii
                    switch (m.vertical, m.negative) {
                    case (true, false): radii = RectangleCornerRadii(topLeading: radius, topTrailing: radius)
                    case (true, true): radii = RectangleCornerRadii(bottomLeading: radius, bottomTrailing: radius)
                    case (false, false): radii = RectangleCornerRadii(bottomTrailing: radius, topTrailing: radius)
                    case (false, true): radii = RectangleCornerRadii(topLeading: radius, bottomLeading: radius)
                    }
                    path.addRoundedRect(in: rect, cornerRadii: radii, style: .circular)
                } else {
                    path.addRect(rect)
                }
                items.append(Drawable(path: path, kind: .fill, style: style, opacity: r.opacity, zIndex: r.zIndex, order: r.order))
                notes += place(r.annotations, around: rect, defaultPosition: m.vertical ? .top : .trailing)
            case .rule:
                let (x0, x1) = xExtent(m.x, mark: m, dimension: .automatic, fallbackBand: 0)
                let (y0, y1) = yExtent(m.y, mark: m, dimension: .automatic, fallbackBand: 0)
                var path = Path()
                let dx = r.offset.width, dy = r.offset.height
                if x0 == x1 || (m.mark.x != nil && m.mark.y == nil && m.mark.yStart == nil) {
                    let xc = (x0 + x1) / 2
                    path.move(to: CGPoint(x: xc + dx, y: y0 + dy)); path.addLine(to: CGPoint(x: xc + dx, y: y1 + dy))
                } else {
                    let yc = (y0 + y1) / 2
                    path.move(to: CGPoint(x: x0 + dx, y: yc + dy)); path.addLine(to: CGPoint(x: x1 + dx, y: yc + dy))
                }
                let stroke = r.lineStyle ?? StrokeStyle(lineWidth: ChartStyle.ruleWidth)
                items.append(Drawable(path: path, kind: .stroke(stroke), style: style, opacity: r.opacity, zIndex: r.zIndex, order: r.order))
                notes += place(r.annotations, around: CGRect(x: min(x0, x1) + dx, y: min(y0, y1) + dy, width: abs(x1 - x0), height: abs(y1 - y0)), defaultPosition: .top)
            case .point:
                let c = center(m)
                let d = symbolSize(of: r)
                let rect = CGRect(x: c.x - d.width / 2, y: c.y - d.height / 2, width: d.width, height: d.height)
                let symbol = r.symbol ?? r.symbolKey.map(model.series.symbol(for:)) ?? AnyChartSymbolShape(BasicChartSymbolShape.circle)
                let kind: Drawable.Kind = symbol.stroke.map { .stroke($0) } ?? .fill
                items.append(Drawable(path: symbol.path(rect), kind: kind, style: style, opacity: r.opacity, zIndex: r.zIndex, order: r.order))
                notes += place(r.annotations, around: rect, defaultPosition: .top)
            case .line:
                let key = r.series ?? r.styleKey ?? r.symbolKey ?? r.lineStyleKey ?? ""
                if lineGroups[key] == nil { lineOrder.append(key) }
                lineGroups[key, default: []].append(m)
            case .area:
                let key = r.series ?? r.styleKey ?? ""
                if areaGroups[key] == nil { areaOrder.append(key) }
                areaGroups[key, default: []].append(m)
            case .sector:
                break
            }
        }

        for key in areaOrder {
            let group = areaGroups[key]!
            let first = group[0].mark
            var top: [CGPoint] = [], base: [CGPoint] = []
            for m in group {
                let (x0, x1) = xExtent(m.x, mark: m, dimension: .automatic, fallbackBand: 0)
                let (y0, y1) = yExtent(m.y, mark: m, dimension: .automatic, fallbackBand: 0)
                let xc = (x0 + x1) / 2
                // y0 is the higher point on screen (smaller y): the top edge.
                let zero = model.y.map { $0.position(max($0.lo, min($0.hi, 0)), length: size.height) } ?? size.height
                if case .point = m.y { top.append(CGPoint(x: xc, y: y0)); base.append(CGPoint(x: xc, y: zero)) } else { top.append(CGPoint(x: xc, y: y0)); base.append(CGPoint(x: xc, y: y1)) }
            }
            var path = Interpolation.path(top, first.interpolation)
            Interpolation.add(base.reversed(), first.interpolation, to: &path, continuing: true)
            path.closeSubpath()
            items.append(Drawable(path: path, kind: .fill, style: model.series.style(of: first), opacity: first.opacity, zIndex: first.zIndex, order: first.order))
        }

        for key in lineOrder {
            let group = lineGroups[key]!
            let first = group[0].mark
            let pts = group.map { center($0) }
            let stroke = first.lineStyle ?? first.lineStyleKey.map(model.series.lineStyle(for:)) ?? StrokeStyle(lineWidth: ChartStyle.lineWidth, lineCap: .round, lineJoin: .round)
            let style = model.series.style(of: first)
            items.append(Drawable(path: Interpolation.path(pts, first.interpolation), kind: .stroke(stroke), style: style, opacity: first.opacity, zIndex: first.zIndex, order: first.order))
            for (m, c) in zip(group, pts) {
                let r = m.mark
                if r.symbol != nil || r.symbolKey != nil {
                    let d = symbolSize(of: r)
                    let rect = CGRect(x: c.x - d.width / 2, y: c.y - d.height / 2, width: d.width, height: d.height)
                    let symbol = r.symbol ?? model.series.symbol(for: r.symbolKey!)
                    items.append(Drawable(path: symbol.path(rect), kind: symbol.stroke.map { .stroke($0) } ?? .fill, style: model.series.style(of: r), opacity: r.opacity, zIndex: r.zIndex, order: r.order))
                }
                notes += place(r.annotations, around: CGRect(origin: c, size: .zero), defaultPosition: .top)
            }
        }

        // Each drawable keeps its mark's mask group (lines and areas their first mark's).
        let byOrder = Dictionary(model.marks.map { ($0.mark.order, $0.mark) }, uniquingKeysWith: { a, _ in a })
        for i in items.indices {
            if let mark = byOrder[items[i].order] {
                items[i].maskGroup = mark.masks ?? mark.maskGroup
                items[i].isMask = mark.masks != nil
            }
        }
        items.sort { ($0.zIndex, $0.order) < ($1.zIndex, $1.order) }
        return (items, notes)
    }

    /// A symbol's size: its own, else its `symbolSize(by:)` series', else 8 pt.
    func symbolSize(of r: MarkRecord) -> CGSize {
        r.symbolSize ?? r.symbolSizeKey.flatMap(model.series.symbolSize(for:))
            ?? CGSize(width: ChartStyle.symbolDiameter, height: ChartStyle.symbolDiameter)
    }

    func center(_ m: PlacedMark) -> CGPoint {
        let (x0, x1) = xExtent(m.x, mark: m, dimension: .automatic, fallbackBand: 0)
        let (y0, y1) = yExtent(m.y, mark: m, dimension: .automatic, fallbackBand: 0)
        var x = (x0 + x1) / 2, y = (y0 + y1) / 2
        if case .fixed(let a, _) = m.x, a == nil { x = size.width / 2 }
        if case .fixed(let a, _) = m.y, a == nil { y = size.height / 2 }
        return CGPoint(x: x + m.mark.offset.width, y: y + m.mark.offset.height)
    }

    /// Annotation anchors around `rect`: the view's edge `spacing` away on the side named by
    /// the position, aligned along that side by the alignment.
    func place(_ records: [AnnotationRecord], around rect: CGRect, defaultPosition: AnnotationPosition) -> [PlacedAnnotation] {
        records.map { a in
            let s = a.spacing ?? ChartStyle.annotationSpacing
            let position = a.position == .automatic ? defaultPosition : a.position
            func hx(_ h: HorizontalAlignment) -> (CGFloat, CGFloat) {
                h == .leading ? (rect.minX, 0) : h == .trailing ? (rect.maxX, 1) : (rect.midX, 0.5)
            }
            func vy(_ v: VerticalAlignment) -> (CGFloat, CGFloat) {
                v == .top ? (rect.minY, 0) : v == .bottom ? (rect.maxY, 1) : (rect.midY, 0.5)
            }
            var point = CGPoint.zero, anchor = UnitPoint.center
            switch position.kind {
            case .top, .automatic:
                let (x, ax) = hx(a.alignment.horizontal); point = CGPoint(x: x, y: rect.minY - s); anchor = UnitPoint(x: ax, y: 1)
            case .bottom:
                let (x, ax) = hx(a.alignment.horizontal); point = CGPoint(x: x, y: rect.maxY + s); anchor = UnitPoint(x: ax, y: 0)
            case .leading:
                let (y, ay) = vy(a.alignment.vertical); point = CGPoint(x: rect.minX - s, y: y); anchor = UnitPoint(x: 1, y: ay)
            case .trailing:
                let (y, ay) = vy(a.alignment.vertical); point = CGPoint(x: rect.maxX + s, y: y); anchor = UnitPoint(x: 0, y: ay)
            case .overlay:
                let (x, ax) = hx(a.alignment.horizontal), (y, ay) = vy(a.alignment.vertical)
                point = CGPoint(x: x, y: y); anchor = UnitPoint(x: ax, y: ay)
            case .topLeading: point = CGPoint(x: rect.minX - s, y: rect.minY - s); anchor = UnitPoint(x: 1, y: 1)
            case .topTrailing: point = CGPoint(x: rect.maxX + s, y: rect.minY - s); anchor = UnitPoint(x: 0, y: 1)
            case .bottomLeading: point = CGPoint(x: rect.minX - s, y: rect.maxY + s); anchor = UnitPoint(x: 1, y: 0)
            case .bottomTrailing: point = CGPoint(x: rect.maxX + s, y: rect.maxY + s); anchor = UnitPoint(x: 0, y: 0)
            }
            return PlacedAnnotation(view: a.content, point: point, anchor: anchor)
        }
    }

    /// Pie and donut slices: clockwise from 12 o'clock, in proportion to their angles.
    func sectors() -> (items: [Drawable], annotations: [PlacedAnnotation]) {
        let total = model.sectors.reduce(0) { $0 + max(0, $1.angle ?? 0) }
        guard total > 0 else { return ([], []) }
        var notes: [PlacedAnnotation] = []
        let outerMax = min(size.width, size.height) / 2
        let c = CGPoint(x: size.width / 2, y: size.height / 2)
        var start = -Double.pi / 2
        var out: [Drawable] = []
        for r in model.sectors {
            let sweep = max(0, r.angle ?? 0) / total * 2 * .pi
            defer { start += sweep }
            let outer = r.outerRadius.resolve(band: outerMax, automatic: 1)
            let inner: CGFloat = {
                switch r.innerRadius.kind {
                case .automatic: return 0
                case .fixed(let v): return v
                case .ratio(let v): return outer * v
                case .inset(let v): return max(0, outer - v)
                }
            }()
            // The angular inset is a gap of `inset` points between neighbors, at the outer edge.
            let inset = Double(r.angularInset ?? 0) / 2
            let outerTrim = outer > 0 ? inset / Double(outer) : 0
            let innerTrim = inner > 0 ? min(inset / Double(inner), sweep / 2) : 0
            guard sweep - 2 * outerTrim > 0 else { continue }
            // Annotations: `.overlay` (the usual, for percentages) at the middle of the slice,
            // other positions just outside its outer edge.
            let mid = start + sweep / 2
            for a in r.annotations {
                let radius = a.position == .overlay || a.position == .automatic ? (outer + inner) / 2 : outer + (a.spacing ?? ChartStyle.annotationSpacing)
                let point = CGPoint(x: c.x + radius * CGFloat(cos(mid)), y: c.y + radius * CGFloat(sin(mid)))
                let anchor: UnitPoint = a.position == .overlay || a.position == .automatic ? .center : UnitPoint(x: cos(mid) >= 0 ? 0 : 1, y: 0.5)
                notes.append(PlacedAnnotation(view: a.content, point: point, anchor: anchor))
            }
            var p = Path()
            p.addArc(center: c, radius: outer, startAngle: .radians(start + outerTrim), endAngle: .radians(start + sweep - outerTrim), clockwise: false)
            if inner > 0 {
                p.addArc(center: c, radius: inner, startAngle: .radians(start + sweep - innerTrim), endAngle: .radians(start + innerTrim), clockwise: true)
            } else {
                p.addLine(to: c)
            }
            p.closeSubpath()
            out.append(Drawable(path: p, kind: .fill, style: model.series.style(of: r), opacity: r.opacity, zIndex: r.zIndex, order: r.order))
        }
        return (out, notes)
    }
}
