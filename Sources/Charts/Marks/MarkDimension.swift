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
