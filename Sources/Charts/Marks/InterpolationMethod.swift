import Foundation

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
