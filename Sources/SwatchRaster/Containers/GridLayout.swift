import Foundation

/// SwiftUI's `GridLayout` (iOS 16): `Grid` as a `Layout` value, for `AnyLayout` switches
/// between a grid and a stack. Lays out `GridRow`s exactly as `Grid` does.
@frozen
public struct GridLayout: Layout, NodeLayout, Sendable {
    /// How cells line up within their column and row.
    public var alignment: Alignment
    /// The gap between columns; nil for the default (8 points).
    public var horizontalSpacing: CGFloat?
    /// The gap between rows; nil for the default (8 points).
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    @inlinable
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The layout's cached measurements (none are kept).
    public struct Cache: Sendable {}

    /// An empty cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// The grid's size for `proposal`, as `Grid` chooses it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        nodeSize(proposal: proposal, subviews: subviews)
    }

    /// Places the rows and cells, as `Grid` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        nodePlace(in: bounds, proposal: proposal, subviews: subviews)
    }

    func makeNode(path: ViewPath, children: [Node]) -> Node {
        GridNode(path: path, alignment: alignment, horizontalSpacing: horizontalSpacing ?? GridItem.defaultSpacing,
                 verticalSpacing: verticalSpacing ?? GridItem.defaultSpacing, children: children)
    }
}
