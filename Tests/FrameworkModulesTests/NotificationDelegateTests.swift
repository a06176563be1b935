import SwiftUI
import UIKit
import UserNotifications
import XCTest

// The app delegate most apps with reminders have, written as on a Mac in Swift 6 mode: UIKit's
// delegate (main-actor isolated) that is also the notification center's delegate. As with
// Apple's SDK, the conformance needs `@preconcurrency` (or `nonisolated` methods) in Swift 6
// mode, because the center's delegate protocol is not main-actor isolated; in Swift 5 mode
// the plain conformance is a warning.
class ReminderAppDelegate: NSObject, UIApplicationDelegate, @preconcurrency UNUserNotificationCenterDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound, .badge])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        print(response.notification.request.content.userInfo)
    }
}

@MainActor
final class NotificationPermissions: ObservableObject {
    @Published var status: UNAuthorizationStatus = .authorized

    func refresh() async {
        let settings = await UNUserNotificationCenter.current().notificationSettings()
        status = settings.authorizationStatus
    }
}

final class NotificationDelegateTests: XCTestCase {
    @MainActor
    func testAMainActorAppDelegateIsTheCentersDelegate() async {
        let delegate = ReminderAppDelegate()
        XCTAssertTrue(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        XCTAssertTrue(UNUserNotificationCenter.current().delegate === delegate)
        UNUserNotificationCenter.current().delegate = nil
        let permissions = NotificationPermissions()
        await permissions.refresh()
        XCTAssertEqual(permissions.status, .notDetermined)
    }
}
