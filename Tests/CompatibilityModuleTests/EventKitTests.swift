import EventKit
import EventKitUI
import SwiftUI
import SwatchRasterTesting
import XCTest

// EventKit and EventKitUI as calendar and reminder apps use them (issue 46: Clendar,
// kfinderapp, pompaddo): access as on a fresh install, a store that keeps what a preview
// saves, and the editor wrapped in a representable.

private struct EventEditor: UIViewControllerRepresentable {
    let store: EKEventStore
    final class Coordinator: NSObject, EKEventEditViewDelegate {
        func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction) {
            controller.dismiss(animated: true)
        }
    }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIViewController(context: Context) -> EKEventEditViewController {
        let controller = EKEventEditViewController()
        controller.eventStore = store
        controller.event = EKEvent(eventStore: store)
        controller.editViewDelegate = context.coordinator
        return controller
    }
    func updateUIViewController(_ controller: EKEventEditViewController, context: Context) {}
}

final class EventKitTests: XCTestCase {
    func testAccessIsNotDeterminedAndNobodyGrantsIt() async throws {
        XCTAssertEqual(EKEventStore.authorizationStatus(for: .event), .notDetermined)
        let store = EKEventStore()
        let granted = try await store.requestFullAccessToEvents()
        XCTAssertFalse(granted)
        var answered: Bool?
        store.requestAccess(to: .reminder) { granted, error in
            answered = granted
            XCTAssertNil(error)
        }
        XCTAssertEqual(answered, false)
    }

    func testSavedEventsAndRemindersAreFetchedBack() throws {
        let store = EKEventStore()
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        let standUp = EKEvent(eventStore: store)
        standUp.title = "Stand-up"
        standUp.startDate = day
        standUp.endDate = day.addingTimeInterval(900)
        standUp.addAlarm(EKAlarm(relativeOffset: -300))
        standUp.calendar = store.defaultCalendarForNewEvents
        try store.save(standUp, span: .thisEvent)
        let later = EKEvent(eventStore: store)
        later.title = "Review"
        later.startDate = day.addingTimeInterval(-3600)
        later.endDate = day.addingTimeInterval(-1800)
        try store.save(later, span: .thisEvent)

        let today = store.predicateForEvents(withStart: day.addingTimeInterval(-7200), end: day.addingTimeInterval(7200), calendars: nil)
        XCTAssertEqual(store.events(matching: today).map(\.title), ["Review", "Stand-up"], "by start date")
        let after = store.predicateForEvents(withStart: day, end: day.addingTimeInterval(7200), calendars: nil)
        XCTAssertEqual(store.events(matching: after).map(\.title), ["Stand-up"])
        XCTAssertTrue(standUp.hasAlarms)
        XCTAssertEqual(store.event(withIdentifier: standUp.eventIdentifier)?.title, "Stand-up")
        try store.remove(standUp, span: .thisEvent)
        XCTAssertEqual(store.events(matching: after).count, 0)

        let reminder = EKReminder(eventStore: store)
        reminder.title = "Take vitamin K test"
        try store.save(reminder, commit: true)
        var open: [String]?
        store.fetchReminders(matching: store.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: nil)) { open = $0?.map(\.title) }
        XCTAssertEqual(open, ["Take vitamin K test"])
        reminder.isCompleted = true
        XCTAssertNotNil(reminder.completionDate)
        store.fetchReminders(matching: store.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: nil)) { open = $0?.map(\.title) }
        XCTAssertEqual(open, [])
    }

    func testTheEditorDrawsAsItsNamedTile() throws {
        try MainActor.assumeIsolated {
            let renderer = ImageRenderer(content: EventEditor(store: EKEventStore()).frame(width: 200, height: 120).background(Color.white))
            _ = try renderer.render()
            XCTAssertEqual(try LayoutDump(json: try renderer.layoutJSON()).nodes.compactMap(\.text), ["EventEditor"])
            let chooser = EKCalendarChooser(selectionStyle: .multiple, displayStyle: .allCalendars, eventStore: EKEventStore())
            XCTAssertEqual(chooser.selectionStyle, .multiple)
        }
    }
}
