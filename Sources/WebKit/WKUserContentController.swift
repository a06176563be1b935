import Foundation

/// Scripts added to pages and the handlers that receive their messages: WebKit's
/// `WKUserContentController`. Kept; no page runs them.
@MainActor @preconcurrency
open class WKUserContentController: NSObject {
    /// The scripts added, in order.
    open private(set) var userScripts: [WKUserScript] = []
    /// The message handlers, by name.
    private var handlers: [String: any WKScriptMessageHandler] = [:]

    /// An empty controller.
    nonisolated public override init() { super.init() }
    /// Adds a script to every page.
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// Removes every script.
    open func removeAllUserScripts() { userScripts.removeAll() }
    /// Adds a handler for `window.webkit.messageHandlers.NAME.postMessage`.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
    /// Removes the handler of `name`.
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    /// Removes every handler.
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
}

/// A script added to pages: WebKit's `WKUserScript`.
@MainActor @preconcurrency
open class WKUserScript: NSObject {
    /// Its source.
    public let source: String
    /// When it runs.
    public let injectionTime: WKUserScriptInjectionTime
    /// Whether it runs in the main frame only.
    public let isForMainFrameOnly: Bool
    /// A script.
    nonisolated public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// When a user script runs.
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// Before the page's content loads.
    case atDocumentStart
    /// After it loads.
    case atDocumentEnd
}

/// A message a page posted: WebKit's `WKScriptMessage`.
@MainActor @preconcurrency
open class WKScriptMessage: NSObject {
    /// What the page posted.
    open var body: Any { storedBody }
    /// The handler's name.
    open var name: String { storedName }
    private let storedBody: Any
    private let storedName: String
    /// A message (WebKit makes them; here, for tests of a handler).
    init(body: Any, name: String) {
        storedBody = body
        storedName = name
        super.init()
    }
}

/// Receives what pages post: WebKit's `WKScriptMessageHandler`.
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: AnyObject {
    /// Called with each message: never, here.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
