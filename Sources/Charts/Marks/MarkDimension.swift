import Foundation

/// A mark's width, height or radius: Swift Charts' `MarkDimension`.
public struct MarkDimension: Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Equatable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind

    /// The default: 70% of the band for bars, the plot's size for sectors.
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A fraction of the band (bars) or of the outer radius (sectors).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The band (or outer radius) less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// A literal is a fixed size in points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A literal is a fixed size in points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }

    /// The size for a band of `band` points, with `fraction` of it when automatic.
    func resolve(band: CGFloat, automatic fraction: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: return band * fraction
        case .fixed(let v): return v
        case .ratio(let r): return band * r
        case .inset(let i): return max(0, band - i)
        }
    }
}

/// How marks that share a position stack: Swift Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Equatable, Sendable {
    enum Kind: Equatable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Stacked from zero, positives up and negatives down (the default).
    public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
    /// Stacked and scaled so each stack spans 0 to 1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
    /// Stacked around zero (a streamgraph).
    public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
    /// Not stacked: each mark from zero.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
}

/// How a line or area passes through its points: Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable { case linear, monotone, catmullRom(CGFloat), cardinal(CGFloat), stepStart, stepCenter, stepEnd }
    let kind: Kind
    /// Straight segments (the default).
    public static let linear = InterpolationMethod(kind: .linear)
    /// A curve that never overshoots between points.
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// A Catmull–Rom spline (centripetal, alpha 0.5).
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(0.5))
    /// A cardinal spline (tension 0).
    public static let cardinal = InterpolationMethod(kind: .cardinal(0))
    /// Steps that change at each point.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that change at the next point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A Catmull–Rom spline with the given alpha.
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha)) }
    /// A cardinal spline with the given tension.
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension)) }
    /// The method's name (apps use it as an identifier in pickers).
    public var description: String {
        switch kind {
        case .linear: return "linear"
        case .monotone: return "monotone"
        case .catmullRom: return "catmullRom"
        case .cardinal: return "cardinal"
        case .stepStart: return "stepStart"
        case .stepCenter: return "stepCenter"
        case .stepEnd: return "stepEnd"
        }
    }
}

/// Where an annotation or legend sits relative to what it annotates: `AnnotationPosition`.
public struct AnnotationPosition: Equatable, Sendable {
    enum Kind: Equatable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let kind: Kind
    /// The system's choice: above a mark, below the chart for a legend.
    public static let automatic = AnnotationPosition(kind: .automatic)
    /// On top of the mark.
    public static let overlay = AnnotationPosition(kind: .overlay)
    /// Above.
    public static let top = AnnotationPosition(kind: .top)
    /// Below.
    public static let bottom = AnnotationPosition(kind: .bottom)
    /// Before, in reading order.
    public static let leading = AnnotationPosition(kind: .leading)
    /// After, in reading order.
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Above and before.
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    /// Above and after.
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    /// Below and before.
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    /// Below and after.
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// What an annotation does when it would leave the chart: accepted; annotations here are
/// drawn where placed (`AnnotationOverflowResolution`).
public struct AnnotationOverflowResolution: Sendable {
    /// Strategies for one axis.
    public struct Strategy: Sendable {
        /// The system's choice.
        public static let automatic = Strategy()
        /// Keep inside the plot.
        public static let fit = Strategy()
        /// Keep inside the chart.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
        /// Leave as placed.
        public static let disabled = Strategy()
        /// Pad inside the boundary.
        public static func padScale(_ boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
    }
    /// Boundaries annotations fit into.
    public struct Boundary: Sendable {
        /// The plot area.
        public static let plot = Boundary()
        /// The whole chart.
        public static let chart = Boundary()
        /// Automatic.
        public static let automatic = Boundary()
    }
    /// Each axis's strategy.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    /// The default.
    public static let automatic = AnnotationOverflowResolution()
}

/// What an annotation's content closure is given: Swift Charts' `AnnotationContext`.
public struct AnnotationContext {
    /// The size of the annotated mark.
    public var targetSize: CGSize
}
