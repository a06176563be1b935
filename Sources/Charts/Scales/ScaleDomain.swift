import Foundation

/// What a scale's domain can be given as: Swift Charts' `ScaleDomain` (a range of numbers or
/// dates, an array of categories, or `.automatic`).
public protocol ScaleDomain {
    /// The engine's reading of the domain (not Apple API).
    var _domain: _DomainSpec { get }
}

/// A domain as the chart uses it. Public only for `ScaleDomain`'s hook.
public struct _DomainSpec {
    enum Kind { case automatic(includesZero: Bool?, reversed: Bool?), range(PlotValue, PlotValue), values([PlotValue]) }
    let kind: Kind
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// The range's bounds.
    public var _domain: _DomainSpec { _DomainSpec(kind: .range(PlotValue(lowerBound), PlotValue(upperBound))) }
}

extension Range: ScaleDomain where Bound: Plottable {
    /// The range's bounds.
    public var _domain: _DomainSpec { _DomainSpec(kind: .range(PlotValue(lowerBound), PlotValue(upperBound))) }
}

extension Array: ScaleDomain where Element: Plottable {
    /// The values, in order (categories).
    public var _domain: _DomainSpec { _DomainSpec(kind: .values(map { PlotValue($0) })) }
}

/// The domain Charts infers from the data: Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    /// The inferred domain.
    public var _domain: _DomainSpec { _DomainSpec(kind: .automatic(includesZero: includesZero, reversed: reversed)) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The inferred domain (numbers include zero).
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The inferred domain, with or without zero, optionally reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// Where a scale's values land: Swift Charts' `ScaleRange`. For position scales a span of
/// points; for style and symbol scales the styles or symbols themselves.
public protocol ScaleRange {
    /// What the scale maps values to (points, styles, symbols).
    associatedtype VisualValue
    /// The engine's reading of a position range (not Apple API).
    var _range: _RangeSpec { get }
    /// The engine's reading of a style or symbol range, in order (not Apple API).
    var _visualValues: [VisualValue] { get }
}

extension ScaleRange {
    /// Position ranges have no list of visual values.
    public var _visualValues: [VisualValue] { [] }
    /// Style and symbol ranges place nothing.
    public var _range: _RangeSpec { _RangeSpec() }
}

extension Array: ScaleRange {
    /// The styles or symbols, in order.
    public var _visualValues: [Element] { self }
}

extension Gradient: ScaleRange {
    /// The gradient's colors, in order.
    public var _visualValues: [Color] { stops.map(\.color) }
}

/// A range as the chart uses it. Public only for `ScaleRange`'s hook.
public struct _RangeSpec {
    var startPadding: CGFloat = 0
    var endPadding: CGFloat = 0
    var fixed: ClosedRange<CGFloat>?
}

extension ClosedRange: ScaleRange where Bound == CGFloat {
    /// Fixed positions in points.
    public var _range: _RangeSpec { _RangeSpec(fixed: self) }
    /// Positions are points.
    public var _visualValues: [CGFloat] { [lowerBound, upperBound] }
}

/// The plot's full length with padding: Swift Charts' `PlotDimensionScaleRange`.
public struct PlotDimensionScaleRange: ScaleRange {
    /// Positions are points.
    public typealias VisualValue = CGFloat
    let spec: _RangeSpec
    /// The padded length.
    public var _range: _RangeSpec { spec }
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    /// The whole plot dimension.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(spec: _RangeSpec()) }
    /// The plot dimension with padding at each end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(spec: _RangeSpec(startPadding: startPadding, endPadding: endPadding))
    }
    /// The plot dimension with the same padding at both ends.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(spec: _RangeSpec(startPadding: padding, endPadding: padding))
    }
}

/// A scale's type: Swift Charts' `ScaleType`. Linear and category and date are drawn; log
/// and the others are accepted and drawn linear.
public struct ScaleType: Equatable, Sendable {
    let name: String
    /// Inferred from the data.
    public static let automatic = ScaleType(name: "automatic")
    /// Linear.
    public static let linear = ScaleType(name: "linear")
    /// Logarithmic (drawn linear here).
    public static let log = ScaleType(name: "log")
    /// Square root (drawn linear here).
    public static let squareRoot = ScaleType(name: "squareRoot")
    /// Symmetric log (drawn linear here).
    public static let symmetricLog = ScaleType(name: "symmetricLog")
    /// Dates.
    public static let date = ScaleType(name: "date")
    /// Categories.
    public static let category = ScaleType(name: "category")
    /// Power (drawn linear here).
    public static func power(exponent: Double) -> ScaleType { ScaleType(name: "power") }
}
