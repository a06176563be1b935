import OSLog

extension Logger {
    private static let subsystem = "com.example.taskboard"

    /// Screens appearing and user actions.
    static let ui = Logger(subsystem: subsystem, category: "ui")
    /// Reminders scheduled with the notification center.
    static let reminders = Logger(subsystem: subsystem, category: "reminders")
}
