import Foundation

/// Where a scroll view is and what it is doing (iOS 17–18): positions, geometry and phases.
/// A still is drawn at the initial offset with nothing moving, so a scroll view is always
/// `.idle`, no change callback runs, and a bound position is read by nobody: the picture is
/// the one without these modifiers (`defaultScrollAnchor(_:)` is the way to start elsewhere).

/// What a scroll view is doing (iOS 18).
public enum ScrollPhase: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// At rest: the only phase of a still.
    case idle
    /// A touch is down but has not moved far enough to scroll.
    case tracking
    /// The user is dragging the content.
    case interacting
    /// The content coasts after the user let go.
    case decelerating
    /// The content moves to a programmatic target.
    case animating

    /// Hashes the phase.
    public func hash(into hasher: inout Hasher) { hasher.combine(debugDescription) }

    /// True in every phase but `.idle` and `.tracking`.
    public var isScrolling: Bool {
        switch self {
        case .idle, .tracking: return false
        case .interacting, .decelerating, .animating: return true
        }
    }

    /// The phase's name.
    public var debugDescription: String {
        switch self {
        case .idle: return "idle"
        case .tracking: return "tracking"
        case .interacting: return "interacting"
        case .decelerating: return "decelerating"
        case .animating: return "animating"
        }
    }
}

/// The sizes and offset of a scroll view and its content (iOS 18).
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// How far the content is scrolled, from its top-leading corner.
    public var contentOffset: CGPoint
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// The insets around the content (safe area and margins).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view itself.
    public var containerSize: CGSize

    /// Geometry with the given offset, sizes and insets.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content in view, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The scroll view's bounds: the container at the content offset.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The four values, for logs.
    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}

/// What `onScrollPhaseChange(_:)` hands its action besides the phases (iOS 18).
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry when the phase changed.
    public var geometry: ScrollGeometry { storedGeometry }
    /// The scrolling velocity, when the system knows it.
    public var velocity: CGVector? { storedVelocity }

    private let storedGeometry: ScrollGeometry
    private let storedVelocity: CGVector?
}

/// A scroll view's position as a value a view can bind and change (iOS 18): an edge, a point
/// or a view's id. In a still the scroll view is drawn at its initial offset and does not read
/// the binding; the value keeps what was last asked of it.
public struct ScrollPosition: Sendable, Equatable {
    private var storedID: (any Hashable & Sendable)?
    private var anchor: UnitPoint?
    /// The edge scrolled to, if the position is an edge.
    public private(set) var edge: Edge?
    /// The point scrolled to, if the position is a point; a lone `x` or `y` leaves the
    /// other coordinate 0 here.
    public private(set) var point: CGPoint?
    /// Whether the user scrolled since the position was last set: never in a still.
    public var isPositionedByUser: Bool { false }

    /// The position of the view with `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        storedID = id
        self.anchor = anchor
    }
    /// No position yet, for views whose ids have type `idType`.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}
    /// The position at `edge`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.edge = edge }
    /// The position at `point`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { self.point = point }
    /// The position at `x`, `y`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }
    /// The position at `x`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { point = CGPoint(x: x, y: 0) }
    /// The position at `y`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { point = CGPoint(x: 0, y: y) }

    /// The id of the view scrolled to, if the position is a view.
    public var viewID: (any Hashable & Sendable)? { storedID }
    /// The id of the view scrolled to, if it is a `T`.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { storedID as? T }

    /// Asks for the view with `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }
    /// Asks for `edge`.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    /// Asks for `point`.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    /// Asks for `x`, `y`.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
    /// Asks for `x`.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
    /// Asks for `y`.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }

    /// Equal when both ask for the same view, edge or point.
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.storedID.map { AnyHashable($0) } == rhs.storedID.map { AnyHashable($0) }
            && lhs.anchor == rhs.anchor && lhs.edge == rhs.edge && lhs.point == rhs.point
    }
}

extension View {
    /// Runs `action` when the scroll phase changes; a still stays `.idle`, so never.
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { self }
    /// Runs `action` with a context when the scroll phase changes; never in a still.
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View { self }
    /// Runs `action` when a value derived from the scroll geometry changes; a still's
    /// geometry never changes, so never.
    nonisolated public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
    /// Runs `action` when the view scrolls in or out of sight; never in a still.
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }
    /// Runs `action` with the ids of the visible scroll targets when they change; never in
    /// a still.
    nonisolated public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> some View { self }
    /// Binds the scroll view's position; a still is drawn at the initial offset.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
    /// Binds the id of the scroll target in view; a still is drawn at the initial offset and
    /// leaves the binding alone.
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }
}
