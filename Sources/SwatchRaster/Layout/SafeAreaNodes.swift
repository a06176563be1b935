/// The safe area of the nearest device root, in root coordinates: `safe` is where content is
/// laid out, `bounds` the whole screen it may extend into with `ignoresSafeArea`.
struct SafeAreaFrame {
    var safe: CGRect
    var bounds: CGRect
}

/// `SafeAreaRoot`'s node: the whole proposal is the screen; the content is offered the safe
/// rectangle and centred in it (docs/ARCHITECTURE.md §5.18).
final class SafeAreaRootNode: ModifierNode {
    let insets: EdgeInsets

    init(path: ViewPath, child: Node, insets: EdgeInsets) {
        self.insets = insets
        super.init(path: path, child: child)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // A screen has a size; an unspecified axis takes the content's, plus the insets.
        let content = child.sizeThatFits(inner(proposal))
        return CGSize(width: proposal.width ?? content.width + insets.horizontal,
                      height: proposal.height ?? content.height + insets.vertical)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        let safe = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                          width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        let childProposal = ProposedViewSize(safe.size)
        let size = child.sizeThatFits(childProposal)
        var inside = context
        inside.safeArea = SafeAreaFrame(safe: safe, bounds: frame)
        child.place(CGRect(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2,
                           width: size.width, height: size.height),
                    proposal: childProposal, inside)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }
}

/// `.ignoresSafeArea`: sized like its child; at placement, each chosen edge of its frame that
/// reaches the safe area's boundary is moved out to the screen's edge, and the child is
/// offered that larger rectangle (docs/ARCHITECTURE.md §5.18).
final class IgnoresSafeAreaNode: ModifierNode {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    init(path: ViewPath, child: Node, regions: SafeAreaRegions, edges: Edge.Set) {
        self.regions = regions
        self.edges = edges
        super.init(path: path, child: child)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        // Only container insets exist (no keyboard is drawn), so `.keyboard` alone ignores nothing.
        guard let area = context.safeArea, regions.contains(.container) else {
            return child.place(frame, proposal: proposal, context)
        }
        // Points of slack when deciding that an edge reaches the boundary (frames are sums of
        // fractions of the screen size).
        let slack: CGFloat = 0.001
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        var safe = area.safe
        if edges.contains(.top), minY <= area.safe.minY + slack {
            minY = min(minY, area.bounds.minY)
            safe = CGRect(x: safe.minX, y: area.bounds.minY, width: safe.width, height: safe.maxY - area.bounds.minY)
        }
        if edges.contains(.leading), minX <= area.safe.minX + slack {
            minX = min(minX, area.bounds.minX)
            safe = CGRect(x: area.bounds.minX, y: safe.minY, width: safe.maxX - area.bounds.minX, height: safe.height)
        }
        if edges.contains(.bottom), maxY >= area.safe.maxY - slack {
            maxY = max(maxY, area.bounds.maxY)
            safe.size.height = area.bounds.maxY - safe.minY
        }
        if edges.contains(.trailing), maxX >= area.safe.maxX - slack {
            maxX = max(maxX, area.bounds.maxX)
            safe.size.width = area.bounds.maxX - safe.minX
        }
        let expanded = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard expanded != frame else { return child.place(frame, proposal: proposal, context) }
        // Inside the extended view, the ignored edges have no safe area left.
        var inside = context
        inside.safeArea = SafeAreaFrame(safe: safe, bounds: area.bounds)
        let childProposal = ProposedViewSize(expanded.size)
        let size = child.sizeThatFits(childProposal)
        child.place(CGRect(x: expanded.minX + (expanded.width - size.width) / 2,
                           y: expanded.minY + (expanded.height - size.height) / 2,
                           width: size.width, height: size.height),
                    proposal: childProposal, inside)
    }
}
