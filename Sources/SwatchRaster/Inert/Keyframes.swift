import Foundation

/// SwiftUI's keyframe animation (iOS 17): tracks of keyframes that move properties of a value
/// over time. A keyframe animator in a still is at time zero, so its content is drawn with
/// the initial value. `KeyframeTimeline` evaluates keyframes at any time for code that asks:
/// linear keyframes follow their curve, spring keyframes the spring, move keyframes jump, and
/// cubic keyframes are Hermite curves whose missing velocities are Catmull-Rom tangents (our
/// reading of "smooth"; Apple does not publish its interpolation).

/// The segments of one keyframe track, in order, as keyframe content resolves to them.
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    enum Kind {
        case move
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value?)
        case cubic(startVelocity: Value?, endVelocity: Value?)
    }

    struct Segment {
        let target: Value
        let duration: Double
        let kind: Kind
    }

    var segments: [Segment] = []

    /// The total duration.
    var duration: Double { segments.reduce(0) { $0 + $1.duration } }

    /// The value at `time` of a track starting from `initial`.
    func value(from initial: Value, at time: Double) -> Value {
        typealias Data = Value.AnimatableData
        var points: [Data] = [initial.animatableData]
        points.append(contentsOf: segments.map(\.target.animatableData))
        var start = 0.0
        for (index, segment) in segments.enumerated() {
            let end = start + segment.duration
            guard time < end || index == segments.count - 1 else {
                start = end
                continue
            }
            let from = points[index], to = points[index + 1]
            let t = min(max(time - start, 0), segment.duration)
            var result = initial
            switch segment.kind {
            case .move:
                result.animatableData = to
            case .linear(let curve):
                let s = segment.duration > 0 ? curve.value(at: t / segment.duration) : 1
                result.animatableData = from + scaled(to - from, s)
            case let .spring(spring, startVelocity):
                result.animatableData = from + spring.value(target: to - from, initialVelocity: startVelocity?.animatableData ?? .zero, time: t)
            case let .cubic(startVelocity, endVelocity):
                let d = segment.duration
                guard d > 0 else {
                    result.animatableData = to
                    return result
                }
                // Catmull-Rom tangents from the neighbouring keyframes where none is given.
                func tangent(_ i: Int) -> Data {
                    let before = points[max(i - 1, 0)], after = points[min(i + 1, points.count - 1)]
                    let span = (i > 0 ? segments[i - 1].duration : 0) + (i < segments.count ? segments[i].duration : 0)
                    return span > 0 ? scaled(after - before, 1 / span) : .zero
                }
                let m0 = startVelocity?.animatableData ?? tangent(index)
                let m1 = endVelocity?.animatableData ?? tangent(index + 1)
                let s = t / d, s2 = s * s, s3 = s2 * s
                result.animatableData = scaled(from, 2 * s3 - 3 * s2 + 1) + scaled(m0, d * (s3 - 2 * s2 + s))
                    + scaled(to, -2 * s3 + 3 * s2) + scaled(m1, d * (s3 - s2))
            }
            return result
        }
        return initial
    }

    private func scaled(_ value: Value.AnimatableData, _ factor: Double) -> Value.AnimatableData {
        var value = value
        value.scale(by: factor)
        return value
    }
}

/// The tracks of a keyframe description, each a duration and a way to set its property.
public struct _ResolvedKeyframes<Value> {
    var tracks: [(duration: Double, apply: (inout Value, Double) -> Void)] = []

    /// The longest track's duration.
    var duration: Double { tracks.map(\.duration).max() ?? 0 }
}

/// Keyframes for one track: a sequence of keyframes of a single animatable value.
public protocol KeyframeTrackContent<Value> {
    /// The animated value.
    associatedtype Value: Animatable = Self.Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
    /// Appends this content's segments (an implementation detail, as in SwiftUI).
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Self.Value>)
}

extension KeyframeTrackContent where Body.Value == Value {
    /// Resolves the body.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { body._resolve(into: &resolved) }
}

/// A description of keyframe tracks over a root value.
public protocol Keyframes<Value> {
    /// The root value the tracks animate.
    associatedtype Value = Self.Body.Value
    /// The keyframes this description is made of.
    associatedtype Body: Keyframes
    /// The keyframes this description is made of.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
    /// Appends this description's tracks (an implementation detail, as in SwiftUI).
    func _resolve(into resolved: inout _ResolvedKeyframes<Self.Value>, initialValue: Self.Value, initialVelocity: Self.Value?)
}

extension Keyframes where Body.Value == Value {
    /// Resolves the body.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

/// Moves along a cubic curve to `to` over `duration`.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe itself.
    public typealias Body = CubicKeyframe<Value>
    private let to: Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?
    /// A cubic keyframe; missing velocities are chosen for a smooth path.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }
    /// The keyframe itself.
    public var body: CubicKeyframe<Value> { self }
    /// Appends one cubic segment.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.init(target: to, duration: duration, kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity)))
    }
}

/// Moves with a spring to `to`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe itself.
    public typealias Body = SpringKeyframe<Value>
    private let to: Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?
    /// A spring keyframe, over `duration` or the spring's own duration.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }
    /// The keyframe itself.
    public var body: SpringKeyframe<Value> { self }
    /// Appends one spring segment.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.init(target: to, duration: duration ?? spring.duration, kind: .spring(spring, startVelocity: startVelocity)))
    }
}

/// Moves along `timingCurve` to `to` over `duration`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe itself.
    public typealias Body = LinearKeyframe<Value>
    private let to: Value, duration: TimeInterval, timingCurve: UnitCurve
    /// A linear keyframe.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }
    /// The keyframe itself.
    public var body: LinearKeyframe<Value> { self }
    /// Appends one linear segment.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.init(target: to, duration: duration, kind: .linear(timingCurve)))
    }
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe itself.
    public typealias Body = MoveKeyframe<Value>
    private let to: Value
    /// A move keyframe.
    public init(_ to: Value) { self.to = to }
    /// The keyframe itself.
    public var body: MoveKeyframe<Value> { self }
    /// Appends one instant segment.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(.init(target: to, duration: 0, kind: .move))
    }
}

/// No keyframes.
struct EmptyKeyframeTrackContent<Value: Animatable>: KeyframeTrackContent {
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {}
}

/// One keyframe content after another.
struct KeyframeTrackContentPair<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First, second: Second
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        first._resolve(into: &resolved)
        second._resolve(into: &resolved)
    }
}

/// Keyframe contents in order.
struct KeyframeTrackContentArray<Element: KeyframeTrackContent>: KeyframeTrackContent {
    typealias Value = Element.Value
    let elements: [Element]
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        for element in elements { element._resolve(into: &resolved) }
    }
}

/// Builds the keyframes of one track.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }
    /// Keyframes from a loop.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentArray(elements: components)
    }
    /// The first branch of an `if`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }
    /// The second branch of an `if`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }
    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }
    /// The keyframes so far, then the next.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }
    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> { EmptyKeyframeTrackContent<Value>() }
}

extension KeyframeTrackContentBuilder {
    /// One branch of an `if` or `switch` in a track.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent where ConditionalValue == First.Value, First.Value == Second.Value {
        /// The conditional itself.
        public typealias Body = KeyframeTrackContentBuilder<Value>.Conditional<ConditionalValue, First, Second>
        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage
        /// The conditional itself.
        public var body: Body { self }
        /// Resolves the branch taken.
        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
            switch storage {
            case .first(let content): content._resolve(into: &resolved)
            case .second(let content): content._resolve(into: &resolved)
            }
        }
    }
}

/// The keyframes of one property (`keyPath`) of a root value.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
    /// The track itself.
    public typealias Body = KeyframeTrack<Root, Value, Content>
    private let keyPath: WritableKeyPath<Root, Value>
    private let content: Content

    /// A track of the whole root value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \Root.self
        self.content = content()
    }

    /// A track of the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// The track itself.
    public var body: Body { self }

    /// Adds this track.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: Root?) {
        var track = _ResolvedKeyframeTrackContent<Value>()
        content._resolve(into: &track)
        let keyPath = keyPath, start = initialValue[keyPath: keyPath]
        resolved.tracks.append((track.duration, { root, time in root[keyPath: keyPath] = track.value(from: start, at: time) }))
    }
}

/// No tracks.
struct EmptyKeyframes<Value>: Keyframes {
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {}
}

/// One set of tracks, then another (played together).
struct KeyframesPair<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First, second: Second
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        first._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        second._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

/// Builds keyframe tracks: `KeyframeTrack`s, or bare keyframes of the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// One keyframe of the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }
    /// Keyframes of the whole value from a loop.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentArray(elements: components)
    }
    /// The first branch of an `if` of keyframes.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .first(component))
    }
    /// The second branch of an `if` of keyframes.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .second(component))
    }
    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }
    /// The keyframes so far, then the next.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }
    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable { EmptyKeyframeTrackContent<Value>() }
    /// Bare keyframes become one track of the whole value.
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content> where Value == Content.Value {
        KeyframeTrack { component }
    }
    /// One track.
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content where Value == Content.Value { expression }
    /// The first track of a block.
    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Value == Content.Value { first }
    /// The tracks so far, then the next; tracks play together.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframesPair(first: accumulated, second: next)
    }
    /// No tracks.
    public static func buildBlock() -> some Keyframes<Value> { EmptyKeyframes<Value>() }
    /// The tracks.
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Value == Content.Value { component }
}
