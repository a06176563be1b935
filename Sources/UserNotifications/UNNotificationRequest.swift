import Foundation

/// A notification to schedule: UserNotifications' `UNNotificationRequest`.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The app's identifier for it; adding another with the same one replaces it.
    public let identifier: String
    /// What it says.
    public let content: UNNotificationContent
    /// When it fires; nil: at once.
    public let trigger: UNNotificationTrigger?

    /// A request of `content` at `trigger`. The content is copied, as on iOS, so later changes
    /// to a mutable content do not reach the request.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as! UNNotificationContent
        self.trigger = trigger
        super.init()
    }
}

/// A delivered notification: UserNotifications' `UNNotification`. None is ever delivered
/// here; the type exists for the delegate's signatures.
open class UNNotification: NSObject, @unchecked Sendable {
    /// When it was delivered.
    open private(set) var date: Date
    /// The request it came from.
    open private(set) var request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }
}

/// The user's answer to a notification: UserNotifications' `UNNotificationResponse`.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The notification answered.
    open private(set) var notification: UNNotification
    /// The action chosen, or `UNNotificationDefaultActionIdentifier`.
    open private(set) var actionIdentifier: String
    /// The scene that received it (UIKit's `UIScene` on iOS; nil here).
    open var targetScene: AnyObject? { nil }

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// A response with typed text: `UNTextInputNotificationResponse`.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    /// What the user typed.
    open private(set) var userText: String = ""
}

/// The action identifier when the user opened the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier when the user dismissed it.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
