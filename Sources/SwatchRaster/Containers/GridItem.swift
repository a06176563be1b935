/// SwiftUI's `GridItem`: one column of a `LazyVGrid` (or row of a `LazyHGrid`): its size
/// rule, the spacing after it, and how cells sit inside it.
public struct GridItem {
    /// How a lazy grid sizes a column (docs/ARCHITECTURE.md §5.14).
    public enum Size {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the length left after fixed columns, kept within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` as fit in one flexible column's share,
        /// widened equally up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size rule.
    public var size: GridItem.Size
    /// The gap after this item; nil for the default (8 points).
    public var spacing: CGFloat?
    /// How cells sit in this item; nil for the grid's alignment.
    public var alignment: Alignment?

    /// A grid item: flexible by default.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One resolved track (column of a `LazyVGrid`, row of a `LazyHGrid`).
struct GridTrack: Equatable {
    var offset: CGFloat
    var length: CGFloat
    /// Index of the `GridItem` it came from (an adaptive item gives several tracks).
    var item: Int
}

extension GridItem {
    /// SwiftUI's default spacing between grid items and rows, measured: a 300-point grid of
    /// `.adaptive(minimum: 50)` has 5 columns of (300 − 4 × 8) / 5 = 53.6 points (fatbobman,
    /// "The Layout Rules of LazyVGrid", https://dev.mo4tech.com/?p=305430).
    static let defaultSpacing: CGFloat = 8

    /// The tracks `items` make in `length` points (nil: no proposal), left to right, by the
    /// rules fatbobman measured ("预判 LazyVGrid 布局", https://juejin.cn/post/7083356120147820552,
    /// translated at https://dev.mo4tech.com/?p=305430):
    ///
    /// 1. fixed items take their length; the gaps between items are subtracted;
    /// 2. flexible and adaptive items, in order, each take an equal share of what is still
    ///    left (the remainder divided by the items not yet served), a flexible one clamped to
    ///    its bounds (Apple: "divided by the number of flexible items, clamped to the provided
    ///    bounds"), an adaptive one never below zero — so `.flexible(minimum: 100)`, `.fixed(100)`,
    ///    `.adaptive(minimum: 100)`, `.fixed(100)` in 300 points are 100, 100, 0 and 100 wide,
    ///    and the grid is 324 points wide;
    /// 3. an adaptive item's share holds as many columns of its minimum as fit with its
    ///    spacing between them (at least one), each widened equally, up to its maximum.
    ///
    /// With no proposal, flexible items take their minimum and adaptive ones one column of
    /// their minimum (an approximation: SwiftUI's lazy grids are not used unproposed).
    /// Most columns (or rows) one adaptive item makes: `.adaptive(minimum: 0, spacing: 0)`
    /// over a wide proposal would otherwise make millions of tracks (issue 28).
    static let maximumAdaptiveTracks = 10_000

    static func tracks(_ items: [GridItem], length proposed: CGFloat?) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        // An infinite proposal (a custom layout measuring with `.infinity`) asks for the ideal
        // size, as a nil one does; non-finite spacings fall back to the default.
        let length = proposed.flatMap { $0.isFinite ? $0 : nil }
        let gaps = items.map { item -> CGFloat in
            let spacing = item.spacing ?? defaultSpacing
            return spacing.isFinite ? spacing : defaultSpacing
        }
        let totalGaps = gaps.dropLast().reduce(0, +)
        var shares = [CGFloat](repeating: 0, count: items.count)
        var open: [Int] = []
        var pool = (length ?? 0) - totalGaps
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed(let value):
                shares[index] = max(0, value)
                pool -= shares[index]
            case .flexible(let minimum, _), .adaptive(let minimum, _):
                if length == nil { shares[index] = max(0, minimum) } else { open.append(index) }
            }
        }
        for (served, index) in open.enumerated() {
            let share = pool / CGFloat(open.count - served)
            switch items[index].size {
            case .flexible(let lo, let hi):
                shares[index] = min(max(share, max(0, lo)), max(max(0, lo), hi))
            default:
                shares[index] = max(0, share)
            }
            pool -= shares[index]
        }
        var tracks: [GridTrack] = []
        var position: CGFloat = 0
        for (index, item) in items.enumerated() {
            if index > 0 { position += gaps[index - 1] }
            if case .adaptive(let minimum, let maximum) = item.size {
                // Clamped so that any numbers make a bounded, finite set of tracks: at least
                // 1 pt per track (a NaN or zero minimum), no negative gap in the count, at most
                // `maximumAdaptiveTracks` (approximations; SwiftUI's own bounds are not measured).
                let gap = max(0, gaps[index])
                let lo = minimum.isFinite ? max(minimum, 1) : 1
                let fits = ((shares[index] + gap) / (lo + gap)).rounded(.down)
                let count = fits.isFinite ? max(1, min(Self.maximumAdaptiveTracks, Int(max(1, fits)))) : 1
                let upper = maximum.isNaN ? CGFloat.infinity : maximum
                let width = min(upper, max(0, (shares[index] - CGFloat(count - 1) * gap) / CGFloat(count)))
                for column in 0..<count {
                    if column > 0 { position += gap }
                    tracks.append(GridTrack(offset: position, length: width, item: index))
                    position += width
                }
            } else {
                tracks.append(GridTrack(offset: position, length: shares[index], item: index))
                position += shares[index]
            }
        }
        return tracks
    }
}
