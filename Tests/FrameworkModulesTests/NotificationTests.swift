import SwiftUI
import SwatchRasterTesting
import UserNotifications
import XCTest

// An app's reminders, written as on a Mac: a screen schedules a daily reminder when it
// appears, and the settings screen lists what is pending.
enum ReminderScheduler {
    static func scheduleDailyReminder() {
        let content = UNMutableNotificationContent()
        content.title = "Time to paint"
        content.subtitle = "Daily swatch"
        content.body = "Pick today's color."
        content.sound = .default
        content.badge = 1
        content.userInfo = ["palette": "sunset"]
        content.categoryIdentifier = "REMINDER"

        var components = DateComponents()
        components.hour = 9
        components.minute = 30
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let request = UNNotificationRequest(identifier: "daily", content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request) { error in
            if let error { print(error) }
        }
    }
}

struct ReminderScreen: View {
    var body: some View {
        Text("Reminders")
            .padding()
            .onAppear {
                ReminderScheduler.scheduleDailyReminder()
            }
    }
}

struct PendingList: View {
    let titles: [String]
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(titles, id: \.self) { Text($0) }
        }
    }
}

final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        [.banner, .sound]
    }
}

final class NotificationTests: XCTestCase {
    override func setUp() {
        UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
    }

    func testAuthorizationIsNeverGranted() async throws {
        let center = UNUserNotificationCenter.current()
        let granted = try await center.requestAuthorization(options: [.alert, .badge, .sound])
        XCTAssertFalse(granted)
        let settings = await center.notificationSettings()
        XCTAssertEqual(settings.authorizationStatus, .notDetermined)
        let answered = expectation(description: "completion handler")
        center.requestAuthorization(options: [.alert]) { granted, error in
            XCTAssertFalse(granted)
            XCTAssertNil(error)
            answered.fulfill()
        }
        center.getNotificationSettings { settings in
            XCTAssertEqual(settings.authorizationStatus, .notDetermined)
        }
        await fulfillment(of: [answered], timeout: 1)
    }

    func testTheScreenRendersWithoutSchedulingAndItsActionSchedules() async throws {
        let center = UNUserNotificationCenter.current()
        // Rendering does not run `onAppear` (§4.2), so nothing is scheduled by the still.
        let image = try await MainActor.run { try ImageRenderer(content: ReminderScreen()).render() }
        XCTAssertGreaterThan(image.width, 0)
        let afterRender = await center.pendingNotificationRequests()
        XCTAssertEqual(afterRender.count, 0)

        // What `onAppear` runs, run as a test would; the pending request reads back.
        ReminderScheduler.scheduleDailyReminder()
        let pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier), ["daily"])
        let request = try XCTUnwrap(pending.first)
        XCTAssertEqual(request.content.title, "Time to paint")
        XCTAssertEqual(request.content.badge, 1)
        XCTAssertEqual(request.content.userInfo["palette"] as? String, "sunset")
        let trigger = try XCTUnwrap(request.trigger as? UNCalendarNotificationTrigger)
        XCTAssertTrue(trigger.repeats)
        XCTAssertEqual(trigger.dateComponents.hour, 9)
        let next = try XCTUnwrap(trigger.nextTriggerDate())
        XCTAssertEqual(Calendar.current.component(.minute, from: next), 30)
        XCTAssertGreaterThan(next, Date())

        // Adding the same identifier replaces it; a second one is kept in order.
        ReminderScheduler.scheduleDailyReminder()
        let soon = UNMutableNotificationContent()
        soon.title = "Soon"
        try await center.add(UNNotificationRequest(identifier: "soon", content: soon,
                                                   trigger: UNTimeIntervalNotificationTrigger(timeInterval: 300, repeats: false)))
        soon.title = "changed after adding"
        let both = await center.pendingNotificationRequests()
        XCTAssertEqual(both.map(\.content.title), ["Time to paint", "Soon"])

        // A view listing them draws one row per request.
        let one = try await MainActor.run { try ImageRenderer(content: PendingList(titles: ["Time to paint"])).render() }
        let two = try await MainActor.run { try ImageRenderer(content: PendingList(titles: both.map(\.content.title))).render() }
        XCTAssertGreaterThan(two.height, one.height)

        center.removePendingNotificationRequests(withIdentifiers: ["daily"])
        let left = await center.pendingNotificationRequests()
        XCTAssertEqual(left.map(\.identifier), ["soon"])
    }

    func testCategoriesAndDelegate() async {
        let center = UNUserNotificationCenter.current()
        let done = UNNotificationAction(identifier: "DONE", title: "Done", options: [.foreground])
        let snooze = UNNotificationAction(identifier: "SNOOZE", title: "Snooze", options: [], icon: UNNotificationActionIcon(systemImageName: "clock"))
        let category = UNNotificationCategory(identifier: "REMINDER", actions: [done, snooze], intentIdentifiers: [], options: [.customDismissAction])
        center.setNotificationCategories([category, UNNotificationCategory(identifier: "REMINDER", actions: [], intentIdentifiers: [])])
        let categories = await center.notificationCategories()
        XCTAssertEqual(categories.count, 1)
        XCTAssertEqual(categories.first?.actions.map(\.identifier), ["DONE", "SNOOZE"])
        let delegate = NotificationDelegate()
        center.delegate = delegate
        XCTAssertTrue(center.delegate === delegate)
        center.delegate = nil
        let delivered = await center.deliveredNotifications()
        XCTAssertTrue(delivered.isEmpty)
    }
}
