import Foundation
import SwatchRaster

/// SwiftUI's web view: WebKit's `WebView` (iOS 26). No page loads in a still, so it draws what
/// a `WKWebView` in a representable draws here: the named placeholder tile (docs/ARCHITECTURE.md
/// §2.7), captioned "WebView" and filling the size offered, as a web view does.
public struct WebView: View {
    /// A web view showing `url`; nothing loads.
    public init(url: URL?) {}
    /// A web view showing `page`; nothing loads.
    public init(_ page: WebPage) {}

    /// The placeholder tile.
    public var body: some View { _PlaceholderTile("WebView") }
}
