import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKit

/// What a navigation asks for: WebKit's `WKNavigationAction`.
@MainActor @preconcurrency
open class WKNavigationAction: NSObject {
    /// The request.
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    /// How it began.
    open var navigationType: WKNavigationType { .other }
    /// The frame it targets; nil for a new window.
    open var targetFrame: WKFrameInfo? { nil }
}

/// How a navigation began.
public enum WKNavigationType: Int, Sendable {
    case linkActivated, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

/// What a navigation's response says: WebKit's `WKNavigationResponse`.
@MainActor @preconcurrency
open class WKNavigationResponse: NSObject {
    /// Whether the main frame navigates.
    open var isForMainFrame: Bool { true }
    /// Whether WebKit can show the response's type.
    open var canShowMIMEType: Bool { true }
}

/// A frame of a page: WebKit's `WKFrameInfo`.
@MainActor @preconcurrency
open class WKFrameInfo: NSObject {
    /// Whether it is the main frame.
    open var isMainFrame: Bool { true }
}

/// Whether a navigation goes ahead.
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel, allow, download
}

/// Whether a response is shown.
public enum WKNavigationResponsePolicy: Int, Sendable {
    case cancel, allow, download
}

/// Told about a web view's navigations: WebKit's `WKNavigationDelegate`. Every method is
/// optional on iOS (Objective-C); Linux has no optional requirements, so each has a default
/// that does what WebKit does without it. None is called in a still.
@MainActor @preconcurrency
public protocol WKNavigationDelegate: AnyObject {
    /// Whether to follow a link.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    /// Whether to show a response.
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse, decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    /// A navigation started.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// A navigation's content began arriving.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// A navigation finished.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// A navigation failed.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// A navigation failed before its content arrived.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
}

public extension WKNavigationDelegate {
    /// Follows it, as WebKit does without a delegate.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
    /// Shows it, as WebKit does without a delegate.
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse, decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void) { decisionHandler(.allow) }
    /// Nothing.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Nothing.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Nothing.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Nothing.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    /// Nothing.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
}

/// Asked for windows and JavaScript panels: WebKit's `WKUIDelegate`, optional methods with
/// WebKit's behaviour without a delegate.
@MainActor @preconcurrency
public protocol WKUIDelegate: AnyObject {
    /// A page asks for a new window: none, as without a delegate.
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    /// A page's `alert()`.
    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable () -> Void)
}

public extension WKUIDelegate {
    /// No new window.
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
    /// Dismissed at once.
    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable () -> Void) { completionHandler() }
}

/// The features a page asked of a new window.
@MainActor @preconcurrency
open class WKWindowFeatures: NSObject {}
