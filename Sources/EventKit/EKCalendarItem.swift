import Foundation

/// What events and reminders share: EventKit's `EKCalendarItem`.
open class EKCalendarItem: EKObject, @unchecked Sendable {
    /// The title.
    open var title: String! = ""
    /// The notes.
    open var notes: String?
    /// A link.
    open var url: URL?
    /// Where it takes place.
    open var location: String?
    /// The calendar it belongs to.
    open var calendar: EKCalendar!
    /// A stable identifier.
    public let calendarItemIdentifier = UUID().uuidString
    /// Its alarms.
    open var alarms: [EKAlarm]?
    /// Whether it has alarms.
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    /// Its recurrence rules.
    open var recurrenceRules: [EKRecurrenceRule]?
    /// Whether it repeats.
    open var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    /// Its time zone; nil for a floating item.
    open var timeZone: TimeZone?
    /// When it was made.
    open var creationDate: Date?
    /// When it last changed.
    open var lastModifiedDate: Date?

    /// Adds an alarm.
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    /// Removes an alarm.
    open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
    /// Adds a recurrence rule.
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
    /// Removes a recurrence rule.
    open func removeRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules?.removeAll { $0 === rule } }
}

/// An event: EventKit's `EKEvent`.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    /// When it starts.
    open var startDate: Date!
    /// When it ends.
    open var endDate: Date!
    /// Whether it lasts all day.
    open var isAllDay = false
    /// A stable identifier.
    open var eventIdentifier: String! { calendarItemIdentifier }
    /// The start of this occurrence.
    open var occurrenceDate: Date! { startDate }

    /// A new event for `eventStore`.
    public init(eventStore: EKEventStore) { super.init() }

    /// Orders events by start date.
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        let mine = startDate ?? .distantPast, theirs = other.startDate ?? .distantPast
        return mine < theirs ? .orderedAscending : mine > theirs ? .orderedDescending : .orderedSame
    }
}

/// A reminder: EventKit's `EKReminder`.
open class EKReminder: EKCalendarItem, @unchecked Sendable {
    /// When it starts.
    open var startDateComponents: DateComponents?
    /// When it is due.
    open var dueDateComponents: DateComponents?
    /// Whether it is done; setting it sets the completion date.
    open var isCompleted = false {
        didSet { completionDate = isCompleted ? (completionDate ?? Date()) : nil }
    }
    /// When it was done.
    open var completionDate: Date?
    /// 0 (none) or 1 (high) to 9 (low).
    open var priority = 0

    /// A new reminder for `eventStore`.
    public init(eventStore: EKEventStore) { super.init() }
}
