import Foundation

// Content that an iPhone in portrait (compact width) does not show in place: an inspector
// (presented as a sheet there), the sidebar of a sidebar-adaptable `TabView` (a tab bar
// there) and a `Table`'s column headers (a compact table shows one column without them). A
// still is taken in that size class (docs/ARCHITECTURE.md §4.2), so the view is drawn unchanged.

extension View {
    /// An inspector shown while `isPresented` is true (iOS 17). In compact width it is a
    /// sheet, which a still never presents, so `content` is never built.
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { self }
    /// The inspector column's width; an inspector is a sheet in compact width.
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
    /// The inspector column's width range; an inspector is a sheet in compact width.
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// A header above a `TabView`'s sidebar (iOS 18); an iPhone shows a tab bar instead.
    nonisolated public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// A footer below a `TabView`'s sidebar (iOS 18); an iPhone shows a tab bar instead.
    nonisolated public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// A bar at the bottom of a `TabView`'s sidebar (iOS 18); an iPhone shows a tab bar instead.
    nonisolated public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// Whether a `Table` shows its column headers (iOS 17); a compact table shows none.
    nonisolated public func tableColumnHeaders(_ visibility: Visibility) -> some View { self }
}
