import Foundation

/// SwiftUI's `Table` (iOS 16) as an iPhone draws it. In a compact horizontal size class (every
/// iPhone in portrait, §4.2) a table shows only its first column and no headers (Apple's
/// `Table` documentation), so here it is a plain `List` with one row per table row holding
/// the first column's cell. The other columns, sorting and selection are accepted and not
/// drawn: a still has the compact width and nothing selected.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let rows: [Value]
    let columns: Columns

    init(rows: [Value], columns: Columns) {
        self.rows = rows
        self.columns = columns
    }

    /// The first column's cells, one plain-list row each.
    public var body: some View {
        List {
            ForEach(rows) { row in
                columns._cells(for: row).first ?? AnyView(EmptyView())
            }
        }
        .listStyle(.plain)
    }
}

extension Table {
    /// A table of the rows `rows` builds, with the columns `columns` builds.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows()._tableRows, columns: columns())
    }
    /// The same, with single selection (nothing is selected in a still).
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows()._tableRows, columns: columns())
    }
    /// The same, with multiple selection.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows()._tableRows, columns: columns())
    }
    /// Sortable columns over built rows; the rows are drawn in the order given.
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows()._tableRows, columns: columns())
    }
    /// Sortable columns over built rows of `valueType`.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows()._tableRows, columns: columns())
    }
    /// Sortable columns over built rows, with single selection.
    public init<Sort: SortComparator>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows()._tableRows, columns: columns())
    }
    /// Sortable columns over built rows of `valueType`, with single selection.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows()._tableRows, columns: columns())
    }
    /// Sortable columns over built rows, with multiple selection.
    public init<Sort: SortComparator>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows()._tableRows, columns: columns())
    }
    /// Sortable columns over built rows of `valueType`, with multiple selection.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows()._tableRows, columns: columns())
    }

    /// A row per element of `data`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: Array(data), columns: columns())
    }
    /// A row per element of `data`, with single selection.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: Array(data), columns: columns())
    }
    /// A row per element of `data`, with multiple selection.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: Array(data), columns: columns())
    }
    /// A row per element of `data`, sortable; drawn in the order of `data`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: Array(data), columns: columns())
    }
    /// A row per element of `data`, sortable, with single selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: Array(data), columns: columns())
    }
    /// A row per element of `data`, sortable, with multiple selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: Array(data), columns: columns())
    }
}
