/// Haptic feedback: UIKit's generators. A still has no Taptic Engine, so every call is inert
/// (docs/ARCHITECTURE.md §4.2).
@MainActor @preconcurrency
open class UIFeedbackGenerator {
    /// A generator.
    nonisolated public init() {}
    /// Readies the engine; inert.
    open func prepare() {}
}

/// Impacts: UIKit's `UIImpactFeedbackGenerator`.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        case soft, rigid
    }
    /// A generator of impacts of `style`.
    nonisolated public init(style: FeedbackStyle) { super.init() }
    /// A generator of medium impacts.
    nonisolated public override init() { super.init() }
    /// Plays an impact; inert.
    open func impactOccurred() {}
    /// Plays an impact of `intensity` (0…1); inert.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error haptics: UIKit's `UINotificationFeedbackGenerator`.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification haptic reports.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }
    /// Plays the haptic of `notificationType`; inert.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Selection-change haptics: UIKit's `UISelectionFeedbackGenerator`.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick; inert.
    open func selectionChanged() {}
}
