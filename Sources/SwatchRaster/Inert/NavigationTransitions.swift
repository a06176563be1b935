import Foundation

/// Navigation transitions (iOS 18): how a pushed or presented view animates in, such as the
/// zoom from a matched source view. A still shows the destination (or the source) at rest,
/// so the transitions are values and the modifiers draw their view unchanged.

/// How a navigation push or presentation animates.
public protocol NavigationTransition {}

/// The platform's standard transition.
public struct AutomaticNavigationTransition: NavigationTransition, Sendable {}

/// A zoom from the view marked with `matchedTransitionSource(id:in:)`.
public struct ZoomNavigationTransition: NavigationTransition, Sendable {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's standard transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the source view with `sourceID` in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

/// How a matched transition source looks while it transitions.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The source as it is.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// A configuration refined by one of `MatchedTransitionSourceConfiguration`'s methods.
private struct RefinedMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// Adds a shadow while transitioning (SwiftUI's default colour is black at 33 %).
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration {
        RefinedMatchedTransitionSourceConfiguration()
    }
    /// Clips to `shape` while transitioning.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { RefinedMatchedTransitionSourceConfiguration() }
    /// Fills behind the source while transitioning.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { RefinedMatchedTransitionSourceConfiguration() }
}

extension View {
    /// How this destination animates in; a still shows it at rest.
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View { self }
    /// Marks the view as the source of a zoom transition; drawn unchanged.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
    /// Marks the view as the source of a zoom transition, styled by `configuration`; drawn
    /// unchanged and `configuration` is not called.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID, configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration) -> some View { self }
}
