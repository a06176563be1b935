import Foundation

/// Which values an axis marks: Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?, roundLower: Bool?, roundUpper: Bool?, minimumStride: Double?)
        case stride(Double)
        case dateStride(Calendar.Component, Int, Calendar?)
        case values([PlotValue])
    }
    let kind: Kind

    /// The chart's choice (5 ticks for numbers, a calendar stride for dates).
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, roundLower: nil, roundUpper: nil, minimumStride: nil)) }
    /// About `desiredCount` values at nice steps.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, roundLower: roundLowerBound, roundUpper: roundUpperBound, minimumStride: nil))
    }
    /// Nice values no closer than `minimumStride`.
    public static func automatic<P: BinaryFloatingPoint>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, roundLower: roundLowerBound, roundUpper: roundUpperBound, minimumStride: Double(minimumStride)))
    }
    /// Every `stepSize` from zero.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(Double(stepSize)))
    }
    /// Every `count` calendar units.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count, calendar))
    }
    /// Exactly these values.
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues { AxisMarkValues(kind: .values(values.map { PlotValue($0) })) }
}

/// Which side an axis's marks are on: Swift Charts' `AxisMarkPosition`.
public struct AxisMarkPosition: Equatable, Sendable {
    enum Kind: Equatable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    /// The default: y on the trailing side, x at the bottom.
    public static let automatic = AxisMarkPosition(kind: .automatic)
    /// Before the plot.
    public static let leading = AxisMarkPosition(kind: .leading)
    /// After the plot.
    public static let trailing = AxisMarkPosition(kind: .trailing)
    /// Above the plot.
    public static let top = AxisMarkPosition(kind: .top)
    /// Below the plot.
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// A style preset for axis marks: Swift Charts' `AxisMarkPreset` (accepted; the automatic
/// look is drawn).
public struct AxisMarkPreset: Equatable, Sendable {
    let name: String
    /// The axis's default look.
    public static let automatic = AxisMarkPreset(name: "automatic")
    /// Labels extend past the plot.
    public static let extended = AxisMarkPreset(name: "extended")
    /// Labels aligned with marks.
    public static let aligned = AxisMarkPreset(name: "aligned")
    /// Labels inside the plot.
    public static let inset = AxisMarkPreset(name: "inset")
}

/// One marked value, handed to `AxisMarks`' content: Swift Charts' `AxisValue`.
public struct AxisValue {
    let plot: PlotValue
    /// This value's index among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    /// The value as `P`, if it is one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { plot.as(type) }
}
