import Foundation
import OSLog
import UserNotifications

/// Schedules the morning reminder when the board appears.
enum ReminderScheduler {
    static let identifier = "daily-review"

    static func scheduleDailyReview(openTasks: Int) {
        let content = UNMutableNotificationContent()
        content.title = "Review your board"
        content.body = "You have \(openTasks) open tasks."
        content.sound = .default

        var components = DateComponents()
        components.hour = 9
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let request = UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)

        UNUserNotificationCenter.current().add(request) { error in
            if let error {
                Logger.reminders.error("Could not schedule the review: \(error.localizedDescription, privacy: .public)")
            } else {
                Logger.reminders.info("Scheduled the review for \(openTasks, privacy: .public) open tasks")
            }
        }
    }
}
