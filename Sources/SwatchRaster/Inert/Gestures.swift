import Foundation

/// SwiftUI's `Gesture`: an input recognizer attached to a view. Nothing is touched in a
/// still image, so gestures never fire; they exist so interactive views compile unchanged.
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// A gesture composed of others, for custom gestures; built-in ones use `Never`.
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Self.Body { get }
}

extension Never: Gesture {
    /// Never reported.
    public typealias Value = Never
    /// Never asked for: `Never`'s `body` traps.
}

/// An optional gesture is a gesture, as in SwiftUI (`Optional.Value` is `Wrapped.Value`):
/// `.gesture(isEditing ? nil : drag)` attaches nothing when the value is nil.
extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value
}

extension Optional: _PrimitiveGesture where Wrapped: Gesture {}

/// Marks the built-in gestures as primitive (their body is never asked for).
public protocol _PrimitiveGesture: Gesture where Body == Never {}

extension _PrimitiveGesture {
    /// Built-in gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// A gesture that reports one kind of value, wrapping another: what `.onChanged`,
/// `.onEnded`, `.map` and `.updating` return.
public struct _ModifiedGesture<Base: Gesture, Value>: _PrimitiveGesture {
    let base: Base
}

extension Gesture {
    /// Calls `action` as the gesture changes; never called in a still.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> { _ModifiedGesture(base: self) }
    /// Calls `action` when the gesture ends; never called in a still.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> { _ModifiedGesture(base: self) }
    /// Maps the gesture's value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _ModifiedGesture<Self, T> { _ModifiedGesture(base: self) }
    /// Updates gesture state while the gesture is active; never called in a still.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
    /// Both gestures at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

/// A tap, or `count` taps.
public struct TapGesture: _PrimitiveGesture {
    /// Taps report nothing.
    public typealias Value = Void
    /// The number of taps required.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A press held for `minimumDuration`.
public struct LongPressGesture: _PrimitiveGesture {
    /// Whether the press is still down.
    public typealias Value = Bool
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// How far the finger may move.
    public var maximumDistance: CGFloat
    /// A long press.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag.
public struct DragGesture: _PrimitiveGesture {
    /// Where a drag is and has been.
    public struct Value: Equatable, Sendable {
        /// When the event happened.
        public var time: Date
        /// The current location.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// `location − startLocation`.
        public var translation: CGSize
        /// The velocity in points per second.
        public var velocity: CGSize
        /// Where the drag would end if it stopped now.
        public var predictedEndLocation: CGPoint
        /// The translation at the predicted end.
        public var predictedEndTranslation: CGSize
    }
    /// Distance before the drag starts.
    public var minimumDistance: CGFloat
    /// The coordinate space values are reported in.
    public var coordinateSpace: CoordinateSpace
    /// A drag starting after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A pinch (iOS 17 name).
public struct MagnifyGesture: _PrimitiveGesture {
    /// The pinch's magnification.
    public struct Value: Equatable, Sendable {
        /// The scale relative to the start.
        public var magnification: CGFloat
        /// How fast the scale is changing, per second.
        public var velocity: CGFloat
        /// Where the pinch started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch started, in the view's coordinates.
        public var startLocation: CGPoint
        /// When the current event happened.
        public var time: Date
    }
    /// The scale change the pinch needs before it is recognised.
    public var minimumScaleDelta: CGFloat
    /// A pinch recognised after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch (the earlier name), reporting the scale.
public struct MagnificationGesture: _PrimitiveGesture {
    /// The scale relative to the start.
    public typealias Value = CGFloat
    /// The scale change the pinch needs before it is recognised.
    public var minimumScaleDelta: CGFloat
    /// A pinch recognised after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation.
public struct RotationGesture: _PrimitiveGesture {
    /// The rotation so far.
    public typealias Value = Angle
    /// The turn the rotation needs before it is recognised.
    public var minimumAngleDelta: Angle
    /// A rotation recognised after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A rotation (iOS 17 name).
public struct RotateGesture: _PrimitiveGesture {
    /// The rotation so far.
    public struct Value: Equatable, Sendable {
        /// The angle relative to the start.
        public var rotation: Angle
        /// How fast the angle is changing, per second.
        public var velocity: Angle
        /// Where the rotation started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the rotation started, in the view's coordinates.
        public var startLocation: CGPoint
        /// When the current event happened.
        public var time: Date
    }
    /// The turn the rotation needs before it is recognised.
    public var minimumAngleDelta: Angle
    /// A rotation recognised after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// SwiftUI's `GestureState`: state that lives while a gesture is active and resets after.
/// No gesture is active in a still, so it always reads its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value
    /// The state, always its initial value in a still.
    public var wrappedValue: Value { initial }
    /// The state itself, for `.updating($state)`.
    public var projectedValue: GestureState<Value> { self }
    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// State starting at `initialValue`.
    public init(initialValue: Value) { initial = initialValue }
    /// State starting at `wrappedValue`, reset with `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// State starting at `wrappedValue`, reset through `reset`.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    /// State starting at `initialValue`, reset with `resetTransaction` (never, in a still).
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }
    /// State starting at `initialValue`, reset through `reset` (never called in a still).
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }
}

/// Which gestures of a view and its subviews are recognised.
public struct GestureMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates the mask from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The raw bits.
    public typealias RawValue = UInt8
    /// One option.
    public typealias Element = GestureMask
    /// What an array literal of masks holds.
    public typealias ArrayLiteralElement = GestureMask
    /// None.
    public static let none: GestureMask = []
    /// The view's own gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// Its subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// The kind of shape `contentShape` sets.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates the set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// Drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// Context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// Accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
    /// Runs `action` on a tap; never in a still.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// Runs `action` with the tap location; never in a still.
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View { self }
    /// Runs `action` on a long press; never in a still.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    /// Attaches `gesture`; it never fires in a still.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// Attaches `gesture` alongside the subviews' gestures.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// Attaches `gesture` ahead of the subviews' gestures.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// Sets the shape used for hit testing; nothing is drawn.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// Sets the shape used for the given kinds of interaction; nothing is drawn.
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    /// Whether the view takes part in hit testing; drawing is unchanged.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional state starting at `nil`, reset with `resetTransaction` (never, in a still).
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
    /// Optional state starting at `nil`, reset through `reset` (never called in a still).
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil) }
}

/// Two gestures recognized together; the value holds whichever have started.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// The two gestures' values, nil until each starts.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Both gestures at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// A gesture that starts when another has ended (`LongPressGesture().sequenced(before: DragGesture())`).
public struct SequenceGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// Where the sequence is: in the first gesture, or in the second after the first ended.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first ended; the second has this value once it starts.
        case second(First.Value, Second.Value?)
    }
    /// The first gesture.
    public var first: First
    /// The gesture that follows it.
    public var second: Second
    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// A gesture that recognizes `first`, or `second` if `first` fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// Which gesture was recognized.
    public enum Value {
        /// The first gesture.
        case first(First.Value)
        /// The second gesture.
        case second(Second.Value)
    }
    /// The preferred gesture.
    public var first: First
    /// The fallback gesture.
    public var second: Second
    /// `first`, else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
