import Foundation

// The app and scene delegates of a UIKit or mixed app: what `@UIApplicationDelegateAdaptor`
// and a `SceneDelegate` that hosts SwiftUI compile against. Nothing launches on Linux, so no
// delegate method is ever called; the protocols have no requirements, and a delegate's
// methods are its own (UIKit's are optional Objective-C requirements, which Swift protocols
// on Linux cannot express).

/// The app's delegate: UIKit's `UIApplicationDelegate`. Its methods are never called here.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {}

/// A scene's delegate: UIKit's `UISceneDelegate`. Its methods are never called here.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {}

/// A window scene's delegate, which usually owns the window: UIKit's `UIWindowSceneDelegate`.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {}

extension UIApplication {
    /// Keys of the launch options passed to `application(_:didFinishLaunchingWithOptions:)`.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// A remote notification that launched the app.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// A Home-screen quick action.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}

/// A scene's saved session: UIKit's `UISceneSession`.
@MainActor @preconcurrency
open class UISceneSession {
    /// The kind of scene.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// The role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app window on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
    /// The session's role.
    public let role: Role
    /// The configuration the scene was made from.
    open var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: role) }
    /// The session's identifier.
    public let persistentIdentifier = UUID().uuidString
    /// A session of `role`.
    nonisolated public init(role: Role = .windowApplication) { self.role = role }
}

/// Which delegate class a new scene gets: UIKit's `UISceneConfiguration`.
@MainActor @preconcurrency
open class UISceneConfiguration {
    /// The configuration's name in Info.plist.
    public let name: String?
    /// The role it is for.
    public let role: UISceneSession.Role
    /// The scene delegate's class.
    open var delegateClass: AnyClass?
    /// A configuration named `name` for `sessionRole`.
    nonisolated public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}

extension UIScene {
    /// What a scene connected with (URLs, activities); none here.
    public final class ConnectionOptions {
        /// URLs the scene was opened with; none.
        public var urlContexts: Set<UIOpenURLContext> { [] }
        /// The quick action the scene was opened with; none.
        public var shortcutItem: UIApplicationShortcutItem? { nil }
        nonisolated init() {}
    }
}

/// A URL a scene was opened with: UIKit's `UIOpenURLContext`.
public final class UIOpenURLContext: Hashable {
    /// The URL.
    public let url: URL
    nonisolated init(url: URL) { self.url = url }
    /// Identity.
    public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    /// Identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
