import Foundation

/// SwiftUI's `HorizontalEdge`: the leading or trailing edge, for `safeAreaInset(edge:)`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

/// `.safeAreaInset(edge:…)`: the inset content sits on one edge, at its ideal depth across
/// that edge and the modifier's extent along it; the main view is laid out in what is left,
/// less `spacing`, and its safe area shrinks by the same amount, so an `ignoresSafeArea`
/// background in it runs under the inset content (docs/ARCHITECTURE.md §5.18).
final class SafeAreaInsetNode: Node {
    enum Side { case top, bottom, leading, trailing }
    let side: Side
    /// The guide that lines the inset content up with the main view along the edge.
    let guideKey: AlignmentKey
    let spacing: CGFloat
    let main: Node
    let inset: Node

    init(path: ViewPath, main: Node, inset: Node, side: Side, guideKey: AlignmentKey, spacing: CGFloat) {
        self.side = side
        self.guideKey = guideKey
        self.spacing = spacing
        self.main = main
        self.inset = inset
        // Drawn main first, the inset content over it.
        super.init(path: path, children: [main, inset], layoutPriority: main.layoutPriority)
    }

    private var vertical: Bool { side == .top || side == .bottom }

    /// The inset content's size, the depth it takes from the main view, and the main view's size.
    private func layout(_ proposal: ProposedViewSize) -> (inset: CGSize, cut: CGFloat, main: CGSize, mainProposal: ProposedViewSize) {
        if vertical {
            let insetSize = inset.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            let cut = insetSize.height + spacing
            let mainProposal = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - cut) })
            return (insetSize, cut, main.sizeThatFits(mainProposal), mainProposal)
        }
        let insetSize = inset.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
        let cut = insetSize.width + spacing
        let mainProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - cut) }, height: proposal.height)
        return (insetSize, cut, main.sizeThatFits(mainProposal), mainProposal)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let result = layout(proposal)
        return vertical
            ? CGSize(width: result.main.width, height: result.main.height + result.cut)
            : CGSize(width: result.main.width + result.cut, height: result.main.height)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        let result = layout(proposal)
        var mainRect = frame
        var insetOrigin = frame.origin
        let mainGuide = main.guide(guideKey, size: result.main)
        let insetGuide = inset.guide(guideKey, size: result.inset)
        switch side {
        case .top:
            mainRect.origin.y += result.cut
            mainRect.size.height = result.main.height
            insetOrigin.x += mainGuide - insetGuide
        case .bottom:
            mainRect.size.height = result.main.height
            insetOrigin = CGPoint(x: frame.minX + mainGuide - insetGuide, y: frame.maxY - result.inset.height)
        case .leading:
            mainRect.origin.x += result.cut
            mainRect.size.width = result.main.width
            insetOrigin.y += mainGuide - insetGuide
        case .trailing:
            mainRect.size.width = result.main.width
            insetOrigin = CGPoint(x: frame.maxX - result.inset.width, y: frame.minY + mainGuide - insetGuide)
        }
        // The main view's safe area ends where the inset content begins; it may still extend
        // into the rest of its parent's (or, without a device, into this whole frame).
        var inside = context
        let area = context.safeArea ?? SafeAreaFrame(safe: frame, bounds: frame)
        var safe = area.safe
        switch side {
        case .top:
            let minY = max(safe.minY, mainRect.minY)
            safe = CGRect(x: safe.minX, y: minY, width: safe.width, height: max(0, safe.maxY - minY))
        case .bottom: safe.size.height = max(0, min(safe.maxY, mainRect.maxY) - safe.minY)
        case .leading:
            let minX = max(safe.minX, mainRect.minX)
            safe = CGRect(x: minX, y: safe.minY, width: max(0, safe.maxX - minX), height: safe.height)
        case .trailing: safe.size.width = max(0, min(safe.maxX, mainRect.maxX) - safe.minX)
        }
        inside.safeArea = SafeAreaFrame(safe: safe, bounds: area.bounds)
        main.place(mainRect, proposal: result.mainProposal, inside)
        let insetProposal = vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
        inset.place(CGRect(origin: insetOrigin, size: result.inset), proposal: insetProposal, context)
    }
}

extension View {
    /// Shows `content` along a top or bottom edge and insets this view (and its safe area) by
    /// its height plus `spacing`, as a bar pinned over scrolling content. `spacing: nil` adds
    /// no gap here (an approximation, docs/ARCHITECTURE.md §5.18).
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return wrapNodes { node, index, context in
            let inset = context.resolveSingle(view, at: .slot("safeAreaInset", index))
            return SafeAreaInsetNode(path: context.path, main: node, inset: inset, side: edge == .top ? .top : .bottom,
                                     guideKey: alignment.key, spacing: spacing ?? 0)
        }
    }

    /// Shows `content` along a leading or trailing edge and insets this view (and its safe
    /// area) by its width plus `spacing`.
    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return wrapNodes { node, index, context in
            let inset = context.resolveSingle(view, at: .slot("safeAreaInset", index))
            return SafeAreaInsetNode(path: context.path, main: node, inset: inset, side: edge == .leading ? .leading : .trailing,
                                     guideKey: alignment.key, spacing: spacing ?? 0)
        }
    }
}
