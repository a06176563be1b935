import Foundation

/// How urgently a notification interrupts: UserNotifications' `UNNotificationInterruptionLevel`.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    /// Quietly, into Notification Center.
    case passive = 0
    /// As usual.
    case active = 1
    /// Through Focus.
    case timeSensitive = 2
    /// Through Focus and the mute switch.
    case critical = 3
}

/// A file attached to a notification: UserNotifications' `UNNotificationAttachment`.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    /// The attachment's identifier.
    open private(set) var identifier: String
    /// The file.
    open private(set) var url: URL
    /// The file's type identifier.
    open var type: String { "public.data" }

    /// An attachment of the file at `URL`; the file is not read.
    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        self.identifier = identifier
        self.url = URL
        super.init()
    }
}

/// What a notification says: UserNotifications' `UNNotificationContent`, read-only; apps
/// fill in `UNMutableNotificationContent`.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    var _title = ""
    var _subtitle = ""
    var _body = ""
    var _badge: NSNumber?
    var _sound: UNNotificationSound?
    var _userInfo: [AnyHashable: Any] = [:]
    var _categoryIdentifier = ""
    var _threadIdentifier = ""
    var _launchImageName = ""
    var _attachments: [UNNotificationAttachment] = []
    var _targetContentIdentifier: String?
    var _interruptionLevel: UNNotificationInterruptionLevel = .active
    var _relevanceScore: Double = 0
    var _filterCriteria: String?

    /// Empty content.
    public override init() { super.init() }

    /// The headline.
    open var title: String { _title }
    /// The line under the title.
    open var subtitle: String { _subtitle }
    /// The message.
    open var body: String { _body }
    /// The number for the app icon's badge; nil leaves it alone.
    open var badge: NSNumber? { _badge }
    /// The sound; nil is silent.
    open var sound: UNNotificationSound? { _sound }
    /// The app's own data.
    open var userInfo: [AnyHashable: Any] { _userInfo }
    /// The category whose actions it offers.
    open var categoryIdentifier: String { _categoryIdentifier }
    /// Groups related notifications.
    open var threadIdentifier: String { _threadIdentifier }
    /// The launch image.
    open var launchImageName: String { _launchImageName }
    /// Attached files.
    open var attachments: [UNNotificationAttachment] { _attachments }
    /// The scene it brings forward.
    open var targetContentIdentifier: String? { _targetContentIdentifier }
    /// How urgently it interrupts.
    open var interruptionLevel: UNNotificationInterruptionLevel { _interruptionLevel }
    /// Its rank in a summary, 0 to 1.
    open var relevanceScore: Double { _relevanceScore }
    /// The Focus filter it matches.
    open var filterCriteria: String? { _filterCriteria }
}

extension UNNotificationContent: NSCopying, NSMutableCopying {
    /// A read-only copy: what a request keeps, so later changes to the original do not reach it.
    public func copy(with zone: NSZone? = nil) -> Any { copyFields(into: UNNotificationContent()) }

    /// A mutable copy, as a notification service extension makes before changing the content.
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copyFields(into: UNMutableNotificationContent()) }

    private func copyFields<C: UNNotificationContent>(into copy: C) -> C {
        copy._title = _title
        copy._subtitle = _subtitle
        copy._body = _body
        copy._badge = _badge
        copy._sound = _sound
        copy._userInfo = _userInfo
        copy._categoryIdentifier = _categoryIdentifier
        copy._threadIdentifier = _threadIdentifier
        copy._launchImageName = _launchImageName
        copy._attachments = _attachments
        copy._targetContentIdentifier = _targetContentIdentifier
        copy._interruptionLevel = _interruptionLevel
        copy._relevanceScore = _relevanceScore
        copy._filterCriteria = _filterCriteria
        return copy
    }
}

/// Content an app fills in before scheduling: UserNotifications' `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// Empty content.
    public override init() { super.init() }

    /// The headline.
    open override var title: String { get { _title } set { _title = newValue } }
    /// The line under the title.
    open override var subtitle: String { get { _subtitle } set { _subtitle = newValue } }
    /// The message.
    open override var body: String { get { _body } set { _body = newValue } }
    /// The number for the app icon's badge.
    open override var badge: NSNumber? { get { _badge } set { _badge = newValue } }
    /// The sound.
    open override var sound: UNNotificationSound? { get { _sound } set { _sound = newValue } }
    /// The app's own data.
    open override var userInfo: [AnyHashable: Any] { get { _userInfo } set { _userInfo = newValue } }
    /// The category whose actions it offers.
    open override var categoryIdentifier: String { get { _categoryIdentifier } set { _categoryIdentifier = newValue } }
    /// Groups related notifications.
    open override var threadIdentifier: String { get { _threadIdentifier } set { _threadIdentifier = newValue } }
    /// The launch image.
    open override var launchImageName: String { get { _launchImageName } set { _launchImageName = newValue } }
    /// Attached files.
    open override var attachments: [UNNotificationAttachment] { get { _attachments } set { _attachments = newValue } }
    /// The scene it brings forward.
    open override var targetContentIdentifier: String? { get { _targetContentIdentifier } set { _targetContentIdentifier = newValue } }
    /// How urgently it interrupts.
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { _interruptionLevel } set { _interruptionLevel = newValue } }
    /// Its rank in a summary.
    open override var relevanceScore: Double { get { _relevanceScore } set { _relevanceScore = newValue } }
    /// The Focus filter it matches.
    open override var filterCriteria: String? { get { _filterCriteria } set { _filterCriteria = newValue } }
}
