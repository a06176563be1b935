/// A selection of text (iOS 18): an insertion point, one range, or several ranges. An editor
/// bound to one draws no caret or highlight in a still, so the value is kept for the app's
/// own code (suggestions from the selected words, say) and not drawn.
public struct TextSelection: Hashable, Sendable {
    /// Where the selection is.
    public enum Indices: Hashable, Sendable {
        /// One range; empty for an insertion point.
        case selection(Range<String.Index>)
        /// Several ranges (macOS).
        case multiSelection(RangeSet<String.Index>)
    }

    /// Where the selection is.
    public var indices: TextSelection.Indices

    /// A selection of `range`.
    public init(range: Range<String.Index>) { indices = .selection(range) }

    /// A selection of each range of `ranges`.
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

    /// An insertion point at `insertionPoint`.
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }

    /// Whether the selection is an insertion point, selecting no characters.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        case .multiSelection(let ranges): ranges.isEmpty
        }
    }
}
