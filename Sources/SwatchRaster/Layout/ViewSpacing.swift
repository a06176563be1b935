/// SwiftUI's `ViewSpacing`: the spacing a view would like on each edge, which stacks and
/// custom layouts turn into gaps with `distance(to:along:)`. Views ask for the default 8
/// points on every edge; a `Spacer` asks for none, so nothing is added beside it (its own
/// minimum length already stands for the gap, as in SwiftUI); two texts stacked vertically
/// are separated by the lower one's font leading, as measured on iOS (Text/TextSpacing.swift).
public struct ViewSpacing: Equatable, Sendable {
    /// Preferred spacing per edge (four stored values, no array: stacks ask on every pass).
    var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// For a text: the gap it wants below another text (SwiftUI's text-to-text spacing
    /// category on its top and bottom edges); nil for other views.
    var textLeading: CGFloat?

    /// A text's spacing: the default toward other views, `textLeading` toward texts.
    init(textLeading: CGFloat) {
        self.init(uniform: StackNode.defaultSpacing)
        self.textLeading = textLeading
    }

    /// Zero on every edge: a neighbour gets no gap next to this view.
    public static let zero = ViewSpacing(uniform: 0)

    /// The spacing of an ordinary view: SwiftUI's default gap on every edge.
    public init() { self.init(uniform: StackNode.defaultSpacing) }

    init(uniform value: CGFloat) { (top, leading, bottom, trailing) = (value, value, value, value) }

    /// Takes, on each edge in `edges`, the larger preference of `self` and `other` (a union
    /// is no longer a single text's spacing).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if textLeading != other.textLeading { textLeading = nil }
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
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
        if axis == .vertical, textLeading != nil, let below = next.textLeading { return below }
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        return mine == 0 || theirs == 0 ? 0 : max(mine, theirs)
    }
}
