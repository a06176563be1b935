import Foundation

// `import UserNotifications` on Linux (docs/ARCHITECTURE.md §2.7). Nothing is delivered:
// there is no notification server, and a still never waits for a trigger. Requests an app
// adds are kept in memory, so a view that lists its pending reminders shows what it added;
// authorization is never granted, so settings answer `.notDetermined`, as on a fresh install.

/// The app's notification center: UserNotifications' `UNUserNotificationCenter`.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []

    override init() { super.init() }

    /// The app's center, the only one there is.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Receives presented notifications and responses; none come on Linux.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// Whether content extensions are available: no.
    open var supportsContentExtensions: Bool { false }

    // MARK: Authorization

    /// Asks for permission; the answer is "not granted", with no error, and the status stays
    /// `.notDetermined`: no one is there to tap Allow.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }

    /// Asks for permission: false, as above.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    /// The current settings: everything not determined.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }

    /// The current settings: everything not determined.
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    // MARK: Requests

    /// Schedules `request`, replacing a pending one with the same identifier, as iOS does. It
    /// never fires.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        store(request)
        completionHandler?(nil)
    }

    /// Schedules `request`; see `add(_:withCompletionHandler:)`.
    open func add(_ request: UNNotificationRequest) async throws { store(request) }

    private func store(_ request: UNNotificationRequest) {
        lock.lock()
        defer { lock.unlock() }
        pending.removeAll { $0.identifier == request.identifier }
        pending.append(request)
    }

    /// The requests added and not removed, in the order they were added.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(pendingRequests)
    }

    /// The requests added and not removed, in the order they were added.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests }

    private var pendingRequests: [UNNotificationRequest] {
        lock.lock()
        defer { lock.unlock() }
        return pending
    }

    /// Removes the pending requests with these identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.lock()
        defer { lock.unlock() }
        pending.removeAll { identifiers.contains($0.identifier) }
    }

    /// Removes every pending request.
    open func removeAllPendingNotificationRequests() {
        lock.lock()
        defer { lock.unlock() }
        pending.removeAll()
    }

    // MARK: Delivered notifications (never any)

    /// The notifications in Notification Center: none.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler([])
    }

    /// The notifications in Notification Center: none.
    open func deliveredNotifications() async -> [UNNotification] { [] }

    /// Removes delivered notifications: there are none.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Removes every delivered notification: there are none.
    open func removeAllDeliveredNotifications() {}

    // MARK: Categories and badge

    /// Registers the app's categories (kept, never shown).
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.lock()
        defer { lock.unlock() }
        self.categories = categories
    }

    /// The registered categories.
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(registeredCategories)
    }

    /// The registered categories.
    open func notificationCategories() async -> Set<UNNotificationCategory> { registeredCategories }

    private var registeredCategories: Set<UNNotificationCategory> {
        lock.lock()
        defer { lock.unlock() }
        return categories
    }

    /// Sets the app icon's badge (iOS 17): there is no icon.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Sets the app icon's badge (iOS 17): there is no icon.
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
