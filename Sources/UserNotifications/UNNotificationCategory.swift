import Foundation

/// How an action behaves: `UNNotificationActionOptions`.
public struct UNNotificationActionOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Needs the device unlocked.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Drawn in red.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Opens the app.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// An action's icon (iOS 15): `UNNotificationActionIcon`.
open class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    let name: String
    init(name: String) {
        self.name = name
        super.init()
    }
    /// An SF Symbol.
    public convenience init(systemImageName: String) { self.init(name: systemImageName) }
    /// A template image from the app's assets.
    public convenience init(templateImageName: String) { self.init(name: templateImageName) }
}

/// A button on a notification: UserNotifications' `UNNotificationAction`.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    /// The identifier the response carries.
    public let identifier: String
    /// The button's title.
    public let title: String
    /// How it behaves.
    public let options: UNNotificationActionOptions
    /// Its icon.
    public let icon: UNNotificationActionIcon?

    /// An action without icon.
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.init(identifier: identifier, title: title, options: options, icon: nil)
    }

    /// An action with an icon (iOS 15).
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
        super.init()
    }
}

/// An action that asks for text: `UNTextInputNotificationAction`.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    /// The send button's title.
    public private(set) var textInputButtonTitle: String = ""
    /// The field's placeholder.
    public private(set) var textInputPlaceholder: String = ""

    /// A text action.
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String, textInputPlaceholder: String) {
        self.init(identifier: identifier, title: title, options: options, icon: nil)
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
    }
}

/// How a category's notifications behave: `UNNotificationCategoryOptions`.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Tell the delegate about dismissals.
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// Show in CarPlay.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// Show the title when previews are hidden.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// Show the subtitle when previews are hidden.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    /// Let Siri read them.
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// A kind of notification and its actions: UserNotifications' `UNNotificationCategory`.
/// Equal by identifier, as the center's set of categories treats them.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    /// The identifier content refers to by `categoryIdentifier`.
    public let identifier: String
    /// The buttons.
    public let actions: [UNNotificationAction]
    /// The Siri intents it handles.
    public let intentIdentifiers: [String]
    /// How it behaves.
    public let options: UNNotificationCategoryOptions
    /// The body shown when previews are hidden.
    public let hiddenPreviewsBodyPlaceholder: String
    /// The summary format.
    public let categorySummaryFormat: String

    /// A category.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String, categorySummaryFormat: String?, options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.categorySummaryFormat = categorySummaryFormat ?? ""
        super.init()
    }

    /// A category with the default placeholder.
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers, hiddenPreviewsBodyPlaceholder: "", categorySummaryFormat: nil, options: options)
    }

    /// A category with a placeholder for hidden previews.
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers, hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: nil, options: options)
    }

    /// Equal to another category with the same identifier.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationCategory)?.identifier == identifier
    }

    /// The identifier's hash.
    open override var hash: Int { identifier.hashValue }
}

/// How a notification shows while the app is in front: `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Update the badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show an alert (deprecated in iOS 14 for `list` and `banner`).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Add to Notification Center.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
