import Foundation

/// A Home Screen quick action: UIKit's `UIApplicationShortcutItem`, which apps map to their
/// own actions when launched from one. A still is never launched from the Home Screen, so a
/// scene's connection options carry none; the type is for that mapping code.
open class UIApplicationShortcutItem: @unchecked Sendable {
    // @unchecked: immutable after init, as UIKit's is.
    /// The app-defined type that says which action it is.
    public let type: String
    /// The title.
    public let localizedTitle: String
    /// The subtitle.
    public let localizedSubtitle: String?
    /// The icon.
    public let icon: UIApplicationShortcutIcon?
    /// App-defined information.
    public let userInfo: [String: any NSSecureCoding]?

    /// A quick action of `type` titled `localizedTitle`.
    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
                userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
    /// A quick action of `type` titled `localizedTitle`, without subtitle or icon.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }
}

/// A quick action's icon: UIKit's `UIApplicationShortcutIcon`.
open class UIApplicationShortcutIcon: @unchecked Sendable {
    // @unchecked: immutable after init.
    /// The system icons.
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love, cloud
        case invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm
        case bookmark, shuffle, audio, update
    }
    /// The system icon, when it is one.
    public let type: IconType?
    /// The SF Symbol's or template image's name, when it is one.
    public let name: String?
    /// A system icon.
    public init(type: IconType) {
        self.type = type
        name = nil
    }
    /// An SF Symbol.
    public init(systemImageName: String) {
        type = nil
        name = systemImageName
    }
    /// A template image from the asset catalog.
    public init(templateImageName: String) {
        type = nil
        name = templateImageName
    }
}

extension UIApplication {
    /// The app's dynamic quick actions; none are shown without a Home Screen, but what is set
    /// is kept for the run.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { ShortcutItems.items }
        set { ShortcutItems.items = newValue }
    }
}

/// The quick actions set in this run.
@MainActor enum ShortcutItems {
    static var items: [UIApplicationShortcutItem]?
}
