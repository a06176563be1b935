import Foundation

/// Handoff and Spotlight user activities: a still is never continued from another device and
/// advertises nothing, so `userActivity` and `onContinueUserActivity` compile with SwiftUI's
/// signatures and leave the picture unchanged; their closures never run
/// (docs/ARCHITECTURE.md §4.2).

#if os(Linux)
/// The identifier that Siri suggestions and saved activities are deleted by.
public typealias NSUserActivityPersistentIdentifier = String

/// The activity type of a universal link opening the app (Foundation's constant, whose value
/// on Apple platforms is this string); apps pass it to `onContinueUserActivity`.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// Foundation's user activity, which Linux Foundation lacks: enough for view code to set one up.
open class NSUserActivity: NSObject {
    /// The activity's reverse-DNS type.
    public let activityType: String
    /// A title shown to the user.
    open var title: String?
    /// The state another device needs to continue.
    open var userInfo: [AnyHashable: Any]?
    /// A web page that continues the activity.
    open var webpageURL: URL?
    /// The keywords Spotlight indexes.
    open var keywords: Set<String> = []
    /// A stable identifier for Siri suggestions.
    open var persistentIdentifier: String?
    /// Whether Handoff offers the activity.
    open var isEligibleForHandoff = true
    /// Whether Spotlight indexes the activity.
    open var isEligibleForSearch = false
    /// Whether the activity may be suggested publicly.
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest the activity.
    open var isEligibleForPrediction = false
    /// Whether the activity should be saved before it is continued.
    open var needsSave = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
    /// Adds entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }
    /// Makes the activity current; nothing is advertised in a still.
    open func becomeCurrent() {}
    /// Stops being current.
    open func resignCurrent() {}
    /// Ends the activity.
    open func invalidate() {}

    /// Deletes the activities the app saved. A still saves none, so `handler` runs at once:
    /// nothing is left to delete.
    open class func deleteAllSavedUserActivities(completionHandler handler: @escaping @Sendable () -> Void) { handler() }
    /// Deletes every saved activity; none is saved in a still.
    open class func deleteAllSavedUserActivities() async {}
    /// Deletes the saved activities with these identifiers, then calls `handler` (at once:
    /// a still saves none).
    open class func deleteSavedUserActivities(withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier], completionHandler handler: @escaping @Sendable () -> Void) { handler() }
    /// Deletes the saved activities with these identifiers; none is saved in a still.
    open class func deleteSavedUserActivities(withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier]) async {}
}
#endif

extension View {
    /// Advertises an activity of `activityType` while `isActive`; nothing is advertised in a still.
    nonisolated public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> ()) -> some View { self }
    /// Advertises an activity for `element`; nothing is advertised in a still.
    nonisolated public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()) -> some View { self }
    /// Runs `action` when the app continues an activity of `activityType`; never in a still.
    nonisolated public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View { self }
}
