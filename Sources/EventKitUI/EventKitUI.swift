@_exported import EventKit
@_exported import UIKit
import Foundation

/// The system's event editor: EventKitUI's `EKEventEditViewController`, a navigation
/// controller apps present or wrap. A still presents nothing; the event and delegate are kept
/// and its view draws as the named tile.
@MainActor @preconcurrency
open class EKEventEditViewController: UINavigationController {
    /// The store the event is saved to.
    open var eventStore: EKEventStore = EKEventStore()
    /// The event being edited; a new one when nil.
    open var event: EKEvent?
    /// Told when editing ends: never called here.
    open weak var editViewDelegate: (any EKEventEditViewDelegate)?
    /// Ends editing without saving.
    open func cancelEditing() {}
}

/// How the event editor ended.
public enum EKEventEditViewAction: Int, Sendable {
    case canceled, saved, deleted
}

/// Told how the event editor ended: EventKitUI's `EKEventEditViewDelegate`.
@MainActor @preconcurrency
public protocol EKEventEditViewDelegate: AnyObject {
    /// Editing ended.
    func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
}

/// The system's event details: EventKitUI's `EKEventViewController`.
@MainActor @preconcurrency
open class EKEventViewController: UIViewController {
    /// The event shown.
    open var event: EKEvent!
    /// Whether the user may edit it.
    open var allowsEditing = false
    /// Whether the calendar's day can be previewed.
    open var allowsCalendarPreview = false
    /// Told when the user is done: never called here.
    open weak var delegate: (any EKEventViewDelegate)?
}

/// How the event details ended.
public enum EKEventViewAction: Int, Sendable {
    case done, responded, deleted
}

/// Told how the event details ended: EventKitUI's `EKEventViewDelegate`.
@MainActor @preconcurrency
public protocol EKEventViewDelegate: AnyObject {
    /// The details closed.
    func eventViewController(_ controller: EKEventViewController, didCompleteWith action: EKEventViewAction)
}

/// Whether one calendar or several may be chosen.
public enum EKCalendarChooserSelectionStyle: Int, Sendable {
    case single, multiple
}

/// Which calendars the chooser lists.
public enum EKCalendarChooserDisplayStyle: Int, Sendable {
    case allCalendars, writableCalendarsOnly
}

/// The system's calendar picker: EventKitUI's `EKCalendarChooser`.
@MainActor @preconcurrency
open class EKCalendarChooser: UIViewController {
    /// One calendar or several.
    public let selectionStyle: EKCalendarChooserSelectionStyle
    /// Which calendars it lists.
    public let displayStyle: EKCalendarChooserDisplayStyle
    /// The calendars chosen.
    open var selectedCalendars: Set<EKCalendar> = []
    /// Whether Done shows.
    open var showsDoneButton = false
    /// Whether Cancel shows.
    open var showsCancelButton = false
    /// Told about choices: never called here.
    open weak var delegate: (any EKCalendarChooserDelegate)?

    /// A chooser of event calendars.
    nonisolated public convenience init(selectionStyle: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle,
                                        eventStore: EKEventStore) {
        self.init(selectionStyle: selectionStyle, displayStyle: displayStyle, entityType: .event, eventStore: eventStore)
    }
    /// A chooser of calendars of `entityType`.
    nonisolated public init(selectionStyle: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle,
                            entityType: EKEntityType, eventStore: EKEventStore) {
        self.selectionStyle = selectionStyle
        self.displayStyle = displayStyle
        super.init(nibName: nil, bundle: nil)
    }
    /// A calendar chooser from an archive: nil, as it has no styles or store (and there are no archives here).
    public required init?(coder: NSCoder) { nil }
}

/// Told about the calendar picker: EventKitUI's `EKCalendarChooserDelegate`, whose methods
/// are optional on iOS; defaults here do nothing.
@MainActor @preconcurrency
public protocol EKCalendarChooserDelegate: AnyObject {
    /// The choice changed.
    func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser)
    /// Done was tapped.
    func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser)
    /// Cancel was tapped.
    func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser)
}

public extension EKCalendarChooserDelegate {
    /// Nothing.
    func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser) {}
    /// Nothing.
    func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser) {}
    /// Nothing.
    func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser) {}
}
