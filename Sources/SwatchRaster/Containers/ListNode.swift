/// A `List` after resolution (docs/ARCHITECTURE.md §5.17): sections of rows, one group per
/// section (rows outside sections form groups of their own), laid out from the top, clipped to
/// the list's frame, which takes the whole proposal.
final class ListNode: Node {
    let style: ListMetrics
    let showsBackground: Bool
    let minRowHeight: CGFloat
    let backgroundColor: RGBAColor
    let rowColor: RGBAColor
    let separatorColor: RGBAColor

    private struct Row {
        let node: Node
        let insets: EdgeInsets
        let background: Node?
    }
    private struct Group {
        /// The section's node with its modifiers (for `listSectionSeparator`), if a section.
        let section: Node?
        let header: [Node]
        let rows: [Row]
        let footer: [Node]
    }
    private let groups: [Group]

    init(path: ViewPath, style: ListMetrics, children: [Node], showsBackground: Bool, minRowHeight: CGFloat, environment: EnvironmentValues) {
        self.style = style
        self.showsBackground = showsBackground
        self.minRowHeight = minRowHeight
        backgroundColor = Color(style.grouped ? .systemGroupedBackground : .systemBackground).resolve(in: environment)
        rowColor = Color(style.grouped ? .secondarySystemGroupedBackground : .systemBackground).resolve(in: environment)
        separatorColor = Color(.separator).resolve(in: environment)
        func row(_ node: Node) -> Row {
            let insets = node.listRowValue { $0.insets } ?? nil
            let background = node.listRowValue { $0.background } ?? nil
            return Row(node: node, insets: insets ?? style.rowInsets, background: background)
        }
        var groups: [Group] = []
        var loose: [Row] = []
        for child in children {
            if let section = child.sectionInside {
                if !loose.isEmpty { groups.append(Group(section: nil, header: [], rows: loose, footer: [])) }
                loose = []
                groups.append(Group(section: child, header: section.header, rows: section.rows.map(row), footer: section.footer))
            } else {
                loose.append(row(child))
            }
        }
        if !loose.isEmpty { groups.append(Group(section: nil, header: [], rows: loose, footer: [])) }
        self.groups = groups
        var all: [Node] = []
        for group in groups {
            all += group.header
            for row in group.rows {
                if let background = row.background { all.append(background) }
                all.append(row.node)
            }
            all += group.footer
        }
        super.init(path: path, children: all)
    }

    override var kind: String? { "List" }

    /// Where everything goes for a list `width` points wide, relative to the list's origin.
    private struct Arrangement {
        var height: CGFloat = 0
        /// Each group's rows' rectangle.
        var cards: [CGRect] = []
        /// (node, frame, proposal) for headers, footers, row contents.
        var placed: [(Node, CGRect, ProposedViewSize)] = []
        /// Row rectangles, per group.
        var rows: [[CGRect]] = []
    }

    private func arrange(width: CGFloat?) -> Arrangement {
        var result = Arrangement()
        let cardWidth = width.map { max(0, $0 - 2 * style.groupInset) }
        var y: CGFloat = 0
        for (index, group) in groups.enumerated() {
            let textInset = style.groupInset + style.rowInsets.leading
            if group.header.isEmpty {
                y += index == 0 ? style.firstSectionTop : style.sectionTop
            } else {
                y += style.headerTop
                for header in group.header {
                    let offer = ProposedViewSize(width: cardWidth.map { max(0, $0 - style.rowInsets.leading - style.rowInsets.trailing) }, height: nil)
                    let size = header.sizeThatFits(offer)
                    result.placed.append((header, CGRect(x: textInset, y: y, width: size.width, height: size.height), offer))
                    y += size.height
                }
                y += style.headerBottom
            }
            let top = y
            var rowRects: [CGRect] = []
            for row in group.rows {
                let contentWidth = cardWidth.map { max(0, $0 - row.insets.leading - row.insets.trailing) }
                let offer = ProposedViewSize(width: contentWidth, height: nil)
                let size = row.node.sizeThatFits(offer)
                let height = max(minRowHeight, size.height + row.insets.top + row.insets.bottom)
                let rect = CGRect(x: style.groupInset, y: y, width: cardWidth ?? (size.width + row.insets.leading + row.insets.trailing), height: height)
                rowRects.append(rect)
                // Content at the leading inset, centred vertically between the insets.
                let contentY = y + row.insets.top + (height - row.insets.top - row.insets.bottom - size.height) / 2
                result.placed.append((row.node, CGRect(x: style.groupInset + row.insets.leading, y: contentY, width: size.width, height: size.height), offer))
                if let background = row.background {
                    result.placed.append((background, rect, ProposedViewSize(rect.size)))
                }
                y += height
            }
            let cardX = style.groupInset
            let cardW = cardWidth ?? rowRects.map(\.width).max() ?? 0
            result.cards.append(CGRect(x: cardX, y: top, width: cardW, height: y - top))
            result.rows.append(rowRects.map { CGRect(x: cardX, y: $0.minY, width: cardW, height: $0.height) })
            y += style.rowsBottom
            if !group.footer.isEmpty {
                for footer in group.footer {
                    let offer = ProposedViewSize(width: cardWidth.map { max(0, $0 - style.rowInsets.leading - style.rowInsets.trailing) }, height: nil)
                    let size = footer.sizeThatFits(offer)
                    result.placed.append((footer, CGRect(x: textInset, y: y, width: size.width, height: size.height), offer))
                    y += size.height
                }
                y += style.footerBottom
            }
        }
        result.height = y
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let arrangement = arrange(width: proposal.width)
        let width = proposal.width ?? ((arrangement.cards.map(\.maxX).max() ?? 0) + style.groupInset)
        return CGSize(width: width, height: proposal.height ?? arrangement.height)
    }

    private var arrangement = Arrangement()

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        arrangement = arrange(width: frame.width)
        for (node, rect, offer) in arrangement.placed {
            node.place(rect.offsetBy(dx: frame.minX, dy: frame.minY), proposal: offer, context)
        }
    }

    override func draw(_ list: inout DisplayList) {
        list.append(.pushClip(list.snap(frame)))
        if showsBackground { list.fill(list.snap(frame), color: backgroundColor) }
        for (index, group) in groups.enumerated() where index < arrangement.cards.count {
            let card = arrangement.cards[index].offsetBy(dx: frame.minX, dy: frame.minY)
            let rounded = style.cornerRadius > 0
            // A rounded group is drawn as one layer masked by its outline, so rows and their
            // backgrounds are cut at the corners.
            if rounded { list.append(.beginLayer(opacity: 1)) }
            list.fill(list.snap(card), color: rowColor)
            for row in group.rows { row.background?.drawIfPlaced(&list) }
            for row in group.rows { row.node.drawIfPlaced(&list) }
            drawSeparators(group, rows: arrangement.rows[index], &list)
            if rounded {
                let outline = RoundedRectangle(cornerRadius: style.cornerRadius).path(in: list.pointRect(list.snap(card)))
                list.append(.endLayer(mask: list.devicePolygonsOf(outline)))
            }
            group.header.forEach { $0.drawIfPlaced(&list) }
            group.footer.forEach { $0.drawIfPlaced(&list) }
        }
        list.append(.popClip)
    }

    /// Hairlines (one device pixel, as UIKit draws separators) in the separator color: between
    /// rows from the row's content inset to the group's trailing edge; above and below the
    /// group across its width in the grouped style.
    private func drawSeparators(_ group: Group, rows: [CGRect], _ list: inout DisplayList) {
        func line(_ x0: CGFloat, _ x1: CGFloat, bottomAt y: CGFloat, above: Bool, tint: RGBAColor?) {
            let edge = list.snap(y + frame.minY)
            let rect = PixelRect(x0: list.snap(x0 + frame.minX), y0: above ? edge - 1 : edge, x1: list.snap(x1 + frame.minX), y1: above ? edge : edge + 1)
            list.fill(rect, color: tint ?? separatorColor)
        }
        for (index, row) in group.rows.enumerated() where index + 1 < group.rows.count {
            let next = group.rows[index + 1]
            if row.node.hidesListSeparator(.bottom) || next.node.hidesListSeparator(.top) { continue }
            let rect = rows[index]
            // The line between two rows is the upper row's bottom one and the lower row's top
            // one; a tint on the upper row's bottom edge wins, as the row draws it.
            let tint = row.node.listSeparatorTint(.bottom) ?? next.node.listSeparatorTint(.top)
            line(rect.minX + row.insets.leading + row.node.editingIndent, rect.maxX, bottomAt: rect.maxY, above: true, tint: tint)
        }
        guard style.edgeSeparators, let first = rows.first, let last = rows.last else { return }
        if !(group.section?.hidesListSeparator(.top) ?? false) {
            line(first.minX, first.maxX, bottomAt: first.minY, above: false, tint: group.section?.listSeparatorTint(.top))
        }
        if !(group.section?.hidesListSeparator(.bottom) ?? false) {
            line(last.minX, last.maxX, bottomAt: last.maxY, above: true, tint: group.section?.listSeparatorTint(.bottom))
        }
    }
}
