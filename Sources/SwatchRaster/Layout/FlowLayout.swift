/// A container that places subviews left to right and wraps to a new row when the next one
/// would pass the proposed width — SwiftUI has no such container, so large palettes use
/// this one (built on the public `Layout` protocol, as a user would write it).
public struct FlowLayout: Layout {
    /// Space between subviews in a row.
    public var spacing: CGFloat
    /// Space between rows.
    public var lineSpacing: CGFloat
    /// Most subviews per row, whatever the width (nil: as many as fit).
    public var maximumItemsPerRow: Int?

    /// A flow with the given gaps (default 8, SwiftUI's standard spacing).
    public init(spacing: CGFloat = 8, lineSpacing: CGFloat = 8, maximumItemsPerRow: Int? = nil) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.maximumItemsPerRow = maximumItemsPerRow.map { max(1, $0) }
    }

    /// Each subview's ideal size, measured once per layout pass: a flow asks for its rows
    /// at every proposal its parent tries, and a palette has thousands of subviews.
    public struct Cache {
        var sizes: [CGSize]
    }

    /// Measures every subview at its ideal size.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    private func rows(_ width: CGFloat?, _ sizes: [CGSize]) -> [(indices: Range<Int>, height: CGFloat, width: CGFloat)] {
        let limit = width ?? .infinity
        var rows: [(indices: Range<Int>, height: CGFloat, width: CGFloat)] = []
        var start = 0, x: CGFloat = 0, height: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            let count = index - start
            let needed = count == 0 ? size.width : x + spacing + size.width
            let full = maximumItemsPerRow.map { count >= $0 } ?? false
            if (needed > limit + 0.001 || full) && count > 0 {
                rows.append((start..<index, height, x))
                start = index
                x = size.width
                height = size.height
            } else {
                x = needed
                height = max(height, size.height)
            }
        }
        if start < sizes.count { rows.append((start..<sizes.count, height, x)) }
        return rows
    }

    /// As wide as the widest row and as tall as the rows and the gaps between them;
    /// a nil width fills each row up to `maximumItemsPerRow`, or keeps one row without it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = rows(proposal.width, cache.sizes)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.reduce(0) { $0 + $1.height } + lineSpacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    /// Rows from the top-left of `bounds`; each subview at its ideal size, top-aligned in its row.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in rows(bounds.width, cache.sizes) {
            var x = bounds.minX
            for index in row.indices {
                let size = cache.sizes[index]
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                x += size.width + spacing
            }
            y += row.height + lineSpacing
        }
    }
}
