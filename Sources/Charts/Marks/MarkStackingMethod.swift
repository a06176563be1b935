import Foundation

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
