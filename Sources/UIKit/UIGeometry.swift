import SwatchRaster

// UIKit's geometry values that views take: insets in left/right and in leading/trailing terms,
// and offsets. Plain values, as on iOS.

/// Insets from a rectangle's edges: UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the left edge.
    public var left: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the right edge.
    public var right: CGFloat
    /// Insets of the four edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Insets in reading-direction terms: UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the leading edge.
    public var leading: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the trailing edge.
    public var trailing: CGFloat
    /// Insets of the four edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// A two-dimensional offset: UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: CGFloat
    /// The vertical part.
    public var vertical: CGFloat
    /// An offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// No offset.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

extension IndexPath {
    /// A table or collection position, as UIKit's extension makes one.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An item position in a collection view.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section: the first index.
    public var section: Int { self[0] }
    /// The row: the second index.
    public var row: Int { self[1] }
    /// The item: the second index.
    public var item: Int { self[1] }
}

