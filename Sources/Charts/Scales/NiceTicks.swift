import Foundation

/// The tick values Charts chooses for a number axis, and the domain they round it to.
///
/// The step is the smallest of 1, 2, 2.5 and 5 times a power of ten that splits the data's
/// extent into at most `desiredCount - 1` intervals (5 ticks by default); 2.5 only from 25
/// up, so that steps stay whole. Measured on iOS screenshots: data 0–90 gets 0, 25, 50, 75,
/// 100 (PareshKarnawat/SwiftCharts@8fcbdaf Resources/RuleMarkChart.png, "Dashed Style
/// RuleMark"), while 0–9 gets 0, 5, 10, not steps of 2.5 (below); 0–195 gets 0, 50 … 200
/// (AreaChart.png, stacked) and 45–275 gets 0, 100, 200, 300 (LineChart.png,
/// CombinedChart.png, PointChart.png); data 0–7 gets 0, 2, 4, 6, 8 (PareshKarnawat/SwiftCharts@8fcbdaf
/// Resources/BarChart.png); 0–9 gets 0, 5, 10 and 0–5 gets 0, 2, 4, 6 (0Itsuki0/SwiftChartsDemo@77842cd
/// basicMarkDemo.png, "Stack" and "Group"); 0–18.8 gets 0, 5, 10, 15, 20 (same image, "Basic");
/// `desiredCount: 3` on about 0–29,000 s gets 0, 20,000, 40,000 (jordibruin/Swift-Charts-Examples@5134bcf
/// images/charts/apple/screenTime.png: "0h", "5h", "11h").
enum NiceTicks {
    static func step(extent: Double, desiredCount: Int) -> Double {
        let intervals = Double(max(1, desiredCount - 1))
        let raw = extent / intervals
        guard raw > 0, raw.isFinite else { return 1 }
        let power = pow(10, floor(log10(raw)))
        let multiples = power >= 10 ? [1.0, 2.0, 2.5, 5.0, 10.0] : [1.0, 2.0, 5.0, 10.0]
        for m in multiples where m * power >= raw * (1 - 1e-9) { return m * power }
        return 10 * power
    }

    /// Ticks for `lo…hi`; with `round`, the domain grows to the ticks around the data.
    static func ticks(lo: Double, hi: Double, desiredCount: Int = 5, round: Bool) -> (domain: ClosedRange<Double>, ticks: [Double]) {
        var lo = lo, hi = hi
        if lo == hi { lo -= lo == 0 ? 0 : abs(lo) * 0.5; hi += hi == 0 ? 1 : abs(hi) * 0.5 }
        let s = step(extent: hi - lo, desiredCount: desiredCount)
        let first = (lo / s + 1e-9).rounded(.down) * s
        let last = (hi / s - 1e-9).rounded(.up) * s
        let domain = round ? first...last : lo...hi
        var ticks: [Double] = []
        var v = round ? first : (lo / s - 1e-9).rounded(.up) * s
        while v <= domain.upperBound + s * 1e-9 {
            ticks.append(abs(v) < s * 1e-9 ? 0 : v)
            v += s
        }
        return (domain, ticks)
    }
}

/// The ticks Charts chooses for a date axis: the calendar stride whose tick count is nearest
/// five (fewer on a tie). A day in hours gets 12 AM, 6 AM, 12 PM, 6 PM (jordibruin/Swift-Charts-Examples@5134bcf
/// screenTime.png); a month gets weeks, a year gets quarters.
enum DateTicks {
    static let strides: [(Calendar.Component, Int)] = [
        (.second, 1), (.second, 5), (.second, 15), (.second, 30),
        (.minute, 1), (.minute, 5), (.minute, 15), (.minute, 30),
        (.hour, 1), (.hour, 3), (.hour, 6), (.hour, 12),
        (.day, 1), (.day, 2), (.weekOfYear, 1), (.month, 1), (.month, 3), (.month, 6),
        (.year, 1), (.year, 2), (.year, 5), (.year, 10), (.year, 25), (.year, 50), (.year, 100),
    ]

    static func ticks(lo: Date, hi: Date, calendar: Calendar, desiredCount: Int = 5) -> (ticks: [Date], unit: Calendar.Component) {
        var best: (ticks: [Date], unit: Calendar.Component)?
        var bestDistance = Int.max
        for (unit, count) in strides {
            let t = ticks(lo: lo, hi: hi, unit: unit, count: count, calendar: calendar)
            guard !t.isEmpty else { continue }
            let distance = abs(t.count - desiredCount)
            if distance <= bestDistance { best = (t, unit); bestDistance = distance }
            if t.count < desiredCount { break }
        }
        return best ?? ([lo, hi], .year)
    }

    static func ticks(lo: Date, hi: Date, unit: Calendar.Component, count: Int, calendar: Calendar) -> [Date] {
        guard hi > lo else { return [lo] }
        // Start at the unit boundary at or after `lo`; counts align to the unit's value.
        var start = calendar.dateInterval(of: unit, for: lo)?.start ?? lo
        if start < lo { start = calendar.date(byAdding: unit, value: 1, to: start) ?? lo }
        if count > 1, unit != .weekOfYear {
            let component = unit == .day || unit == .month ? calendar.component(unit, from: start) - 1 : calendar.component(unit, from: start)
            let misaligned = ((component % count) + count) % count
            if misaligned > 0 { start = calendar.date(byAdding: unit, value: count - misaligned, to: start) ?? start }
        }
        var out: [Date] = []
        var d = start
        while d <= hi, out.count < 400 {
            out.append(d)
            guard let next = calendar.date(byAdding: unit, value: count, to: d) else { break }
            d = next
        }
        return out
    }
}
