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

    private func rows(_ width: CGFloat?, _ subviews: Subviews) -> [(indices: [Int], height: CGFloat, width: CGFloat)] {
        let limit = width ?? .infinity
        var rows: [(indices: [Int], height: CGFloat, width: CGFloat)] = []
        var current: [Int] = [], x: CGFloat = 0, height: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let needed = current.isEmpty ? size.width : x + spacing + size.width
            let full = maximumItemsPerRow.map { current.count >= $0 } ?? false
            if (needed > limit + 0.001 || full) && !current.isEmpty {
                rows.append((current, height, x))
                current = [index]
                x = size.width
                height = size.height
            } else {
                current.append(index)
                x = needed
                height = max(height, size.height)
            }
        }
        if !current.isEmpty { rows.append((current, height, x)) }
        return rows
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(proposal.width, subviews)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.reduce(0) { $0 + $1.height } + lineSpacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(bounds.width, subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                x += size.width + spacing
            }
            y += row.height + lineSpacing
        }
    }
}
