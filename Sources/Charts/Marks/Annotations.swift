import Foundation

/// Where an annotation or legend sits relative to what it annotates: `AnnotationPosition`.
public struct AnnotationPosition: Equatable, Sendable {
    enum Kind: Equatable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let kind: Kind
    /// The system's choice: above a mark, below the chart for a legend.
    public static let automatic = AnnotationPosition(kind: .automatic)
    /// On top of the mark.
    public static let overlay = AnnotationPosition(kind: .overlay)
    /// Above.
    public static let top = AnnotationPosition(kind: .top)
    /// Below.
    public static let bottom = AnnotationPosition(kind: .bottom)
    /// Before, in reading order.
    public static let leading = AnnotationPosition(kind: .leading)
    /// After, in reading order.
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Above and before.
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    /// Above and after.
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    /// Below and before.
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    /// Below and after.
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// What an annotation does when it would leave the chart: accepted; annotations here are
/// drawn where placed (`AnnotationOverflowResolution`).
public struct AnnotationOverflowResolution: Sendable {
    /// Strategies for one axis.
    public struct Strategy: Sendable {
        /// The system's choice.
        public static let automatic = Strategy()
        /// Keep inside the plot.
        public static let fit = Strategy()
        /// Keep inside the chart.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
        /// Leave as placed.
        public static let disabled = Strategy()
        /// Pad inside the boundary.
        public static func padScale(_ boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
    }
    /// Boundaries annotations fit into.
    public struct Boundary: Sendable {
        /// The plot area.
        public static let plot = Boundary()
        /// The whole chart.
        public static let chart = Boundary()
        /// Automatic.
        public static let automatic = Boundary()
    }
    /// Each axis's strategy.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    /// The default.
    public static let automatic = AnnotationOverflowResolution()
}

/// What an annotation's content closure is given: Swift Charts' `AnnotationContext`.
public struct AnnotationContext {
    /// The size of the annotated mark.
    public var targetSize: CGSize
}
