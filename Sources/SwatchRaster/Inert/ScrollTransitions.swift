import Foundation

/// Scroll transitions (iOS 17): effects applied to a view as it scrolls into or out of the
/// visible region. A still shows each view where the initial offset puts it, and SwiftUI
/// calls a view that is fully visible `.identity`. The configuration values are declared here;
/// the `scrollTransition` modifiers, which take a `VisualEffect`, are in
/// Modifiers/ScrollTransition.swift.

/// How a scroll transition follows scrolling.
public struct ScrollTransitionConfiguration: Sendable {
    private let name: String
    private var thresholdValue: Threshold = .visible

    private init(name: String) { self.name = name }

    /// Animates between phases with `animation` as the view crosses a threshold.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "animated") }
    /// Animates between phases with the default animation.
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// Follows the scroll position along `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "interactive") }
    /// Follows the scroll position along an ease-in-out curve.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    /// Never leaves the identity phase.
    public static let identity = ScrollTransitionConfiguration(name: "identity")

    /// This configuration with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
    /// This configuration with the visibility threshold `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.thresholdValue = threshold
        return copy
    }

    /// How much of the view must be visible for the identity phase.
    public struct Threshold: Sendable {
        private let visibleAmount: Double
        private let inset: Double

        private init(visibleAmount: Double, inset: Double = 0) {
            self.visibleAmount = visibleAmount
            self.inset = inset
        }

        /// Identity once any part is visible.
        public static let visible = Threshold(visibleAmount: 0)
        /// Identity only while hidden (the transition runs while visible).
        public static let hidden = Threshold(visibleAmount: -1)
        /// Identity only when centred in the container.
        public static var centered: Threshold { Threshold(visibleAmount: 2) }
        /// Identity once `amount` (0…1) of the view is visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold(visibleAmount: amount) }
        /// A threshold `amount` of the way from this one to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(visibleAmount: visibleAmount + (other.visibleAmount - visibleAmount) * amount,
                      inset: inset + (other.inset - inset) * amount)
        }
        /// This threshold with the container inset by `distance` points.
        public func inset(by distance: Double) -> Threshold { Threshold(visibleAmount: visibleAmount, inset: inset + distance) }
    }
}

/// Where a view is in its scroll transition.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the top or leading threshold.
    case topLeading
    /// Within the visible region: the phase of every view in a still.
    case identity
    /// Past the bottom or trailing threshold.
    case bottomTrailing

    /// Hashes the phase.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// True for `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// -1, 0 or 1, for scaling effects by phase.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}
