/// The size a parent offers a child: `nil` in a dimension asks for the child's ideal size there.
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    /// Proposed width; `nil` asks for the ideal width.
    public var width: CGFloat?
    /// Proposed height; `nil` asks for the ideal height.
    public var height: CGFloat?

    /// A proposal of the given dimensions; `nil` means "your ideal".
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Ask for the ideal size in both dimensions.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Ask for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Ask for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with missing dimensions filled in, as a concrete size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func value(along axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    static func along(_ axis: Axis, _ main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? .init(width: main, height: cross) : .init(width: cross, height: main)
    }
}

/// Horizontal or vertical: the direction a stack lays out its children.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// A set of axes, as in `fixedSize` and scroll views.
    public struct Set: OptionSet, Hashable, Sendable {
        /// One bit per axis.
        public let rawValue: Int8
        /// A set from its bits; the named sets are clearer.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The axis of widths.
        public static let horizontal = Set(rawValue: 1)
        /// The axis of heights.
        public static let vertical = Set(rawValue: 2)
    }
}

extension CGSize {
    func value(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
    static func along(_ axis: Axis, _ main: CGFloat, cross: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
