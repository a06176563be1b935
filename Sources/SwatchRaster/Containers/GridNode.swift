/// `Grid` after resolution (docs/ARCHITECTURE.md §5.15).
///
/// - Columns: a column is as wide as its widest single-column cell. Under a width proposal,
///   the width left after spacing is shared between columns as an `HStack` shares it between
///   children (least flexible column first, each offered an equal share of what is left, and
///   taking its widest cell's answer to that offer).
/// - Rows: a row is as tall as its tallest cell offered the cell's width; under a height
///   proposal, rows share the height the same way.
/// - A cell spanning columns (`gridCellColumns`) and a cell unsized along an axis
///   (`gridCellUnsizedAxes`) do not size columns (or rows), and are offered what the others
///   made. A child that is not a `GridRow` is a row with one cell spanning every column.
/// - A cell sits in its box by `gridCellAnchor`, else by its column's
///   `gridColumnAlignment` and its row's alignment, else by the grid's alignment.
final class GridNode: Node {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    private struct Cell {
        let node: Node
        let column: Int
        let span: Int
        let sizesColumn: Bool
        let sizesRow: Bool
    }
    private struct Row {
        let cells: [Cell]
        let alignment: VerticalAlignment?
    }
    private let rows: [Row]
    private let columnCount: Int
    private let columnAlignments: [HorizontalAlignment?]

    init(path: ViewPath, alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat, children: [Node]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        var rowCells: [(cells: [Node], alignment: VerticalAlignment?)?] = []
        var count = 0
        for child in children {
            if let row = child as? GridRowNode {
                let spans = row.cells.reduce(0) { $0 + ($1.gridCellValue { $0.columns } ?? 1) }
                count = max(count, spans)
                rowCells.append((row.cells, row.alignment))
            } else {
                rowCells.append(nil)
            }
        }
        let columns = max(count, 1)
        var alignments = [HorizontalAlignment?](repeating: nil, count: columns)
        var rows: [Row] = []
        for (child, entry) in zip(children, rowCells) {
            guard let entry else {
                rows.append(Row(cells: [Cell(node: child, column: 0, span: columns, sizesColumn: false, sizesRow: true)], alignment: nil))
                continue
            }
            var column = 0
            var cells: [Cell] = []
            for node in entry.cells where column < columns {
                let span = min(node.gridCellValue { $0.columns } ?? 1, columns - column)
                let unsized = node.gridCellValue { $0.unsizedAxes } ?? []
                if let guide = node.gridCellValue({ $0.columnAlignment }), alignments[column] == nil { alignments[column] = guide }
                cells.append(Cell(node: node, column: column, span: span,
                                  sizesColumn: span == 1 && !unsized.contains(.horizontal), sizesRow: !unsized.contains(.vertical)))
                column += span
            }
            rows.append(Row(cells: cells, alignment: entry.alignment))
        }
        self.rows = rows
        self.columnCount = columns
        self.columnAlignments = alignments
        super.init(path: path, children: children)
    }

    override var kind: String? { "Grid" }

    /// Shares `available` between `count` tracks like a stack: least flexible first, each
    /// offered an equal share of what is left; `answer(track, offer)` is the track's length
    /// for an offer (nil offer: its ideal).
    private static func share(count: Int, available: CGFloat?, _ answer: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available else { return (0..<count).map { answer($0, nil) } }
        var order: [(index: Int, flexibility: CGFloat)] = []
        for index in 0..<count {
            let flexibility: CGFloat = answer(index, .infinity) - answer(index, 0)
            order.append((index, flexibility))
        }
        order.sort { $0.flexibility == $1.flexibility ? $0.index < $1.index : $0.flexibility < $1.flexibility }
        var lengths = [CGFloat](repeating: 0, count: count)
        var left = available
        for (served, (index, _)) in order.enumerated() {
            let offer = max(0, left / CGFloat(count - served))
            lengths[index] = answer(index, offer)
            left -= lengths[index]
        }
        return lengths
    }

    private func width(of cell: Cell, _ widths: [CGFloat]) -> CGFloat {
        widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + CGFloat(cell.span - 1) * horizontalSpacing
    }

    /// Column widths and row heights for `proposal`.
    private func tracks(_ proposal: ProposedViewSize) -> (widths: [CGFloat], heights: [CGFloat]) {
        var byColumn = [[Node]](repeating: [], count: columnCount)
        for row in rows { for cell in row.cells where cell.sizesColumn { byColumn[cell.column].append(cell.node) } }
        let widths = GridNode.share(count: columnCount, available: proposal.width.map { $0 - CGFloat(columnCount - 1) * horizontalSpacing }) { column, offer in
            byColumn[column].reduce(0) { max($0, $1.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width) }
        }
        let heights = GridNode.share(count: rows.count, available: proposal.height.map { $0 - CGFloat(max(0, rows.count - 1)) * verticalSpacing }) { index, offer in
            rows[index].cells.filter(\.sizesRow).reduce(0) {
                max($0, $1.node.sizeThatFits(ProposedViewSize(width: width(of: $1, widths), height: offer)).height)
            }
        }
        return (widths, heights)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !rows.isEmpty else { return .zero }
        let (widths, heights) = tracks(proposal)
        return CGSize(width: widths.reduce(0, +) + CGFloat(columnCount - 1) * horizontalSpacing,
                      height: heights.reduce(0, +) + CGFloat(rows.count - 1) * verticalSpacing)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        guard !rows.isEmpty else { return }
        let (widths, heights) = tracks(proposal)
        var columnX: [CGFloat] = []
        var x: CGFloat = 0
        for width in widths {
            columnX.append(x)
            x += width + horizontalSpacing
        }
        var y = frame.minY
        for (row, height) in zip(rows, heights) {
            for cell in row.cells {
                let box = CGRect(x: frame.minX + columnX[cell.column], y: y, width: width(of: cell, widths), height: height)
                let offer = ProposedViewSize(box.size)
                let size = cell.node.sizeThatFits(offer)
                let origin: CGPoint
                if let anchor = cell.node.gridCellValue({ $0.anchor }) {
                    origin = CGPoint(x: box.minX + anchor.x * (box.width - size.width), y: box.minY + anchor.y * (box.height - size.height))
                } else {
                    let guides = Alignment(horizontal: cell.span == 1 ? (columnAlignments[cell.column] ?? alignment.horizontal) : alignment.horizontal,
                                           vertical: row.alignment ?? alignment.vertical)
                    let offset = guides.offset(of: cell.node, childSize: size, in: box.size)
                    origin = CGPoint(x: box.minX + offset.x, y: box.minY + offset.y)
                }
                cell.node.place(CGRect(origin: origin, size: size), proposal: offer, context)
            }
            y += height + verticalSpacing
        }
    }
}
