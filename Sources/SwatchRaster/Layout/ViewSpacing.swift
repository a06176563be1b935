/// SwiftUI's `ViewSpacing`: the spacing a view would like on each edge, which stacks and
/// custom layouts turn into gaps with `distance(to:along:)`. In this engine every view asks for
/// the default 8 points on every edge; a `Spacer` asks for none, so nothing is added beside
/// it (its own minimum length already stands for the gap, as in SwiftUI).
public struct ViewSpacing: Equatable, Sendable {
    /// Preferred spacing per edge (`Edge.rawValue` order: top, leading, bottom, trailing).
    var edges: [CGFloat]

    /// Zero on every edge: a neighbour gets no gap next to this view.
    public static let zero = ViewSpacing(uniform: 0)

    /// The spacing of an ordinary view: SwiftUI's default gap on every edge.
    public init() { self.init(uniform: StackNode.defaultSpacing) }

    init(uniform value: CGFloat) { edges = Array(repeating: value, count: 4) }

    /// Takes, on each edge in `edges`, the larger preference of `self` and `other`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self.edges[Int(edge.rawValue)] = max(self.edges[Int(edge.rawValue)], other.edges[Int(edge.rawValue)])
        }
    }

    /// `self` merged with `other` on `edges` (see `formUnion`).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The gap between this view and `next`, which follows it along `axis`: none when either
    /// side asks for none, otherwise the larger of the two facing preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? edges[Int(Edge.trailing.rawValue)] : edges[Int(Edge.bottom.rawValue)]
        let theirs = axis == .horizontal ? next.edges[Int(Edge.leading.rawValue)] : next.edges[Int(Edge.top.rawValue)]
        return mine == 0 || theirs == 0 ? 0 : max(mine, theirs)
    }
}
