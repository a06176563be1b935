import SwatchRaster

/// An inline tip: TipKit's `TipView`. It draws nothing and takes no space: whether a tip
/// shows depends on its rules, its display frequency and what the user did in earlier
/// launches, none of which a still has, and an empty state is what a configured app shows
/// most of the time. So a screen renders as it looks once its tips are dismissed.
@MainActor @preconcurrency
public struct TipView<Content: Tip>: View {
    let tip: Content?

    /// A tip view for `tip`, with its arrow and action handler (neither drawn nor called).
    public init(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) where Content == AnyTip {
        self.tip = tip.map(AnyTip.init)
    }

    /// Nothing: see the type's comment.
    public var body: some View { EmptyView() }
}

extension View {
    /// Presents `tip` in a popover when it is eligible: never in a still (see `TipView`), so
    /// the view is returned as it is.
    nonisolated public func popoverTip(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) -> some View {
        self
    }

    /// The tips' background: no tip is drawn, so nothing changes.
    nonisolated public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// The tips' corner radius: nothing changes.
    nonisolated public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }

    /// The size of the tips' images: nothing changes.
    nonisolated public func tipImageSize(_ size: CGSize) -> some View { self }
}
