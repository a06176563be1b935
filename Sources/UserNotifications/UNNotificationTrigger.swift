import Foundation

/// When a notification fires: UserNotifications' `UNNotificationTrigger`. Here none fire;
/// `nextTriggerDate()` still answers, so a view can show "in 5 minutes".
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether it fires again after firing.
    public let repeats: Bool
    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }
}

/// Fires after a number of seconds: `UNTimeIntervalNotificationTrigger`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The seconds until it fires.
    public let timeInterval: TimeInterval

    /// A trigger `timeInterval` seconds from now. As on iOS, a repeating one must be at least
    /// 60 seconds, and any must be positive; breaking that stops the program, as iOS raises.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// Now plus the interval.
    open func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
}

/// Fires when the date matches: `UNCalendarNotificationTrigger`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components the date must match (hour and minute for a daily reminder).
    public let dateComponents: DateComponents

    /// A trigger at the next date matching `dateComponents`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now matching the components, in the components' calendar (or the
    /// current one).
    open func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var matching = dateComponents
        matching.calendar = nil
        matching.timeZone = nil
        return calendar.nextDate(after: Date(), matching: matching, matchingPolicy: .nextTime)
    }
}

/// A trigger for remote notifications, which apps never make: `UNPushNotificationTrigger`.
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}
