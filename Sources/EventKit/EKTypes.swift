import CoreGraphics
import Foundation

/// Whether the app may use events or reminders.
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied
    /// Full access (iOS 17; `authorized` before).
    case fullAccess
    /// Write-only access to events (iOS 17).
    case writeOnly
    /// Access before iOS 17's split: the same as full access.
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Events or reminders.
public enum EKEntityType: UInt, Sendable {
    case event, reminder
}

/// Which occurrences of a repeating event a change applies to.
public enum EKSpan: Int, Sendable {
    case thisEvent, futureEvents
}

/// How often an event repeats.
public enum EKRecurrenceFrequency: Int, Sendable {
    case daily, weekly, monthly, yearly
}

/// Where a calendar's events come from.
public enum EKSourceType: Int, Sendable {
    case local, exchange, calDAV, mobileMe, subscribed, birthdays
}

/// The base of EventKit's records: EventKit's `EKObject`.
open class EKObject: NSObject, @unchecked Sendable {
    /// Whether it has unsaved changes.
    open var hasChanges: Bool { false }
    /// Whether it was never saved.
    open var isNew: Bool { true }
    /// Forgets unsaved changes.
    open func reset() {}
    /// Reloads it from the store; true while it exists.
    open func refresh() -> Bool { true }
}

/// An account calendars come from: EventKit's `EKSource`.
open class EKSource: EKObject, @unchecked Sendable {
    /// Its name.
    open var title: String
    /// Its kind.
    open var sourceType: EKSourceType = .local
    /// A stable identifier.
    public let sourceIdentifier = UUID().uuidString
    init(title: String) {
        self.title = title
        super.init()
    }
}

/// A calendar: EventKit's `EKCalendar`.
open class EKCalendar: EKObject, @unchecked Sendable {
    /// Its name.
    open var title: String
    /// Its color (blue, the first color iOS gives a new calendar, unless set).
    open var cgColor: CGColor! = CGColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    /// Whether it takes events or reminders.
    public let allowedEntityTypes: EKEntityType
    /// A stable identifier.
    public let calendarIdentifier = UUID().uuidString
    /// Whether events may be added and changed.
    open var allowsContentModifications = true
    /// Whether it is a subscription.
    open var isSubscribed = false
    /// Whether it cannot be changed.
    open var isImmutable = false
    /// The account it belongs to.
    open var source: EKSource! = EKSource(title: "On My iPhone")

    /// A new calendar for `entityType`.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {
        title = ""
        allowedEntityTypes = entityType
        super.init()
    }
    init(title: String, entityType: EKEntityType, eventStore: EKEventStore) {
        self.title = title
        allowedEntityTypes = entityType
        super.init()
    }
}

/// An alert before an event or reminder: EventKit's `EKAlarm`.
open class EKAlarm: EKObject, @unchecked Sendable {
    /// When it fires, for an absolute alarm.
    open var absoluteDate: Date?
    /// Seconds from the item's start, for a relative alarm.
    open var relativeOffset: TimeInterval = 0
    /// An alarm at a date.
    public init(absoluteDate date: Date) {
        absoluteDate = date
        super.init()
    }
    /// An alarm at an offset from the start.
    public init(relativeOffset offset: TimeInterval) {
        relativeOffset = offset
        super.init()
    }
}

/// When a repeating event stops.
open class EKRecurrenceEnd: NSObject, @unchecked Sendable {
    /// The last date, for an end by date.
    public let endDate: Date?
    /// How many times, for an end by count.
    public let occurrenceCount: Int
    /// An end at `endDate`.
    public init(end endDate: Date) {
        self.endDate = endDate
        occurrenceCount = 0
        super.init()
    }
    /// An end after `occurrenceCount` occurrences.
    public init(occurrenceCount: Int) {
        endDate = nil
        self.occurrenceCount = occurrenceCount
        super.init()
    }
}

/// How an event repeats: EventKit's `EKRecurrenceRule`.
open class EKRecurrenceRule: EKObject, @unchecked Sendable {
    /// Daily, weekly, monthly or yearly.
    public let frequency: EKRecurrenceFrequency
    /// Every how many of those.
    public let interval: Int
    /// When it stops.
    open var recurrenceEnd: EKRecurrenceEnd?
    /// A rule.
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = interval
        recurrenceEnd = end
        super.init()
    }
}
