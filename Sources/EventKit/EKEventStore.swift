import Foundation
import CoreGraphics

/// The calendar and reminders database: EventKit's `EKEventStore`. A still has no calendar
/// account and no one taps Allow, so authorization stays `.notDetermined` and requests answer
/// false, as on a fresh install. What the app saves is kept in this store, in memory, and
/// fetched back by date, so a preview that seeds events shows them.
open class EKEventStore: NSObject, @unchecked Sendable {
    // @unchecked: the store's lists change only through its methods, on the caller's thread,
    // as a still runs them.
    /// The events saved, in order.
    private var savedEvents: [EKEvent] = []
    /// The reminders saved, in order.
    private var savedReminders: [EKReminder] = []
    /// The calendars: one for events and one for reminders, as a new device has.
    private lazy var eventCalendar = EKCalendar(title: "Calendar", entityType: .event, eventStore: self)
    private lazy var reminderCalendar = EKCalendar(title: "Reminders", entityType: .reminder, eventStore: self)

    /// A store.
    public override init() { super.init() }

    /// Whether the app may use events or reminders: not determined here.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }

    /// Asks for access: nobody answers in a still, so the answer is no, without an error.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(false, nil)
    }
    /// Asks for full access to events (iOS 17): no.
    open func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) { completion(false, nil) }
    /// Asks for full access to events (iOS 17): no.
    open func requestFullAccessToEvents() async throws -> Bool { false }
    /// Asks for write-only access to events (iOS 17): no.
    open func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) { completion(false, nil) }
    /// Asks for write-only access to events (iOS 17): no.
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
    /// Asks for full access to reminders (iOS 17): no.
    open func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) { completion(false, nil) }
    /// Asks for full access to reminders (iOS 17): no.
    open func requestFullAccessToReminders() async throws -> Bool { false }

    /// The calendars of `entityType`.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        entityType == .event ? [eventCalendar] : [reminderCalendar]
    }
    /// The calendar new events go to.
    open var defaultCalendarForNewEvents: EKCalendar? { eventCalendar }
    /// The calendar new reminders go to.
    open func defaultCalendarForNewReminders() -> EKCalendar? { reminderCalendar }
    /// The calendar with `identifier`.
    open func calendar(withIdentifier identifier: String) -> EKCalendar? {
        [eventCalendar, reminderCalendar].first { $0.calendarIdentifier == identifier }
    }
    /// The accounts calendars come from: a local one.
    open var sources: [EKSource] { [EKSource(title: "On My iPhone")] }

    /// A predicate for the events between two dates in `calendars` (all when nil).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        EventKitPredicate(start: startDate, end: endDate, calendars: calendars)
    }
    /// The saved events that `predicate` matches, by start date.
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        guard let range = predicate as? EventKitPredicate else { return [] }
        return savedEvents.filter { event in
            guard let start = event.startDate, let end = event.endDate else { return false }
            let inCalendars = range.calendars.map { calendars in calendars.contains { $0 === event.calendar } } ?? true
            return inCalendars && start < (range.end ?? .distantFuture) && end >= (range.start ?? .distantPast)
        }.sorted { ($0.startDate ?? .distantPast) < ($1.startDate ?? .distantPast) }
    }
    /// The event with `identifier`.
    open func event(withIdentifier identifier: String) -> EKEvent? { savedEvents.first { $0.eventIdentifier == identifier } }
    /// The event or reminder with `identifier`.
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
        savedEvents.first { $0.calendarItemIdentifier == identifier } ?? savedReminders.first { $0.calendarItemIdentifier == identifier }
    }

    /// Saves an event (it is kept in memory).
    open func save(_ event: EKEvent, span: EKSpan) throws { try save(event, span: span, commit: true) }
    /// Saves an event.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        if event.calendar == nil { event.calendar = eventCalendar }
        if !savedEvents.contains(where: { $0 === event }) { savedEvents.append(event) }
    }
    /// Removes an event.
    open func remove(_ event: EKEvent, span: EKSpan) throws { try remove(event, span: span, commit: true) }
    /// Removes an event.
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws { savedEvents.removeAll { $0 === event } }

    /// A predicate for the reminders in `calendars` (all when nil).
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        EventKitPredicate(start: nil, end: nil, calendars: calendars)
    }
    /// A predicate for incomplete reminders due in a range.
    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        EventKitPredicate(start: startDate, end: endDate, calendars: calendars, completed: false)
    }
    /// A predicate for reminders completed in a range.
    open func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        EventKitPredicate(start: startDate, end: endDate, calendars: calendars, completed: true)
    }
    /// Fetches the saved reminders `predicate` matches; the completion runs at once.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        let range = predicate as? EventKitPredicate
        completion(savedReminders.filter { reminder in
            let inCalendars = range?.calendars.map { calendars in calendars.contains { $0 === reminder.calendar } } ?? true
            let state = range?.completed.map { $0 == reminder.isCompleted } ?? true
            return inCalendars && state
        })
        return NSObject()
    }
    /// Saves a reminder.
    open func save(_ reminder: EKReminder, commit: Bool) throws {
        if reminder.calendar == nil { reminder.calendar = reminderCalendar }
        if !savedReminders.contains(where: { $0 === reminder }) { savedReminders.append(reminder) }
    }
    /// Removes a reminder.
    open func remove(_ reminder: EKReminder, commit: Bool) throws { savedReminders.removeAll { $0 === reminder } }

    /// Writes batched changes: nothing is pending here.
    open func commit() throws {}
    /// Forgets unsaved changes.
    open func reset() {}
    /// Pulls the latest from the accounts: there are none.
    open func refreshSourcesIfNecessary() {}
}

/// The completion of an access request: granted, and an error if the request failed.
public typealias EKEventStoreRequestAccessCompletionHandler = (Bool, (any Error)?) -> Void

/// A date range and calendars, as the store's predicate methods make them.
final class EventKitPredicate: NSPredicate, @unchecked Sendable {
    let start: Date?
    let end: Date?
    let calendars: [EKCalendar]?
    let completed: Bool?
    init(start: Date?, end: Date?, calendars: [EKCalendar]?, completed: Bool? = nil) {
        self.start = start
        self.end = end
        self.calendars = calendars
        self.completed = completed
        super.init(value: true)
    }
    required init?(coder: NSCoder) { nil }
}

extension NSNotification.Name {
    /// Posted when the calendar database changes: never, in a still.
    public static let EKEventStoreChanged = NSNotification.Name("EKEventStoreChangedNotification")
}
