import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKit

/// A web page's view: WebKit's `WKWebView`. Loading starts nothing and no delegate is called,
/// so `isLoading` stays false and `url` is the last URL asked for, as it reads on iOS right
/// after `load(_:)`; `title` stays nil.
@MainActor @preconcurrency
open class WKWebView: UIView {
    /// The configuration it was made with (a copy of it on iOS; here the same object).
    public let configuration: WKWebViewConfiguration
    /// Told about navigations: never called here.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Asked for new windows and JavaScript panels: never called here.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The URL last asked for.
    open private(set) var url: URL?
    /// The page's title: none, as nothing loads.
    open private(set) var title: String?
    /// Whether a load is in progress: never, here.
    open private(set) var isLoading = false
    /// How much of the page has loaded, 0…1.
    open private(set) var estimatedProgress: Double = 0
    /// Whether there is a page to go back to.
    open private(set) var canGoBack = false
    /// Whether there is a page to go forward to.
    open private(set) var canGoForward = false
    /// The scroll view that holds the page.
    public let scrollView = UIScrollView()
    /// Whether swipes go back and forward.
    open var allowsBackForwardNavigationGestures = false
    /// Whether a link's preview shows on a long press.
    open var allowsLinkPreview = true
    /// The user agent that replaces the default one.
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may attach.
    open var isInspectable = false
    /// The page's zoom factor.
    open var pageZoom: CGFloat = 1
    /// Whether the system's find panel (Find on Page, iOS 16) may show; kept as set, as there is
    /// no page to search.
    open var isFindInteractionEnabled = false
    /// The color behind the page, seen where a scroll overshoots it. WebKit derives it from the
    /// page; with no page here it is the view's background (the system background without
    /// one) until set, so reading it never finds nil.
    open var underPageBackgroundColor: UIColor! {
        get { underPageBackground ?? backgroundColor ?? .systemBackground }
        set { underPageBackground = newValue }
    }
    /// Whether an element of the page is full screen (iOS 16): never, as no page runs here.
    open var fullscreenState: FullscreenState { .notInFullscreen }
    /// The color set as `underPageBackgroundColor`, if one was.
    private var underPageBackground: UIColor?
    /// The HTML last given to `loadHTMLString(_:baseURL:)`, for a reader of the state.
    private var html: String?

    /// A web view with `configuration`.
    nonisolated public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    /// A web view with a default configuration.
    nonisolated public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// Asks for `request`'s page: the URL is kept, nothing loads.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }
    /// Shows `string` as a page; nothing renders it here.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        html = string
        url = baseURL
        return WKNavigation()
    }
    /// Shows a local file.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        url = URL
        return WKNavigation()
    }
    /// Shows `data` of `MIMEType`.
    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }
    /// Loads the page again.
    @discardableResult
    open func reload() -> WKNavigation? { WKNavigation() }
    /// Goes back: there is no history here.
    @discardableResult
    open func goBack() -> WKNavigation? { nil }
    /// Goes forward: there is no history here.
    @discardableResult
    open func goForward() -> WKNavigation? { nil }
    /// Stops loading.
    open func stopLoading() {}
    /// Runs a script: there is no page, so the handler gets nil and no error, as for a
    /// script that returns nothing.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, nil)
    }
    /// Runs a script and returns its result: there is no page, so this throws.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        throw WKError(.javaScriptExceptionOccurred)
    }

    // Media (iOS 15): no media ever plays in a still, so there is nothing to pause, suspend
    // or close; each completes at once, and the state asked for is `.none`.

    /// Pauses the page's media; the handler is called at once.
    open func pauseAllMediaPlayback(completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        completionHandler?()
    }
    /// Pauses the page's media: returns at once (the async form Swift gives WebKit's method).
    open func pauseAllMediaPlayback() async {}
    /// Suspends or resumes the page's media; the handler is called at once.
    open func setAllMediaPlaybackSuspended(_ suspended: Bool, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        completionHandler?()
    }
    /// Suspends or resumes the page's media: returns at once.
    open func setAllMediaPlaybackSuspended(_ suspended: Bool) async {}
    /// Closes picture in picture and full-screen video; the handler is called at once.
    open func closeAllMediaPresentations(completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        completionHandler?()
    }
    /// Closes picture in picture and full-screen video: returns at once.
    open func closeAllMediaPresentations() async {}
    /// Asks whether media plays; the handler gets `.none` at once.
    open func requestMediaPlaybackState(completionHandler: @escaping @MainActor @Sendable (WKMediaPlaybackState) -> Void) {
        completionHandler(.none)
    }
    /// Whether media plays: `.none`, as no page runs.
    open func requestMediaPlaybackState() async -> WKMediaPlaybackState { .none }
    /// A web view from an archive, with a default configuration; there are none here.
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }
}

/// One navigation, as `load(_:)` returns it.
open class WKNavigation: NSObject, @unchecked Sendable {}

/// WebKit's errors.
public struct WKError: Error, Equatable, Sendable {
    /// WebKit's error codes.
    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred, javaScriptResultTypeIsUnsupported
    }
    /// The code.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
}
