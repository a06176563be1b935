import Foundation

/// Scrolling settings a still cannot show: whether content bounces, and the margins of
/// scrollable content (iOS 17). They compile with SwiftUI's signatures and leave the picture
/// unchanged; `contentMargins` is inert for now, an approximation noted in
/// docs/ARCHITECTURE.md §5.19.

/// Whether a scroll view bounces when its content fits.
public struct ScrollBounceBehavior: Sendable {
    private let name: String
    /// The platform's choice (always, on iOS).
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    /// Always bounces.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    /// Bounces only when the content is larger than the view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

/// Where content margins apply.
public struct ContentMarginPlacement: Sendable {
    private let name: String
    /// The view's own choice (a scroll view: content and indicators).
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }
    /// A scroll view's content only.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(name: "scrollContent") }
    /// A scroll view's indicators only.
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(name: "scrollIndicators") }
}

extension View {
    /// Whether scroll views inside bounce; nothing scrolls in a still.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    /// Margins on `edges` of scrollable content; inert in this engine.
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    /// Margins of `length` on `edges` of scrollable content; inert in this engine.
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { self }
    /// Margins of `length` on every edge of scrollable content; inert in this engine.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }
}
