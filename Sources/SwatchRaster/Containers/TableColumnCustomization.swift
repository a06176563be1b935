/// SwiftUI's `TableColumnCustomization` (iOS 17) and the `Table` initializers that take one.
/// Column visibility and order are what the user customized on a wide table; a compact table
/// draws its first column as a list (§5.20), so the customization is kept and not drawn.

/// The user's column visibility and order for a table, keyed by column identifier.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    var hidden: Set<String> = []

    /// No customization: every column visible, in declared order.
    public init() {}

    /// Whether the column with `id` is shown (`.automatic` unless set).
    public subscript(visibility id: String) -> Visibility {
        get { hidden.contains(id) ? .hidden : .automatic }
        set { if newValue == .hidden { hidden.insert(id) } else { hidden.remove(id) } }
    }

    /// Restores the declared column order (order is not recorded here).
    public mutating func resetOrder() {}

    /// Decodes the hidden column identifiers.
    public init(from decoder: any Decoder) throws {
        hidden = try decoder.singleValueContainer().decode(Set<String>.self)
    }

    /// Encodes the hidden column identifiers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hidden)
    }
}

extension Table where Value: Identifiable {
    /// A table of built rows with a column customization (not drawn).
    public init(of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(of: valueType, columns: columns, rows: rows)
    }

    /// A table of built rows with single selection and a column customization.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(of: valueType, selection: selection, columns: columns, rows: rows)
    }

    /// A table of built rows with multiple selection and a column customization.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(of: valueType, selection: selection, columns: columns, rows: rows)
    }

    /// A sortable table of built rows with a column customization.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(of: valueType, sortOrder: sortOrder, columns: columns, rows: rows)
    }

    /// A sortable table of built rows with single selection and a column customization.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(of: valueType, selection: selection, sortOrder: sortOrder, columns: columns, rows: rows)
    }

    /// A sortable table of built rows with multiple selection and a column customization.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Columns.TableRowValue == Sort.Compared {
        self.init(of: valueType, selection: selection, sortOrder: sortOrder, columns: columns, rows: rows)
    }

    /// A row per element of `data`, with a column customization.
    public init<Data: RandomAccessCollection>(_ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(data, columns: columns)
    }

    /// A row per element of `data`, with single selection and a column customization.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(data, selection: selection, columns: columns)
    }

    /// A row per element of `data`, with multiple selection and a column customization.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(data, selection: selection, columns: columns)
    }

    /// A sortable row per element of `data`, with a column customization.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }

    /// A sortable row per element of `data`, with single selection and a column customization.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(data, selection: selection, sortOrder: sortOrder, columns: columns)
    }

    /// A sortable row per element of `data`, with multiple selection and a column customization.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(data, selection: selection, sortOrder: sortOrder, columns: columns)
    }
}
