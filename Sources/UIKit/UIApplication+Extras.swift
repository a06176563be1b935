import Foundation

// What settings screens and lifecycle observers call on the application beyond URLs:
// alternate icons, remote notifications, background time and the lifecycle notifications.
// A still has no home screen and no lifecycle, so each answers as a fresh install does.

extension UIApplication {
    /// Whether the app may change its icon; false, as there is no home screen here (and, per
    /// Apple, always for visionOS builds).
    public var supportsAlternateIcons: Bool { false }
    /// The alternate icon shown; nil, the primary icon, until `setAlternateIconName` sets one.
    public var alternateIconName: String? { AlternateIcon.name }
    /// Changes the icon: the name is kept so that a settings screen reads it back, and
    /// `completionHandler` is told that nothing failed.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        AlternateIcon.name = alternateIconName
        completionHandler?(nil)
    }
    /// Changes the icon, async: the name is kept.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        AlternateIcon.name = alternateIconName
    }
    /// Registers for remote notifications; no token arrives in a still.
    public func registerForRemoteNotifications() {}
    /// Unregisters from remote notifications.
    public func unregisterForRemoteNotifications() {}
    /// Whether the app is registered for remote notifications; it is not.
    public var isRegisteredForRemoteNotifications: Bool { false }
    /// The time left to run in the background; the app is in the foreground, so UIKit's
    /// "no limit" value, the largest finite `TimeInterval`.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    /// Starts a background task; its identifier, which nothing expires.
    public func beginBackgroundTask(withName taskName: String? = nil, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        UIBackgroundTaskIdentifier(rawValue: 1)
    }
    /// Starts a background task; its identifier, which nothing expires.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        UIBackgroundTaskIdentifier(rawValue: 1)
    }
    /// Ends a background task.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

    /// Posted when the app becomes active; never in a still.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the app receives a memory warning.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the user takes a screenshot.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the significant time changes (midnight, a time-zone change).
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

/// A background task's token: UIKit's `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: Hashable, RawRepresentable, Sendable {
    /// The number.
    public let rawValue: Int
    /// The token numbered `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The alternate icon set in this run.
@MainActor enum AlternateIcon {
    static var name: String?
}
