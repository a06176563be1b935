import Foundation

/// The accessibility settings and announcements UIKit code reads: UIKit's `UIAccessibility`
/// namespace. A still is rendered with the settings at their defaults (no VoiceOver, motion
/// and transparency not reduced), matching the engine's environment (`\.accessibilityReduceMotion`
/// is false), so a view that branches on them draws its usual look.
public enum UIAccessibility {
    /// Whether Reduce Motion is on; off.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether VoiceOver is running; it is not.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running; it is not.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Bold Text is on; off.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Reduce Transparency is on; off.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Increase Contrast is on; off.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Differentiate Without Color is on; off.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether Mono Audio is on; off.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether Closed Captions are on; off.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Grayscale is on; off.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Invert Colors is on; off.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Prefer Cross-Fade Transitions is on; off.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether Auto-Play Video Previews is on; on, as by default.
    public static var isVideoAutoplayEnabled: Bool { true }

    /// Posts `notification` to assistive apps; none listen in a still.
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

    /// A notification posted to assistive apps: UIKit's `UIAccessibility.Notification`.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        /// UIKit's number for it.
        public let rawValue: UInt32
        /// The notification numbered `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A major screen change.
        public static let screenChanged = Notification(rawValue: 1000)
        /// A layout change.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak; the argument is its text.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posted when Reduce Motion changes; never in a still.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops; never in a still.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Bold Text changes; never in a still.
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes; never in a still.
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
}
