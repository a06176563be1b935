import Foundation

/// Custom animations (iOS 17) and the iOS 17 members of `Animation`. A still is one frame of
/// the final state, so no animation is ever stepped; the types exist so that custom curves
/// compile, and `Animation`'s own `animate(value:time:context:)` reports every animation
/// finished (nil), which is what a still shows.

/// A value type kept in an animation's per-run state.
public protocol AnimationStateKey {
    /// The type of the value.
    associatedtype Value
    /// The value before the animation stores one.
    static var defaultValue: Self.Value { get }
}

/// An animation's per-run storage, keyed by `AnimationStateKey` types.
public struct AnimationState<Value: VectorArithmetic>: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Empty storage.
    public init() {}
    /// The value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// What a custom animation knows while it runs.
public struct AnimationContext<Value: VectorArithmetic>: @unchecked Sendable {
    /// The animation's per-run storage.
    public var state: AnimationState<Value>
    /// Whether the animation has reached its logical end.
    public var isLogicallyComplete: Bool
    /// The environment of the view being animated.
    public var environment: EnvironmentValues { storedEnvironment }

    private let storedEnvironment: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false, environment: EnvironmentValues) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.storedEnvironment = environment
    }

    /// This context with other storage, for animating a value of another type.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: storedEnvironment)
    }
}

/// SwiftUI's `CustomAnimation`: an animation curve written by the app.
@preconcurrency
public protocol CustomAnimation: Hashable, Sendable {
    /// The value at `time` of a move by `value`, or nil once finished.
    nonisolated func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity at `time`, if known.
    nonisolated func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether a new animation should merge into this running one.
    nonisolated func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// Unknown velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// Never merges.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}

/// The custom animation standing for a built-in one, as `Animation.base` returns it.
private struct BuiltInAnimation: CustomAnimation {
    let name: String
    let duration: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time >= duration ? nil : value
    }
}

extension Animation: Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// An animation that runs `base`; in a still, only its final state is drawn.
    public init<A: CustomAnimation>(_ base: A) { self.init(String(describing: A.self), duration: 0) }

    /// The custom animation this animation runs. Built-in animations answer with a stand-in
    /// that finishes after their duration; an animation made from a custom one keeps only its
    /// type's name, so this is a stand-in too.
    public var base: any CustomAnimation { BuiltInAnimation(name: name, duration: duration) }

    /// Finished: a still draws the final value, so every animation reports nil.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? { nil }
    /// Unknown velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// Never merges: nothing runs concurrently in a still.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }

    /// The animation, counted logically complete after `duration`.
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }

    /// A spring animation of `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation { Animation("spring", duration: spring.duration) }
    /// An interpolating spring animation of `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation("interpolatingSpring", duration: spring.duration)
    }
    /// An interpolating spring of perceptual `duration` and `bounce`.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation("interpolatingSpring", duration: duration)
    }
    /// The default interpolating spring.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
    /// An interactive spring of perceptual `duration`.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring", duration: duration)
    }
    /// An animation along `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation { Animation("timingCurve", duration: duration) }

    /// Hashes the curve's name and duration.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(duration)
    }
    /// The curve's name and duration.
    public var description: String { "\(name)(duration: \(duration))" }
    /// The curve's name and duration.
    public var debugDescription: String { description }
    /// The curve's name and duration, for debuggers.
    public var customMirror: Mirror { Mirror(self, children: ["name": name, "duration": duration]) }
}
