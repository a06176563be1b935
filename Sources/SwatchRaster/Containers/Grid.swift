/// SwiftUI's `Grid` (iOS 16): rows of cells whose columns line up; every child that is not a
/// `GridRow` is a row of its own spanning all columns (docs/ARCHITECTURE.md §5.15).
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid; nil spacings mean the default (8 points).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// Never called: the engine lays out the grid itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let children = context.resolve(content, at: 0)
        nodes.append(GridNode(path: context.path, alignment: alignment,
                              horizontalSpacing: horizontalSpacing ?? GridItem.defaultSpacing,
                              verticalSpacing: verticalSpacing ?? GridItem.defaultSpacing, children: children))
    }
}

/// SwiftUI's `GridRow`: one row of a `Grid`, a cell per child. Outside a grid it lays its
/// children out as an `HStack`.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row; `alignment` nil takes the grid's vertical alignment.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Never called: the grid lays out the row.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(GridRowNode(path: context.path, alignment: alignment, cells: context.resolve(content, at: 0)))
    }
}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        wrapNodes { node, _, context in GridCellNode(path: context.path, child: node, columns: max(1, count)) }
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        wrapNodes { node, _, context in GridCellNode(path: context.path, child: node, columnAlignment: guide) }
    }

    /// Places this cell in its grid cell so that `anchor` of the cell meets `anchor` of the view.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        wrapNodes { node, _, context in GridCellNode(path: context.path, child: node, anchor: anchor) }
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`): it takes
    /// the size the other cells give it, as a divider line in a grid should.
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        wrapNodes { node, _, context in GridCellNode(path: context.path, child: node, unsizedAxes: axes) }
    }
}

/// A `GridRow` after resolution: its cells, which the grid lays out; anywhere else an `HStack`.
final class GridRowNode: ModifierNode {
    let alignment: VerticalAlignment?
    let cells: [Node]

    init(path: ViewPath, alignment: VerticalAlignment?, cells: [Node]) {
        self.alignment = alignment
        self.cells = cells
        super.init(path: path, child: StackNode(path: path, axis: .horizontal, alignment: (alignment ?? .center).key,
                                                spacing: nil, children: cells))
    }

    override var kind: String? { "GridRow" }
}

/// The grid cell modifiers; invisible to layout and drawing, read by the grid.
final class GridCellNode: ModifierNode {
    let columns: Int?
    let columnAlignment: HorizontalAlignment?
    let anchor: UnitPoint?
    let unsizedAxes: Axis.Set?

    init(path: ViewPath, child: Node, columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil,
         anchor: UnitPoint? = nil, unsizedAxes: Axis.Set? = nil) {
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.anchor = anchor
        self.unsizedAxes = unsizedAxes
        super.init(path: path, child: child)
    }
}

extension Node {
    /// The nearest value a grid cell modifier in this node's modifier chain sets.
    func gridCellValue<T>(_ value: (GridCellNode) -> T?) -> T? {
        var node: Node = self
        while let modifier = node as? ModifierNode {
            if let cell = modifier as? GridCellNode, let found = value(cell) { return found }
            if modifier is GridRowNode || modifier is SectionNode { return nil }
            node = modifier.child
        }
        return nil
    }
}
