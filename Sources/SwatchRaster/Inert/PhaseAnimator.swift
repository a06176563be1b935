import Foundation

/// SwiftUI's phase animators (iOS 17) cycle a view through a sequence of phases, animating
/// between them, started by appearance or a trigger. A still is the moment before anything
/// has run, so the content is drawn in the first phase.

/// A view drawn in each phase of a sequence in turn; a still draws the first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let firstPhase: Phase?
    private let content: (Phase) -> Content

    /// Cycles through `phases` once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        firstPhase = phases.first(where: { _ in true })
        self.content = content
    }

    /// Cycles through `phases` for as long as the view is shown.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        firstPhase = phases.first(where: { _ in true })
        self.content = content
    }

    /// The content in the first phase (nothing when there are no phases, which SwiftUI
    /// rejects).
    public var body: some View {
        if let firstPhase { content(firstPhase) }
    }
}

extension View {
    /// Cycles the view through `phases` each time `trigger` changes; a still draws `content`
    /// of the view in the first phase.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(self), phase) })
    }

    /// Cycles the view through `phases` continuously; a still draws `content` of the view in
    /// the first phase.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(self), phase) })
    }
}
