import Foundation

// The gesture types and modifiers beyond the basic recognizers: type erasure, `updating`'s
// gesture, spatial taps, hand and pencil shortcuts, and the `isEnabled:`/`name:` forms of
// attaching a gesture. A still has no input, so none of them ever fires; they type-check as
// SwiftUI's do and leave the picture unchanged (docs/ARCHITECTURE.md §4.2).

/// The gesture `updating(_:body:)` returns: `base`, writing into `state` while it is active.
/// Never active in a still, so `state` keeps its initial value and `body` is never called.
public struct GestureStateGesture<Base: Gesture, State>: _PrimitiveGesture {
    /// The wrapped gesture's value.
    public typealias Value = Base.Value
    /// The gesture whose changes update `state`.
    public var base: Base
    /// The gesture state `body` writes.
    public var state: GestureState<State>
    /// Called with each change of `base`; never in a still.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    /// `base`, updating `state` through `body`.
    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

/// A type-erased gesture with values of type `Value`.
public struct AnyGesture<Value>: _PrimitiveGesture {
    /// The erased gesture has no body of its own.
    public typealias Body = Never
    /// Erases `gesture`.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {}
}

/// A tap that reports where it landed: SwiftUI's `SpatialTapGesture` (iOS 16).
public struct SpatialTapGesture: _PrimitiveGesture {
    /// Where a tap landed.
    public struct Value: Equatable, @unchecked Sendable {
        /// The tap's location in `coordinateSpace`.
        public var location: CGPoint
    }
    /// How many taps the gesture needs.
    public var count: Int
    /// The space `Value.location` is given in.
    public var coordinateSpace: CoordinateSpace
    /// A tap of `count` taps located in `coordinateSpace` (the pre-iOS 17 spelling).
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    /// A tap of `count` taps located in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}

/// A hand gesture that triggers a control on Apple Watch and Vision Pro (iOS 18 declares it).
public struct HandGestureShortcut: Sendable, Equatable {
    private let name: String
    /// The shortcut for a view's primary action (double tap on Apple Watch).
    public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}

/// A double tap on Apple Pencil's side (iOS 17.5).
public struct PencilDoubleTapGestureValue: Hashable {
    /// Where the pencil hovered when tapped, if it did.
    public let hoverPose: PencilHoverPose?
}

extension View {
    /// Attaches `gesture` when `isEnabled` is true; it never fires in a still.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
    /// Attaches a named `gesture` (iOS 18); it never fires in a still.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { self }
    /// Attaches `gesture` ahead of the view's own when `isEnabled`; never fires in a still.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
    /// Attaches a named high-priority `gesture` (iOS 18); never fires in a still.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { self }
    /// Attaches `gesture` alongside the view's own when `isEnabled`; never fires in a still.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
    /// Attaches a named simultaneous `gesture` (iOS 18); never fires in a still.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { self }
    /// Lets the view's gestures win over the system's at `edges`; a still has no system gestures.
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
    /// Binds a hand gesture to the view's action (iOS 18); nothing is performed in a still.
    nonisolated public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View { self }
    /// Runs `action` on an Apple Pencil double tap (iOS 17.5); never in a still.
    nonisolated public func onPencilDoubleTap(perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void) -> some View { self }
}
