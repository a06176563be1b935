/// A point in a view's unit square, for anchors and alignment of shapes' points.
public struct UnitPoint: Hashable, Sendable {
    /// Fraction of the width: 0 is the left edge, 1 the right; values outside 0...1 are allowed.
    public var x: CGFloat
    /// Fraction of the height: 0 is the top edge, 1 the bottom.
    public var y: CGFloat
    /// A point at fractions `x`, `y` of the width and height.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// The top-left corner, (0, 0).
    public init() { self.init(x: 0, y: 0) }
    /// (0, 0), the same point as `topLeading`.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The middle, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// Middle of the left edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// Middle of the right edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// Middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// Middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// Top-left corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// Top-right corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// Bottom-left corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// Bottom-right corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// How `aspectRatio` reconciles a ratio with the proposal: fit inside or fill it.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}
