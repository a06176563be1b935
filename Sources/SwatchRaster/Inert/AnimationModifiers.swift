import Foundation

/// The rest of SwiftUI's animation surface: completions, scoped animations, animated bindings
/// and the content-transition environment. A still is the final state of every change, so
/// bodies run at once, completions are not called (they belong to actions, which never run
/// in a still), and each modifier draws its content unchanged.

/// When an animation counts as finished for its completion handler (iOS 17).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String
    /// Hashes the criteria.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// When the animation reaches its logical end.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation is removed from the view.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` at once (a still has no frames in between); `completion` would run when the
/// animation finishes and is not called here.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    try body()
}

extension Transaction {
    /// Adds a handler for when this transaction's animations finish; not called in a still.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {}
}

extension Binding {
    /// The binding, animating changes made through it; a still draws the current value.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension ViewModifier {
    /// The modifier with an animation for the changes inside it; nothing animates in a still.
    public func animation(_ animation: Animation?) -> some ViewModifier { self }
    /// The modifier with a transaction transform for the changes inside it; inert in a still.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier { self }
}

extension View {
    /// Applies `animation` to the modifiers `body` adds (iOS 17); a still draws the body's
    /// view as it is.
    nonisolated public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self))
    }
    /// Applies `transform` to the transactions of the modifiers `body` adds (iOS 17); a still
    /// draws the body's view as it is.
    nonisolated public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self))
    }
    /// Changes the transaction of changes when `value` changes (iOS 17); inert in a still.
    nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

private struct ContentTransitionKey: EnvironmentKey { static var defaultValue: ContentTransition { .identity } }
private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// How content changes inside animate; a still shows the current content.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
    /// Whether content transitions render offscreen; changes nothing in a still.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
}
