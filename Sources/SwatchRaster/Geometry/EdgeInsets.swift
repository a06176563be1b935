/// One side of a rectangle, as used by `padding` and `ignoresSafeArea`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, so `.padding(.horizontal, 8)` can name several at once.
    public struct Set: OptionSet, Hashable, Sendable {
        /// One bit per edge, shifted by the edge's raw value.
        public let rawValue: Int8
        /// A set from its bits; the named sets are clearer.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding just `edge`.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The top edge alone.
        public static let top = Set(.top)
        /// The leading (left) edge alone.
        public static let leading = Set(.leading)
        /// The bottom edge alone.
        public static let bottom = Set(.bottom)
        /// The trailing (right) edge alone.
        public static let trailing = Set(.trailing)
        /// Left and right: `.padding(.horizontal, 8)` widens a view by 16 points.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge: the default of `padding`.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each edge of a rectangle, in points.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// Points taken off the top.
    public var top: CGFloat
    /// Points taken off the leading (left) side.
    public var leading: CGFloat
    /// Points taken off the bottom.
    public var bottom: CGFloat
    /// Points taken off the trailing (right) side.
    public var trailing: CGFloat

    /// Insets with a value per edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}
