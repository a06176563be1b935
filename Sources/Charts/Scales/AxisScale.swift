import Foundation

/// One resolved axis: its kind, domain and ticks, and the map from values to points.
struct AxisScale {
    enum Kind { case number, date, category }
    var kind: Kind
    /// The domain in axis numbers: values, seconds since 2001 for dates, band indices for
    /// categories (category i spans i…i+1).
    var lo: Double
    var hi: Double
    var categories: [String] = []
    var vertical: Bool
    var reversed = false
    var range: _RangeSpec?
    /// The calendar unit of date ticks, for their labels.
    var dateUnit: Calendar.Component?
    var calendar = Calendar.current

    /// The axis number of a value and, for bands (categories, binned dates), its band.
    func interval(_ e: PlotEntry) -> (lo: Double, hi: Double, band: Bool)? {
        switch e.value {
        case .category(let s):
            guard let i = categories.firstIndex(of: s) else { return nil }
            return (Double(i), Double(i + 1), true)
        case .date:
            if let bin = e.binInterval { return (bin.0, bin.1, true) }
            let t = e.value.number!
            return (t, t, false)
        case .number(let v): return (v, v, false)
        }
    }

    func number(_ v: PlotValue) -> Double? {
        switch v {
        case .category(let s): return categories.firstIndex(of: s).map { Double($0) + 0.5 }
        default: return v.number
        }
    }

    /// Where `v` lands along an axis `length` points long: x from the leading edge, y from
    /// the top (numbers and dates grow upward; categories run top to bottom).
    func position(_ v: Double, length: CGFloat) -> CGFloat {
        var a: CGFloat = range?.startPadding ?? 0
        var b: CGFloat = length - (range?.endPadding ?? 0)
        if let fixed = range?.fixed { a = fixed.lowerBound; b = fixed.upperBound }
        var t = hi == lo ? 0.5 : (v - lo) / (hi - lo)
        if reversed { t = 1 - t }
        let p = a + CGFloat(t) * (b - a)
        if vertical && kind != .category { return length - p }
        return p
    }

    /// Points per axis unit.
    func pointsPerUnit(length: CGFloat) -> CGFloat {
        hi == lo ? 0 : abs(position(hi, length: length) - position(lo, length: length)) / CGFloat(hi - lo)
    }
}
