import Foundation

/// How a web view is set up: WebKit's `WKWebViewConfiguration`, kept as set.
@MainActor @preconcurrency
open class WKWebViewConfiguration: NSObject {
    /// Scripts and message handlers.
    open var userContentController = WKUserContentController()
    /// The web view's preferences.
    open var preferences = WKPreferences()
    /// The preferences of each page.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// Where cookies and caches live.
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// Whether videos play inline instead of full screen.
    open var allowsInlineMediaPlayback = false
    /// Whether Picture in Picture is allowed.
    open var allowsPictureInPictureMediaPlayback = true
    /// Whether media may play over AirPlay; kept as set (WebKit's default, true), as nothing plays.
    open var allowsAirPlayForMediaPlayback = true
    /// Which media waits for a tap before playing.
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// The application's name in the user agent.
    open var applicationNameForUserAgent: String?
    /// Whether page content may be found with data detectors.
    open var dataDetectorTypes: WKDataDetectorTypes = []
    /// A default configuration.
    nonisolated public override init() { super.init() }
}

/// The web view's preferences: WebKit's `WKPreferences`.
@MainActor @preconcurrency
open class WKPreferences: NSObject {
    /// Whether JavaScript may open windows without a tap.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether Safari's fraud warning shows.
    open var isFraudulentWebsiteWarningEnabled = true
    /// The smallest font size, in points.
    open var minimumFontSize: CGFloat = 0
    /// Whether text may be selected.
    open var isTextInteractionEnabled = true
    /// Whether a page may show an element full screen (iOS 15.4); false, as in WebKit, until set.
    open var isElementFullscreenEnabled = false
    /// The values set by key for which there is no property here.
    private var valuesByKey: [String: Any] = [:]
    /// Default preferences.
    nonisolated public override init() { super.init() }

    /// Sets a preference by name, as apps do for those WebKit keeps private (before iOS 15.4,
    /// `setValue(true, forKey: "fullScreenEnabled")` was the only switch for element full
    /// screen). Linux's `NSObject` has no key-value coding, so it is written here: the full-screen
    /// keys set `isElementFullscreenEnabled`, any other is kept for `value(forKey:)`.
    open func setValue(_ value: Any?, forKey key: String) {
        if Self.fullscreenKeys.contains(key) {
            isElementFullscreenEnabled = (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
        } else {
            valuesByKey[key] = value
        }
    }
    /// A preference by name: what `setValue(_:forKey:)` set, or nil.
    open func value(forKey key: String) -> Any? {
        Self.fullscreenKeys.contains(key) ? isElementFullscreenEnabled : valuesByKey[key]
    }
    /// The names element full screen goes by: WebKit's private one and the public property's.
    private static let fullscreenKeys: Set<String> = ["fullScreenEnabled", "elementFullscreenEnabled"]
}

/// One page's preferences: WebKit's `WKWebpagePreferences`.
@MainActor @preconcurrency
open class WKWebpagePreferences: NSObject {
    /// The content mode a page asks for.
    public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
    /// Whether the page's JavaScript runs.
    open var allowsContentJavaScript = true
    /// The content mode.
    open var preferredContentMode: ContentMode = .recommended
    /// Default preferences.
    nonisolated public override init() { super.init() }
}

/// Which media needs a tap before it plays.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// Both.
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// What data detectors find in page content.
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    /// Links.
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    /// Every kind.
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

/// Cookies, caches and storage: WebKit's `WKWebsiteDataStore`, empty here.
@MainActor @preconcurrency
open class WKWebsiteDataStore: NSObject {
    /// Whether it keeps data on disk.
    public let isPersistent: Bool
    nonisolated(unsafe) private static let shared = WKWebsiteDataStore(persistent: true)
    nonisolated init(persistent: Bool) {
        isPersistent = persistent
        super.init()
    }
    /// The store shared by web views.
    nonisolated public static func `default`() -> WKWebsiteDataStore { shared }
    /// A store that keeps nothing.
    nonisolated public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
    /// Every kind of website data.
    nonisolated public static func allWebsiteDataTypes() -> Set<String> {
        ["WKWebsiteDataTypeCookies", "WKWebsiteDataTypeDiskCache", "WKWebsiteDataTypeMemoryCache", "WKWebsiteDataTypeLocalStorage",
         "WKWebsiteDataTypeSessionStorage", "WKWebsiteDataTypeIndexedDBDatabases", "WKWebsiteDataTypeWebSQLDatabases"]
    }
    /// Removes data: there is none, so the handler is called at once.
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping @MainActor @Sendable () -> Void) {
        completionHandler()
    }
}
