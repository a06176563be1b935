import Foundation

// SwiftUI's `scrollTransition` (iOS 17): an effect as a view scrolls into or out of the
// visible region. A still shows every view at rest, where SwiftUI applies the transition in
// its `.identity` phase (Apple: "In the identity phase, scroll transitions should generally
// not make any visual change"): the closure is called with `.identity` and what it returns is
// drawn, as `visualEffect` draws its effects.

extension View {
    /// Applies `transition` in the `.identity` phase, the one of a view at rest.
    nonisolated public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                             transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        VisualEffectHost(content: AnyView(self)) { _ in transition(EmptyVisualEffect(), .identity).effectSteps }
    }

    /// Applies `transition` in the `.identity` phase; the two edges' configurations matter only
    /// while scrolling.
    nonisolated public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                             axis: Axis? = nil,
                                             transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        VisualEffectHost(content: AnyView(self)) { _ in transition(EmptyVisualEffect(), .identity).effectSteps }
    }
}
