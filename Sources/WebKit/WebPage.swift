import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Observation

/// A web page that SwiftUI's `WebView` shows: WebKit's `WebPage` (iOS 26), in its minimal
/// form. Nothing loads in a still (there is no browser engine, and a live page would differ
/// run to run), so this behaves as `WKWebView` does here: `load(_:)` keeps the URL, `isLoading`
/// stays false, the title stays empty, and no navigation event is ever delivered.
@MainActor @Observable
public final class WebPage {
    /// The URL last asked for; nil before any load.
    public private(set) var url: URL?
    /// The page's title: empty, as nothing loads.
    public private(set) var title = ""
    /// Whether a load is in progress: never, here.
    public private(set) var isLoading = false

    /// A page with the default configuration.
    public init() {}

    /// Asks for `request`'s page: the URL is kept and nothing loads, so the returned sequence
    /// ends at once without an event.
    @discardableResult
    public func load(_ request: URLRequest) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        url = request.url
        return AsyncThrowingStream<WebPage.NavigationEvent, any Error> { $0.finish() }
    }

    /// A step of a navigation, as `load(_:)`'s sequence delivers them on a device: WebKit's
    /// `WebPage.NavigationEvent`. None is delivered here; the cases exist for `switch`es.
    public enum NavigationEvent: Hashable, Sendable {
        /// The page was approved to navigate, before any response.
        case startedProvisionalNavigation
        /// The server redirected the request.
        case receivedServerRedirect
        /// Content for the main frame started to arrive.
        case committed
        /// The navigation is complete.
        case finished
    }
}
