import Foundation
import SwatchRaster

/// UIKit's application object, for the calls SwiftUI files make on it: opening URLs and
/// settings, dismissing the keyboard. A still has no running app, so each call is inert and
/// answers as an app with nothing installed would (docs/ARCHITECTURE.md §4.2).
@MainActor @preconcurrency
open class UIApplication {
    /// The one application.
    public static let shared = UIApplication()
    /// The settings URL string iOS opens with `open(URL(string: openSettingsURLString)!)`.
    public static let openSettingsURLString = "app-settings:"

    init() {}

    /// Whether an app can open `url`; none can in a still.
    open func canOpenURL(_ url: URL) -> Bool { false }
    /// Opens `url`; inert, and `completion` is told that nothing opened.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    /// Opens `url`, as Swift imports the completion form for `await`: nothing opens in a
    /// still, so false (Critical Maps' `UIApplicationClient` returns it).
    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }
    /// Sends `action` up the responder chain: SwiftUI apps call it with
    /// `#selector(UIResponder.resignFirstResponder)` to dismiss the keyboard. A still has no
    /// responder chain and no keyboard, so nothing is sent and the answer is false.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    /// The badge on the app icon.
    open var applicationIconBadgeNumber = 0
    /// Whether the app is idle-timer exempt.
    open var isIdleTimerDisabled = false
    /// The foreground state; active, as for an app on screen.
    open var applicationState: State { .active }
    /// The app's connected scenes; none outside a running app.
    open var connectedScenes: Set<UIScene> { [] }
    /// The app's windows; none outside a running app.
    open var windows: [UIWindow] { [] }
    /// The app delegate; none, as no app launches.
    open weak var delegate: UIApplicationDelegate?

    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The option's name.
        public let rawValue: String
        /// The option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app claims the universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// An application's foreground state.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }
}

/// A touch or other event; none reach a still.
open class UIEvent {}

/// A scene of the app; present only so that `connectedScenes` code compiles.
@MainActor @preconcurrency
open class UIScene: Hashable {
    /// Whether the scene is on screen and receiving events: active, as for an app on screen.
    open var activationState: ActivationState { .foregroundActive }
    /// A scene's state: UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }
    /// Identity.
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    /// Identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A window scene; `connectedScenes` has none here.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The scene's windows.
    open var windows: [UIWindow] { [] }
    /// The scene's orientation: portrait, as a preview's device is shown.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The scene's size and orientation (iOS 16).
    open var effectiveGeometry: Geometry { Geometry() }

    /// What `effectiveGeometry` reports.
    @MainActor @preconcurrency
    open class Geometry {
        nonisolated init() {}
        /// Portrait, as `interfaceOrientation`.
        open var interfaceOrientation: UIInterfaceOrientation { .portrait }
        /// The orientations the scene supports: all but upside down, an iPhone app's default.
        open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
        /// Whether the user is resizing the scene; never.
        open var isInteractivelyResizing: Bool { false }
    }
}

/// The orientation of an app's interface.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    /// Whether it is either portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is either landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The set of orientations an interface supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    /// A mask of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
