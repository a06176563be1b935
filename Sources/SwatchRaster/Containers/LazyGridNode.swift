/// `LazyVGrid` and `LazyHGrid` after resolution (docs/ARCHITECTURE.md §5.14): the tracks come
/// from the grid items and the proposal across the flow axis; cells fill the tracks in view
/// order, a line at a time; a line is as long as its longest cell; section headers and
/// footers span every track. Everything is laid out: a still has no laziness.
final class LazyGridNode: Node {
    /// The axis the grid grows along: vertical for `LazyVGrid`.
    let flowAxis: Axis
    let items: [GridItem]
    /// The cross-axis alignment of cells in their track (the grid's `alignment`).
    let alignment: Alignment
    /// The gap between lines.
    let spacing: CGFloat

    /// A line of the grid: cells in tracks, or one view spanning them.
    private enum Line {
        case cells([Node])
        case span(Node)
    }
    private let lines: [Line]

    init(path: ViewPath, flowAxis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, children: [Node]) {
        self.flowAxis = flowAxis
        self.items = items
        self.alignment = alignment
        // A NaN or infinite spacing between lines is no spacing SwiftUI could lay out: the
        // default, as for nil (found by the layout fuzzer, issue 28).
        self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil } ?? GridItem.defaultSpacing
        // Lines are made when the track count is known; here the children are only grouped
        // into runs of cells and spanning views.
        var lines: [Line] = []
        var run: [Node] = []
        func flush() {
            if !run.isEmpty { lines.append(.cells(run)) }
            run = []
        }
        for child in children {
            if let section = child.sectionInside {
                flush()
                section.header.forEach { lines.append(.span($0)) }
                run = section.rows
                flush()
                section.footer.forEach { lines.append(.span($0)) }
            } else {
                run.append(child)
            }
        }
        flush()
        self.lines = lines
        super.init(path: path, children: children)
    }

    override var kind: String? { flowAxis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    private var trackAxis: Axis { flowAxis == .vertical ? .horizontal : .vertical }

    /// One placed cell: its node, its box in the grid and the proposal it was sized with.
    private struct Cell {
        let node: Node
        let box: CGRect
        let proposal: ProposedViewSize
        let alignment: Alignment
    }

    /// Lays the grid out for `proposal`: its size and every cell's box, in grid coordinates.
    private func layout(_ proposal: ProposedViewSize) -> (size: CGSize, cells: [Cell]) {
        let tracks = GridItem.tracks(items, length: proposal.value(along: trackAxis))
        guard let last = tracks.last else { return (.zero, []) }
        let across = last.offset + last.length
        var cells: [Cell] = []
        var position: CGFloat = 0
        var first = true
        for line in lines {
            // Break runs of cells into lines of `tracks.count`.
            var groups: [[Node]] = []
            switch line {
            case .span(let node):
                if !first { position += spacing }
                first = false
                let offer = ProposedViewSize.along(trackAxis, across, cross: nil)
                let size = node.sizeThatFits(offer)
                let length = size.value(along: flowAxis)
                let box = CGRect(origin: .along(flowAxis, position, cross: 0), size: .along(flowAxis, length, cross: across))
                cells.append(Cell(node: node, box: box, proposal: offer, alignment: flowAxis == .vertical ? .leading : .top))
                position += length
                continue
            case .cells(let nodes):
                var index = 0
                while index < nodes.count {
                    groups.append(Array(nodes[index..<min(nodes.count, index + tracks.count)]))
                    index += tracks.count
                }
            }
            for group in groups {
                if !first { position += spacing }
                first = false
                var length: CGFloat = 0
                var sized: [(Node, ProposedViewSize, GridTrack)] = []
                for (node, track) in zip(group, tracks) {
                    let offer = ProposedViewSize.along(trackAxis, track.length, cross: nil)
                    length = max(length, node.sizeThatFits(offer).value(along: flowAxis))
                    sized.append((node, offer, track))
                }
                for (node, offer, track) in sized {
                    let box = CGRect(origin: .along(flowAxis, position, cross: track.offset),
                                     size: .along(flowAxis, length, cross: track.length))
                    cells.append(Cell(node: node, box: box, proposal: offer, alignment: items[track.item].alignment ?? alignment))
                }
                position += length
            }
        }
        return (.along(flowAxis, position, cross: across), cells)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { layout(proposal).size }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        for cell in layout(proposal).cells {
            let size = cell.node.sizeThatFits(cell.proposal)
            let offset = cell.alignment.offset(of: cell.node, childSize: size, in: cell.box.size)
            let origin = CGPoint(x: frame.minX + cell.box.minX, y: frame.minY + cell.box.minY)
            cell.node.place(CGRect(origin: origin, offset: offset, size: size), proposal: cell.proposal, context)
        }
    }
}

extension CGPoint {
    /// A point from its coordinates along `axis` and across it.
    static func along(_ axis: Axis, _ main: CGFloat, cross: CGFloat) -> CGPoint {
        axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}
