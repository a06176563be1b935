/// Whether a web view's media plays: WebKit's `WKMediaPlaybackState`, which
/// `requestMediaPlaybackState()` answers with. No page runs in a still, so the answer here is
/// always `.none`; the other cases exist so that a `switch` over it compiles.
public enum WKMediaPlaybackState: Int, Sendable {
    /// There is no media: the only state a still has.
    case none = 0
    /// Media is playing.
    case playing = 1
    /// Media is paused.
    case paused = 2
    /// Media is suspended until the app lifts the suspension.
    case suspended = 3
}
