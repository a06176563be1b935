extension WKWebView {
    /// Whether the page shows an element full screen: WebKit's `WKWebView.FullscreenState`
    /// (iOS 16), which `fullscreenState` reads. No page runs in a still, so it is always
    /// `.notInFullscreen`; the other cases exist so that a `switch` over it compiles.
    public enum FullscreenState: Int, Sendable {
        /// No element is full screen: the only state a still has.
        case notInFullscreen = 0
        /// An element is on its way to full screen.
        case enteringFullscreen = 1
        /// An element is full screen.
        case inFullscreen = 2
        /// An element is leaving full screen.
        case exitingFullscreen = 3
    }
}
