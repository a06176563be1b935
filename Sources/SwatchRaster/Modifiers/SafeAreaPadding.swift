import Foundation

// `safeAreaPadding` (iOS 17): insets the safe area of the view's content. A still's content
// sits in no safe area of its own, so growing it insets the content exactly as `padding`
// does: the view is laid out `length` points in from each edge inside a frame that much
// larger. (Inside a scroll view, SwiftUI applies it as a content margin instead; a still at
// rest shows the same first screen.)

extension View {
    /// Adds `insets` to the safe area of this view's content.
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
    /// Adds `length` (the system's 16 points when `nil`) to the safe area along `edges`.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }
    /// Adds `length` to the safe area on every edge.
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
}
