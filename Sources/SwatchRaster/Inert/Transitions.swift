import Foundation

/// The iOS 17 `Transition` protocol and its built-in transitions. A transition describes how
/// a view looks while it is inserted or removed; a still shows every view present, which is
/// the `.identity` phase, where each built-in transition leaves its content unchanged. So each
/// `body(content:phase:)` here returns the content as it is, and `apply(content:phase:)`
/// calls a custom transition's own body (at `.identity`, as a still always is, it is drawn).

/// Where a view is in its transition.
public enum TransitionPhase: Hashable, Sendable {
    /// About to be inserted: the transition's starting look.
    case willAppear
    /// Present: the only phase a still shows.
    case identity
    /// Removed: the transition's ending look.
    case didDisappear

    /// Hashes the phase.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// True for `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// -1 before appearing, 0 when present, 1 after disappearing: a factor for effects.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// What a transition tells the system about itself.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (reduce-motion settings replace those).
    public var hasMotion: Bool
    /// Properties with `hasMotion`.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// SwiftUI's `Transition` (iOS 17): a view's look while it is inserted or removed.
@MainActor @preconcurrency
public protocol Transition {
    /// The view `body(content:phase:)` returns.
    associatedtype Body: View
    /// The placeholder for the view being transitioned.
    typealias Content = PlaceholderContentView<Self>
    /// The content as it looks in `phase`.
    @ViewBuilder func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
    /// What the transition tells the system about itself.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition with motion, by default.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` as this transition shows it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content), phase: phase)
    }

    /// This transition with its own animation; a still has no animation.
    public func animation(_ animation: Animation?) -> some Transition { self }

    /// This transition and `other` together: both are identity in a still.
    public func combined<T: Transition>(with other: T) -> some Transition { CombinedTransition(first: self, second: other) }
}

/// Two transitions applied one inside the other.
private struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second
    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }
}

/// No change while appearing or disappearing.
public struct IdentityTransition: Transition, Sendable {
    /// The identity transition.
    public init() {}
    /// The content, unchanged.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
    /// Without motion.
    public static let properties = TransitionProperties(hasMotion: false)
}

/// Fades in and out.
public struct OpacityTransition: Transition, Sendable {
    /// The fade.
    public init() {}
    /// The content; fully opaque at `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    /// Without motion.
    public static let properties = TransitionProperties(hasMotion: false)
}

/// Scales from and to `scale`.
public struct ScaleTransition: Transition, Sendable {
    /// The scale before appearing and after disappearing.
    public var scale: Double
    /// The point the scale is about.
    public var anchor: UnitPoint
    /// A scale transition.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// The content; full size at `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Slides in from the leading edge and out to the trailing edge.
public struct SlideTransition: Transition, Sendable {
    /// The slide.
    public init() {}
    /// The content; in place at `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Moves in from and out to `edge`.
public struct MoveTransition: Transition, Sendable {
    /// The edge the view moves from and to.
    public var edge: Edge
    /// A move transition.
    public init(edge: Edge) { self.edge = edge }
    /// The content; in place at `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Offsets by `offset` while appearing and disappearing.
public struct OffsetTransition: Transition, Sendable {
    /// The offset before appearing and after disappearing.
    public var offset: CGSize
    /// An offset transition.
    public init(_ offset: CGSize) { self.offset = offset }
    /// The content; in place at `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Moves in from `edge` and out to the opposite edge, fading.
public struct PushTransition: Transition, Sendable {
    /// The edge the view comes from.
    public var edge: Edge
    /// A push transition.
    public init(edge: Edge) { self.edge = edge }
    /// The content; in place at `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Blurs, scales and fades the view in and out.
public struct BlurReplaceTransition: Transition, Sendable {
    /// Which way the scale goes.
    public struct Configuration: Equatable, Sendable {
        private let name: String
        /// Scales down while disappearing, up while appearing.
        public static let downUp = Configuration(name: "downUp")
        /// Scales up both ways.
        public static let upUp = Configuration(name: "upUp")
    }
    /// The configuration.
    public var configuration: Configuration
    /// A blur-replace transition.
    public init(configuration: Configuration) { self.configuration = configuration }
    /// The content; sharp and opaque at `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// One transition for insertion, another for removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition while appearing.
    public var insertion: Insertion
    /// The transition while disappearing.
    public var removal: Removal
    /// An asymmetric transition.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    /// The content as the removal transition shows it when disappearing, else as the
    /// insertion transition does.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        if phase == .didDisappear {
            removal.apply(content: content, phase: phase)
        } else {
            insertion.apply(content: content, phase: phase)
        }
    }
    /// With motion if either has motion.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}

extension Transition where Self == IdentityTransition {
    /// No change.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// A fade.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales from nothing.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    /// Scales from `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == SlideTransition {
    /// A slide from the leading edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// A move from `edge`.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// An offset by `offset`.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    /// An offset by `x`, `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == PushTransition {
    /// A push from `edge`.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
    /// A blur-replace of `config`.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }
    /// A blur-replace that scales down, then up.
    public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}

extension AnyTransition {
    /// Erases an iOS 17 `Transition`.
    public init<T: Transition>(_ transition: T) { self.init() }
    /// A transition between two states of one modifier: `active` before insertion and after
    /// removal, `identity` while present. A still shows the view present, so `identity` is
    /// the state that matters; this engine draws the view without either.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
}

extension View {
    /// How the view enters and leaves (an iOS 17 `Transition`); a still shows it present.
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View { self }
}
