import Foundation

/// Where a mark lies along one axis, in axis numbers (or fixed points).
enum Span {
    case point(Double)
    case interval(Double, Double)
    /// A category or date bin; `slot`/`slots` place grouped bars side by side in it.
    case band(Double, Double)
    /// Fixed positions in points; nil ends are the plot's edges.
    case fixed(CGFloat?, CGFloat?)
}

/// A mark with both spans resolved.
struct PlacedMark {
    var mark: MarkRecord
    var x: Span
    var y: Span
    var slot = 0
    var slots = 1
    /// For bars: which axis the bar grows along (true: vertical bars).
    var vertical = true
    /// For bars: the outermost segment of its stack, whose far end iOS rounds.
    var endsStack = true
    /// For bars: whether the bar grows toward negative values.
    var negative = false
    /// The stack this mark was stacked in, if any.
    var stackKey: String?
}

/// The chart resolved from its content and configuration: scales, ticks, marks, series.
struct ChartModel {
    var marks: [PlacedMark] = []
    var sectors: [MarkRecord] = []
    var x: AxisScale?
    var y: AxisScale?
    var xTicks: [AxisTickSpec] = []
    var yTicks: [AxisTickSpec] = []
    var series: SeriesStyles
    var config: ChartConfiguration
    /// The x axis takes room below the plot only when it has labels or ticks to show.
    var showsXAxis: Bool { x != nil && config.xAxisVisibility != .hidden && xTicks.contains { $0.parts.label != nil || ($0.parts.tick != nil && !$0.parts.isDefault) } }
    /// The y axis takes room beside the plot only when it has labels outside it.
    var showsYAxis: Bool { y != nil && config.yAxisVisibility != .hidden && !yLabelsInline && yTicks.contains { $0.parts.label != nil } }
    /// A category y axis with the default marks puts its labels inside the plot, at the top
    /// leading corner of each band (0Itsuki0/SwiftChartsDemo@77842cd basicMarkDemo.png, the
    /// heat map's "a", "b", "c").
    /// Only seen without bars: horizontal bar charts keep their labels beside the plot here,
    /// since no screenshot of one was found.
    var yLabelsInline: Bool {
        y?.kind == .category && config.yAxisVisibility != .hidden && (config.yAxis == nil || yTicks.allSatisfy(\.parts.isDefault))
            && !marks.contains { $0.mark.kind == .bar }
    }
    var yAxisLeading = false

    init(marks records: [MarkRecord], config: ChartConfiguration) {
        self.config = config
        series = SeriesStyles(marks: records, config: config)
        let cartesian = records.filter { $0.kind != .sector }
        sectors = records.filter { $0.kind == .sector }
        guard !cartesian.isEmpty else { return }

        x = Self.scale(for: cartesian.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0 } }, domain: config.xDomain, vertical: false)
        y = Self.scale(for: cartesian.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0 } }, domain: config.yDomain, vertical: true)
        x?.range = config.xRange
        y?.range = config.yRange

        placeMarks(cartesian)
        fitNumberDomains()
        xTicks = ticks(for: x, spec: config.xAxis, isX: true)
        yTicks = ticks(for: y, spec: config.yAxis, isX: false)
        if let groups = config.yAxis?.groups, groups.contains(where: { $0.position.kind == .leading }) { yAxisLeading = true }
    }

    // MARK: Scales

    static func scale(for entries: [PlotEntry], domain: _DomainSpec?, vertical: Bool) -> AxisScale? {
        if let domain {
            switch domain.kind {
            case .values(let values):
                return AxisScale(kind: .category, lo: 0, hi: Double(values.count), categories: values.map(Legend.key), vertical: vertical)
            case .range(let a, let b):
                let kind: AxisScale.Kind = { if case .date = a { return .date }; return .number }()
                var s = AxisScale(kind: kind, lo: a.number ?? 0, hi: b.number ?? 1, vertical: vertical)
                s.calendar = entries.first?.calendar ?? .current
                return s
            case .automatic:
                break
            }
        }
        guard !entries.isEmpty else { return nil }
        if entries.contains(where: { if case .category = $0.value { return true }; return false }) {
            var cats: [String] = []
            for e in entries { if case .category(let s) = e.value, !cats.contains(s) { cats.append(s) } }
            return AxisScale(kind: .category, lo: 0, hi: Double(cats.count), categories: cats, vertical: vertical)
        }
        let isDate = entries.contains { if case .date = $0.value { return true }; return false }
        var lo = Double.infinity, hi = -Double.infinity
        for e in entries {
            if let bin = e.binInterval { lo = min(lo, bin.0); hi = max(hi, bin.1) } else if let v = e.value.number { lo = min(lo, v); hi = max(hi, v) }
        }
        var s = AxisScale(kind: isDate ? .date : .number, lo: lo, hi: hi, vertical: vertical)
        s.calendar = entries.first?.calendar ?? .current
        if case .automatic(_, let reversed)? = domain?.kind { s.reversed = reversed ?? false }
        return s
    }

    /// Number domains include zero and, on the y axis (and a horizontal bar's x axis), round
    /// out to the ticks (see NiceTicks).
    mutating func fitNumberDomains() {
        for isX in [true, false] {
            guard var s = isX ? x : y, s.kind == .number else { continue }
            let spec = isX ? config.xDomain : config.yDomain
            var explicit = false
            var includesZero = true
            if let spec {
                switch spec.kind {
                case .range: explicit = true
                case .automatic(let zero, _): includesZero = zero ?? true
                case .values: break
                }
            }
            if !explicit {
                var lo = Double.infinity, hi = -Double.infinity
                for m in marks {
                    for span in [isX ? m.x : m.y] {
                        switch span {
                        case .point(let v): lo = min(lo, v); hi = max(hi, v)
                        case .interval(let a, let b), .band(let a, let b): lo = min(lo, a, b); hi = max(hi, a, b)
                        case .fixed: break
                        }
                    }
                }
                if !lo.isFinite { lo = 0; hi = 1 }
                if includesZero { lo = min(lo, 0); hi = max(hi, 0) }
                let count = desiredCount(isX ? config.xAxis : config.yAxis)
                // The value axis of horizontal bars rounds like a y axis.
                // Rounding out to ticks belongs to the axis marks (Apple's `AxisMarkValues`
                // has `roundUpperBound`): a hidden axis keeps the data's extent, as
                // singleBar.png shows (its tallest bar, 250, touches the plot's top).
                let roundsX = marks.contains { $0.mark.kind == .bar && !$0.vertical }
                let visible = (isX ? config.xAxisVisibility : config.yAxisVisibility) != .hidden
                let rounds = visible && (!isX || roundsX)
                let fitted = NiceTicks.ticks(lo: lo, hi: hi, desiredCount: count, round: rounds)
                let (roundLower, roundUpper) = roundingFlags(isX ? config.xAxis : config.yAxis)
                s.lo = rounds && roundLower ? fitted.domain.lowerBound : lo
                s.hi = rounds && roundUpper ? fitted.domain.upperBound : hi
            }
            if isX { x = s } else { y = s }
        }
    }

    /// `roundLowerBound`/`roundUpperBound` of the axis's automatic values (rounding unless false).
    func roundingFlags(_ spec: _AxisSpec?) -> (Bool, Bool) {
        if let g = spec?.groups.first, case .automatic(_, let lower, let upper, _) = g.values.kind { return (lower ?? true, upper ?? true) }
        return (true, true)
    }

    func desiredCount(_ spec: _AxisSpec?) -> Int {
        if let g = spec?.groups.first, case .automatic(let count?, _, _, _) = g.values.kind { return count }
        return 5
    }

    // MARK: Marks

    mutating func placeMarks(_ records: [MarkRecord]) {
        guard let xs = x, let ys = y ?? Optional(AxisScale(kind: .number, lo: 0, hi: 1, vertical: true)) else {
            // Only y values: place on y alone.
            if let ys = y { for r in records { marks.append(PlacedMark(mark: r, x: .fixed(r.fixedXStart, r.fixedXEnd), y: Self.span(r.y, r.yStart, r.yEnd, ys, fixed: (r.fixedYStart, r.fixedYEnd)))) } }
            return
        }
        let positionKeys: [String] = records.reduce(into: []) { keys, r in if let k = r.positionKey, !keys.contains(k) { keys.append(k) } }
        var positiveStacks: [String: Double] = [:]
        var negativeStacks: [String: Double] = [:]
        var lastOfStack: [String: Int] = [:]

        for r in records {
            var xSpan = Self.span(r.x, r.xStart, r.xEnd, xs, fixed: (r.fixedXStart, r.fixedXEnd))
            var ySpan = y == nil ? Span.fixed(r.fixedYStart, r.fixedYEnd) : Self.span(r.y, r.yStart, r.yEnd, ys, fixed: (r.fixedYStart, r.fixedYEnd))
            var placed = PlacedMark(mark: r, x: xSpan, y: ySpan)

            if r.kind == .bar || (r.kind == .area && r.yStart == nil && r.xStart == nil) {
                // Which axis holds the value: the one that is not a band.
                let xBand: Bool = { if case .band = xSpan { return true }; return false }()
                let yBand: Bool = { if case .band = ySpan { return true }; return false }()
                let vertical: Bool = {
                    if r.kind == .area || xBand { return true }
                    if yBand { return false }
                    if r.yStart != nil { return true }
                    if r.xStart != nil { return false }
                    if r.x != nil && r.y != nil { return true }
                    return r.x == nil
                }()
                placed.vertical = vertical
                let valueSpan = vertical ? ySpan : xSpan
                let bandSpan = vertical ? xSpan : ySpan
                if case .point(let v) = valueSpan, r.stacking != .unstacked {
                    let stackKey: String = {
                        switch bandSpan {
                        case .band(let a, _), .point(let a): return "\(a)"
                        case .interval(let a, _): return "\(a)"
                        case .fixed: return "fixed"
                        }
                    }()
                    if let k = r.positionKey, r.kind == .bar {
                        placed.slot = positionKeys.firstIndex(of: k) ?? 0
                        placed.slots = positionKeys.count
                        let stackKey2 = stackKey + "|" + k
                        let base = v >= 0 ? positiveStacks[stackKey2, default: 0] : negativeStacks[stackKey2, default: 0]
                        if v >= 0 { positiveStacks[stackKey2] = base + v } else { negativeStacks[stackKey2] = base + v }
                        let s = Span.interval(base, base + v)
                        if vertical { ySpan = s } else { xSpan = s }
                    } else {
                        let base = v >= 0 ? positiveStacks[stackKey, default: 0] : negativeStacks[stackKey, default: 0]
                        if v >= 0 { positiveStacks[stackKey] = base + v } else { negativeStacks[stackKey] = base + v }
                        let s = Span.interval(base, base + v)
                        if vertical { ySpan = s } else { xSpan = s }
                        if r.kind == .bar {
                            let sideKey = stackKey + (v >= 0 ? "+" : "-")
                            if let previous = lastOfStack[sideKey] { marks[previous].endsStack = false }
                            lastOfStack[sideKey] = marks.count
                        }
                    }
                    placed.negative = v < 0
                    placed.stackKey = stackKey
                    placed.x = xSpan
                    placed.y = ySpan
                }
            }
            marks.append(placed)
        }
        // Centered stacks sit around zero (streamgraphs, sound bars).
        for i in marks.indices where marks[i].mark.stacking == .center {
            guard let key = marks[i].stackKey else { continue }
            let half = (positiveStacks[key, default: 0] + negativeStacks[key, default: 0]) / 2
            let v = marks[i].vertical
            if case .interval(let a, let b) = v ? marks[i].y : marks[i].x {
                let s = Span.interval(a - half, b - half)
                if v { marks[i].y = s } else { marks[i].x = s }
            }
        }
        // Normalized stacks span 0…1.
        if records.contains(where: { $0.stacking == .normalized }) {
            for i in marks.indices where marks[i].mark.stacking == .normalized {
                let v = marks[i].vertical
                let key: String = {
                    switch v ? marks[i].x : marks[i].y { case .band(let a, _), .point(let a), .interval(let a, _): return "\(a)"; case .fixed: return "fixed" }
                }()
                let total = positiveStacks[key, default: 0] - negativeStacks[key, default: 0]
                guard total != 0 else { continue }
                if case .interval(let a, let b) = v ? marks[i].y : marks[i].x {
                    let s = Span.interval(a / total, b / total)
                    if v { marks[i].y = s } else { marks[i].x = s }
                }
            }
        }
    }

    static func span(_ value: PlotEntry?, _ start: PlotEntry?, _ end: PlotEntry?, _ scale: AxisScale, fixed: (CGFloat?, CGFloat?)) -> Span {
        if let value, let iv = scale.interval(value) {
            return iv.band ? .band(iv.lo, iv.hi) : .point(iv.lo)
        }
        if let start, let end, let a = scale.interval(start), let b = scale.interval(end) {
            return .interval(a.lo, b.band ? b.hi : b.lo)
        }
        return .fixed(fixed.0, fixed.1)
    }

    // MARK: Ticks

    mutating func ticks(for scale: AxisScale?, spec: _AxisSpec?, isX: Bool) -> [AxisTickSpec] {
        guard var scale else { return [] }
        let groups = spec?.groups ?? [AxisMarksGroup(values: .automatic, position: .automatic) { _ in AxisMarksGroup.defaultParts(stroke: nil, format: nil) }]
        var out: [AxisTickSpec] = []
        for group in groups {
            let values = tickValues(scale: &scale, values: group.values)
            for (i, v) in values.enumerated() {
                let axisValue = AxisValue(plot: v.value, index: i, count: values.count)
                out.append(AxisTickSpec(value: v.value, at: v.at, band: v.band, parts: group.parts(axisValue)))
            }
        }
        if isX { x = scale } else { y = scale }
        return out
    }

    func tickValues(scale: inout AxisScale, values: AxisMarkValues) -> [(value: PlotValue, at: Double, band: Bool)] {
        switch scale.kind {
        case .category:
            let cats: [String]
            if case .values(let vs) = values.kind { cats = vs.map(Legend.key) } else { cats = scale.categories }
            return cats.compactMap { c in scale.categories.firstIndex(of: c).map { (PlotValue.category(c), Double($0), true) } }
        case .number:
            switch values.kind {
            case .values(let vs): return vs.compactMap { v in v.number.map { (v, $0, false) } }
            case .stride(let step):
                guard step > 0 else { return [] }
                var out: [(PlotValue, Double, Bool)] = []
                var v = (scale.lo / step).rounded(.up) * step
                while v <= scale.hi + step * 1e-9, out.count < 500 { out.append((.number(v), v, false)); v += step }
                return out
            case .automatic(let count, _, _, let minimumStride):
                var t = NiceTicks.ticks(lo: scale.lo, hi: scale.hi, desiredCount: count ?? 5, round: false).ticks
                if let minimumStride, t.count > 1, t[1] - t[0] < minimumStride {
                    t = Swift.stride(from: (scale.lo / minimumStride).rounded(.up) * minimumStride, through: scale.hi, by: minimumStride).map { $0 }
                }
                return t.map { (.number($0), $0, false) }
            case .dateStride:
                return []
            }
        case .date:
            let lo = Date(timeIntervalSinceReferenceDate: scale.lo), hi = Date(timeIntervalSinceReferenceDate: scale.hi)
            var dates: [Date]
            switch values.kind {
            case .values(let vs): dates = vs.compactMap { if case .date(let d) = $0 { return d }; return nil }
            case .dateStride(let unit, let count, let cal):
                dates = DateTicks.ticks(lo: lo, hi: hi, unit: unit, count: count, calendar: cal ?? scale.calendar)
                scale.dateUnit = unit
            case .automatic(let count, _, _, _):
                let t = DateTicks.ticks(lo: lo, hi: hi, calendar: scale.calendar, desiredCount: count ?? 5)
                dates = t.ticks
                scale.dateUnit = t.unit
            case .stride:
                dates = []
            }
            return dates.map { (.date($0), $0.timeIntervalSinceReferenceDate, false) }
        }
    }
}

/// One tick of an axis: its value, where it is, and what it draws.
struct AxisTickSpec {
    var value: PlotValue
    var at: Double
    /// A category: the grid line sits at the band's start, the label in its middle.
    var band: Bool
    var parts: _AxisMarkParts
}
