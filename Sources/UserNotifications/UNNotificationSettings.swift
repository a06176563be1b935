import Foundation

/// Whether the app may notify: UserNotifications' `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable {
    /// The user has not been asked: always the answer here.
    case notDetermined = 0
    /// The user said no.
    case denied = 1
    /// The user said yes.
    case authorized = 2
    /// Quiet notifications without asking.
    case provisional = 3
    /// App Clips, for a limited time.
    case ephemeral = 4
}

/// What the app asks permission for: UserNotifications' `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    /// The options' bits, as Apple numbers them.
    public let rawValue: UInt
    /// Options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The app icon's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// A button to the app's own notification settings.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Provisional, quiet delivery.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether one kind of presentation is on: UserNotifications' `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable {
    /// Not available to the app.
    case notSupported = 0
    /// Turned off.
    case disabled = 1
    /// Turned on.
    case enabled = 2
}

/// How alerts look: UserNotifications' `UNAlertStyle`.
public enum UNAlertStyle: Int, Sendable {
    /// No alerts.
    case none = 0
    /// Banners.
    case banner = 1
    /// Alerts that wait for the user.
    case alert = 2
}

/// When previews show: UserNotifications' `UNShowPreviewsSetting`.
public enum UNShowPreviewsSetting: Int, Sendable {
    /// Always.
    case always = 0
    /// When the device is unlocked.
    case whenAuthenticated = 1
    /// Never.
    case never = 2
}

/// The app's notification settings: UserNotifications' `UNNotificationSettings`. On Linux
/// nothing was ever granted, so the status is `.notDetermined` and every setting
/// `.notSupported`, as `getNotificationSettings` reports on a fresh install.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    override init() { super.init() }
    /// Whether the app may notify: not determined.
    open var authorizationStatus: UNAuthorizationStatus { .notDetermined }
    /// Sounds.
    open var soundSetting: UNNotificationSetting { .notSupported }
    /// The badge.
    open var badgeSetting: UNNotificationSetting { .notSupported }
    /// Alerts.
    open var alertSetting: UNNotificationSetting { .notSupported }
    /// Notification Center.
    open var notificationCenterSetting: UNNotificationSetting { .notSupported }
    /// The lock screen.
    open var lockScreenSetting: UNNotificationSetting { .notSupported }
    /// CarPlay.
    open var carPlaySetting: UNNotificationSetting { .notSupported }
    /// Critical alerts.
    open var criticalAlertSetting: UNNotificationSetting { .notSupported }
    /// Announcements by Siri.
    open var announcementSetting: UNNotificationSetting { .notSupported }
    /// Time-sensitive notifications.
    open var timeSensitiveSetting: UNNotificationSetting { .notSupported }
    /// Scheduled summary delivery.
    open var scheduledDeliverySetting: UNNotificationSetting { .notSupported }
    /// Direct messages.
    open var directMessagesSetting: UNNotificationSetting { .notSupported }
    /// The alert style.
    open var alertStyle: UNAlertStyle { .none }
    /// When previews show.
    open var showPreviewsSetting: UNShowPreviewsSetting { .always }
    /// Whether the app shows its own notification settings.
    open var providesAppNotificationSettings: Bool { false }
}
