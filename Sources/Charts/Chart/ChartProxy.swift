import Foundation

/// Converts between data values and positions in the plot: Swift Charts' `ChartProxy`,
/// handed to `chartOverlay` and `chartBackground`. Positions are in the plot's coordinates.
public struct ChartProxy {
    let model: ChartModel
    let plotRect: CGRect
    let anchor: Anchor<CGRect>?

    /// The plot's frame, to read with a `GeometryProxy` (iOS 17).
    public var plotFrame: Anchor<CGRect>? { anchor }
    /// The plot's frame (iOS 16's name).
    public var plotAreaFrame: Anchor<CGRect> { anchor! }
    /// The plot's size.
    public var plotSize: CGSize { plotRect.size }
    /// The plot's size (iOS 16's name).
    public var plotAreaSize: CGSize { plotRect.size }

    /// The x position of `value` (the middle of its band for categories and date bins).
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        guard let x = model.x, let v = x.number(PlotValue(value)) else { return nil }
        return x.position(v, length: plotRect.width)
    }
    /// The y position of `value`.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        guard let y = model.y, let v = y.number(PlotValue(value)) else { return nil }
        return y.position(v, length: plotRect.height)
    }
    /// The point of (`x`, `y`).
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
        return CGPoint(x: px, y: py)
    }
    /// The x positions a value covers: its band for categories and date bins, else a point.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        guard let x = model.x else { return nil }
        return range(x, PlotValue(value), length: plotRect.width)
    }
    /// The y positions a value covers.
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        guard let y = model.y else { return nil }
        return range(y, PlotValue(value), length: plotRect.height)
    }

    func range(_ scale: AxisScale, _ value: PlotValue, length: CGFloat) -> ClosedRange<CGFloat>? {
        guard let iv = scale.interval(PlotEntry(value)) else { return nil }
        let a = scale.position(iv.lo, length: length), b = scale.position(iv.hi, length: length)
        return min(a, b)...max(a, b)
    }

    /// The x value at a position.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let x = model.x else { return nil }
        return value(x, position, length: plotRect.width, as: type)
    }
    /// The y value at a position.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let y = model.y else { return nil }
        return value(y, position, length: plotRect.height, as: type)
    }
    /// The values at a point.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let vx = value(atX: location.x, as: X.self), let vy = value(atY: location.y, as: Y.self) else { return nil }
        return (vx, vy)
    }

    func value<P: Plottable>(_ scale: AxisScale, _ position: CGFloat, length: CGFloat, as type: P.Type) -> P? {
        let a = scale.position(scale.lo, length: length), b = scale.position(scale.hi, length: length)
        guard a != b else { return nil }
        let v = scale.lo + Double((position - a) / (b - a)) * (scale.hi - scale.lo)
        switch scale.kind {
        case .category:
            let i = Int(v.rounded(.down))
            guard scale.categories.indices.contains(i) else { return nil }
            return PlotValue.category(scale.categories[i]).as(type)
        case .date: return PlotValue.date(Date(timeIntervalSinceReferenceDate: v)).as(type)
        case .number: return PlotValue.number(v).as(type)
        }
    }
}

/// Carries the plot's bounds up to the overlay and background.
struct ChartPlotFrameKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}
