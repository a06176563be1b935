import Foundation

/// SwiftUI's `Animation`: how a change moves from one state to the next. A snapshot is one
/// frame of the final state, so animations are accepted and describe nothing drawn; the
/// values exist so animated views compile unchanged.
public struct Animation: Equatable, Sendable {
    /// The curve's name and duration, kept for `description` and equality only.
    let name: String
    let duration: Double

    init(_ name: String, duration: Double) {
        self.name = name
        self.duration = duration
    }

    /// The system's default animation.
    public static let `default` = Animation("default", duration: 0.35)
    /// Ease in and out over the default duration.
    public static let easeInOut = Animation("easeInOut", duration: 0.35)
    /// Ease in over the default duration.
    public static let easeIn = Animation("easeIn", duration: 0.35)
    /// Ease out over the default duration.
    public static let easeOut = Animation("easeOut", duration: 0.35)
    /// Constant speed over the default duration.
    public static let linear = Animation("linear", duration: 0.35)
    /// A spring with the system's default response.
    public static let spring = Animation("spring", duration: 0.5)
    /// A spring with the system's default response, interactive flavour.
    public static let interactiveSpring = Animation("interactiveSpring", duration: 0.15)
    /// A spring that settles smoothly without bouncing.
    public static let smooth = Animation("smooth", duration: 0.5)
    /// A spring with a small bounce.
    public static let snappy = Animation("snappy", duration: 0.5)
    /// A spring with a visible bounce.
    public static let bouncy = Animation("bouncy", duration: 0.5)

    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut", duration: duration) }
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn", duration: duration) }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut", duration: duration) }
    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear", duration: duration) }
    /// A timing curve given by two Bézier control points.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation("timingCurve", duration: duration)
    }
    /// A spring given by response and damping (the iOS 13 spelling).
    @_disfavoredOverload
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration: response)
    }
    /// A spring given by duration and bounce (the iOS 17 spelling).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration: duration)
    }
    /// An interactive spring given by response and damping.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring", duration: response)
    }
    /// A smooth spring of `duration`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth", duration: duration) }
    /// A snappy spring of `duration`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy", duration: duration) }
    /// A bouncy spring of `duration`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy", duration: duration) }
    /// The physical spring of a given mass, stiffness and damping.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring", duration: 0.5)
    }

    /// The animation started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// SwiftUI's `Transaction`: the context of one state change (its animation).
public struct Transaction {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// True when animations of this change are turned off.
    public var disablesAnimations: Bool = false
    /// A transaction with no animation.
    public init() {}
    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` (the state change) at once: a still has no frames in between.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once with a transaction; nothing is animated in a still.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// SwiftUI's `AnyTransition`: how a view enters or leaves. A still shows views present,
/// so transitions only have to compile.
public struct AnyTransition: Sendable {
    init() {}
    /// Fades in and out.
    public static let opacity = AnyTransition()
    /// Scales from zero.
    public static let scale = AnyTransition()
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition()
    /// Appears and disappears without animation.
    public static let identity = AnyTransition()
    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Offsets by `offset` while entering and leaving.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    /// Offsets by `x`, `y` while entering and leaving.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// Moves from `edge` and fades.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// Both transitions together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// The transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// SwiftUI's `Namespace` property wrapper, the scope of `matchedGeometryEffect` ids.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// An identifier of one namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    /// A namespace; every view's namespace compares equal in a still, which is harmless
    /// because nothing is matched across frames.
    public init() {}
    /// The namespace's identifier.
    public var wrappedValue: Namespace.ID { ID(value: 0) }
}

/// The geometry `matchedGeometryEffect` copies from its source.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates the set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How a content change of text or a symbol is animated.
public struct ContentTransition: Sendable {
    init() {}
    /// No special transition.
    public static let identity = ContentTransition()
    /// Cross-fades.
    public static let opacity = ContentTransition()
    /// Interpolates where possible.
    public static let interpolate = ContentTransition()
    /// Rolls digits like a counter.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// Rolls digits toward `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

extension View {
    /// Animates changes of `value`; a still shows the current value.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// Animates every change (deprecated in SwiftUI); a still shows the current state.
    nonisolated public func animation(_ animation: Animation?) -> some View { self }
    /// How the view enters and leaves; a still shows it present.
    nonisolated public func transition(_ transition: AnyTransition) -> some View { self }
    /// Shares geometry with another view of the same id across states; a still draws
    /// this view where its own layout puts it.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
    /// How content changes animate; a still shows the current content.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
    /// Changes the transaction of changes inside; nothing is animated in a still.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
