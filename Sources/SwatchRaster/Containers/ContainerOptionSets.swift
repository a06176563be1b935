/// SwiftUI's `VerticalEdge`: the top or bottom edge, where list separators sit.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges, for `listRowSeparator(_:edges:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set holding one edge.
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// SwiftUI's `ScrollIndicatorVisibility` (iOS 16). Scroll indicators only appear while the
/// user scrolls, so a still image never shows them: every value draws the same.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let raw: Int8
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(raw: 0)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(raw: 1)
    /// Hidden unless the platform insists (a Mac with a mouse).
    public static let hidden = ScrollIndicatorVisibility(raw: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(raw: 3)
}

/// SwiftUI's `PinnedScrollableViews`: which section views of a lazy stack or grid stay pinned
/// to the scroll view's edge while scrolling. A still is drawn at the initial offset, where a
/// pinned header sits where it would anyway, so the value changes nothing here.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The kinds as bits.
    public let rawValue: UInt32
    /// A set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
