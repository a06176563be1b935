/// When an iPhone's tab bar shrinks while its tab scrolls: SwiftUI's `TabBarMinimizeBehavior`
/// (iOS 26). A still never scrolls, so the tab bar is drawn at full size whatever the behavior.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, never, onScrollDown, onScrollUp }
    let kind: Kind

    /// The platform's choice: on iOS the tab bar does not minimize.
    public static let automatic = TabBarMinimizeBehavior(kind: .automatic)
    /// Never minimize the tab bar.
    public static let never = TabBarMinimizeBehavior(kind: .never)
    /// Minimize when scrolling down starts (iPhone only).
    public static let onScrollDown = TabBarMinimizeBehavior(kind: .onScrollDown)
    /// Minimize when scrolling up starts (iPhone only).
    public static let onScrollUp = TabBarMinimizeBehavior(kind: .onScrollUp)
}

extension View {
    /// Sets when the tab bar of the enclosing `TabView` minimizes; a still has no scrolling, so
    /// the view is drawn unchanged.
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}
