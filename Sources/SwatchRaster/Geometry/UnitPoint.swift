/// A point in a view's unit square, for anchors and alignment of shapes' points.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    /// A point at fractions `x`, `y` of the width and height.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public init() { self.init(x: 0, y: 0) }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// How `aspectRatio` reconciles a ratio with the proposal: fit inside or fill it.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}
