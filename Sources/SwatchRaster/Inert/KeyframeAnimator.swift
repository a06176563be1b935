import Foundation

/// Keyframes evaluated at any time: SwiftUI's `KeyframeTimeline`.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let resolved: _ResolvedKeyframes<Value>

    /// A timeline of `content`, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        var resolved = _ResolvedKeyframes<Value>()
        content()._resolve(into: &resolved, initialValue: initialValue, initialVelocity: nil)
        self.resolved = resolved
    }

    /// The duration of the longest track.
    public var duration: TimeInterval { resolved.duration }

    /// The value `time` seconds in.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in resolved.tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// A view animated along keyframes; a still is at time zero and draws the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    private let initialValue: Value
    private let content: (Value) -> Content

    /// Plays `keyframes` each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays `keyframes` when shown, repeating unless `repeating` is false.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// The content with the initial value.
    public var body: Content { content(initialValue) }
}

/// SwiftUI marks the `content` closures below `@Sendable`; they are not here, because this
/// module's view modifiers are main-actor isolated where SwiftUI's are `nonisolated`, and a
/// sendable closure could not call them without a warning. Every closure SwiftUI accepts is
/// accepted.
extension View {
    /// Animates the view along `keyframes` each time `trigger` changes; a still draws
    /// `content` of the view with `initialValue`.
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView(self), initialValue)
    }

    /// Animates the view along `keyframes` when shown; a still draws `content` of the view
    /// with `initialValue`.
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView(self), initialValue)
    }
}
