import Foundation

/// The columns of a `Table`: SwiftUI's `TableColumnContent`.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of a row's value.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// How the columns sort rows.
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The type of the body.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of.
    nonisolated var tableColumnBody: TableColumnBody { get }
    /// Each column's cell for `row`, first column first; the table draws the first.
    func _cells(for row: TableRowValue) -> [AnyView]
}

extension TableColumnContent where TableRowValue == TableColumnBody.TableRowValue {
    /// The cells of the body's columns.
    public func _cells(for row: TableRowValue) -> [AnyView] { tableColumnBody._cells(for: row) }
}

extension Never: TableColumnContent {
    /// No sorting.
    public typealias TableColumnSortComparator = Never
    /// No body.
    public typealias TableColumnBody = Never
    /// Never read.
    nonisolated public var tableColumnBody: Never { fatalError("Never has no table column body") }
    /// No cells.
    public func _cells(for row: Never) -> [AnyView] { switch row {} }
}

/// One column of a `Table`: its title, and the cell it draws for each row. On an iPhone
/// only the first column's cells are drawn, without the title.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    /// The row type.
    public typealias TableRowValue = RowValue
    /// The sort comparator type.
    public typealias TableColumnSortComparator = Sort
    /// Primitive: no body.
    public typealias TableColumnBody = Never

    let content: (RowValue) -> Content
    let label: Label

    init(label: Label, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.content = content
    }

    /// Never read: a column is primitive.
    nonisolated public var tableColumnBody: Never { fatalError("TableColumn is a primitive column") }
    /// This column's cell for `row`.
    public func _cells(for row: RowValue) -> [AnyView] { [AnyView(content(row))] }

    /// A fixed width; the compact table has one full-width column.
    public func width(_ width: CGFloat? = nil) -> TableColumn { self }
    /// A flexible width; the compact table has one full-width column.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
    /// How the cells align in the column (iOS 17); the cell is drawn as it lays out.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn { self }
    /// Whether the column can be hidden (iOS 17); not drawn in a still.
    public func customizationID(_ id: String) -> TableColumn { self }
    /// The column's default visibility; only the first column is drawn here anyway.
    public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// A column sorted by `comparator`, with a title key.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
    /// A column sorted by `comparator`, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
    /// A column sorted by `comparator`, with a text title.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column drawing `content` for each row, with a title key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
    /// A column drawing `content` for each row, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
    /// A column drawing `content` for each row, with a text title.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
    /// A column showing the string at `value` of each row, with a title key.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }
    /// A column showing the string at `value` of each row, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }
    /// A column showing the string at `value` of each row, with a text title.
    public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: text, content: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column sortable by `value`, drawing `content`, with a title key.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
    /// A column sortable by `value`, drawing `content`, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
    /// A column sortable by `value`, drawing `content`, with a text title.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
    /// A column sortable by `value` with `comparator`, drawing `content`, with a title key.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: Text(titleKey), content: content)
    }
    /// A column sortable by `value` with `comparator`, drawing `content`, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: Text(title), content: content)
    }
    /// A column sortable by `value` with `comparator`, drawing `content`, with a text title.
    public init<V, C: SortComparator>(_ text: Text, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(label: text, content: content)
    }
    /// A sortable column showing the string at `value`, with a title key. (Apple's default
    /// comparator is `.localizedStandard`, which Foundation on Linux lacks; `.lexical` here.)
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) where Content == Text {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }
    /// A sortable column showing the string at `value`, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) where Content == Text {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }
    /// A sortable column showing the string at `value`, with a text title.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) where Content == Text {
        self.init(label: text, content: { Text(verbatim: $0[keyPath: value]) })
    }
}

/// How a column aligns its cells: SwiftUI's `TableColumnAlignment` (iOS 17).
public struct TableColumnAlignment: Hashable, Sendable {
    let name: String
    /// The platform's default.
    public static var automatic: TableColumnAlignment { TableColumnAlignment(name: "automatic") }
    /// Leading edge.
    public static var leading: TableColumnAlignment { TableColumnAlignment(name: "leading") }
    /// Centered.
    public static var center: TableColumnAlignment { TableColumnAlignment(name: "center") }
    /// Trailing edge.
    public static var trailing: TableColumnAlignment { TableColumnAlignment(name: "trailing") }
    /// Numbers: trailing in left-to-right text.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(name: "numeric") }
    /// Numbers in a given numbering system.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { .numeric }
}

/// Several columns written one after another: SwiftUI's `TupleTableColumnContent`.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    /// The row type.
    public typealias TableRowValue = RowValue
    /// The sort comparator type.
    public typealias TableColumnSortComparator = Sort
    /// Primitive: no body.
    public typealias TableColumnBody = Never
    let cells: (RowValue) -> [AnyView]
    /// Never read.
    nonisolated public var tableColumnBody: Never { fatalError("TupleTableColumnContent is primitive") }
    /// The cells of every column, in order.
    public func _cells(for row: RowValue) -> [AnyView] { cells(row) }
}

/// Columns present or not (`if`), or one of two branches.
public struct _ConditionalTableColumnContent<RowValue: Identifiable, Sort: SortComparator, TrueContent, FalseContent>: TableColumnContent {
    /// The row type.
    public typealias TableRowValue = RowValue
    /// The sort comparator type.
    public typealias TableColumnSortComparator = Sort
    /// Primitive: no body.
    public typealias TableColumnBody = Never
    let cells: (RowValue) -> [AnyView]
    /// Never read.
    nonisolated public var tableColumnBody: Never { fatalError("_ConditionalTableColumnContent is primitive") }
    /// The cells of the branch taken.
    public func _cells(for row: RowValue) -> [AnyView] { cells(row) }
}

/// The result builder of a table's `columns:`: SwiftUI's `TableColumnBuilder`.
@MainActor @resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column of the table's sort type.
    public static func buildExpression<Content: View, Label: View>(_ column: TableColumn<RowValue, Sort, Content, Label>) -> TableColumn<RowValue, Sort, Content, Label> { column }
    /// An unsortable column in a sortable table.
    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(_ column: TableColumn<RowValue, Never, Content, Label>) -> TableColumn<RowValue, Never, Content, Label> { column }
    /// Other column content of the table's sort type.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort { column }
    /// Other unsortable column content.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never { column }
    /// One column of the table's sort type.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort { column }
    /// One unsortable column.
    @_disfavoredOverload
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never { column }
    /// Several columns, in order; each may sort differently.
    /// (Swift cannot yet require each column's row type to equal `RowValue`, so a column of
    /// another row type draws no cell instead of failing to compile.)
    public static func buildBlock<each C: TableColumnContent>(_ column: repeat each C) -> TupleTableColumnContent<RowValue, Sort, (repeat each C)> {
        let columns = (repeat each column)
        return TupleTableColumnContent { row in
            var cells: [AnyView] = []
            for part in repeat each columns { cells.append(contentsOf: cellsOf(part, row)) }
            return cells
        }
    }
    /// `if` without `else`: the columns, or none.
    public static func buildOptional<C: TableColumnContent>(_ content: C?) -> _ConditionalTableColumnContent<RowValue, Sort, C, Never> where C.TableRowValue == RowValue {
        _ConditionalTableColumnContent { row in content?._cells(for: row) ?? [] }
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalTableColumnContent<RowValue, Sort, T, F> where T.TableRowValue == RowValue, F.TableRowValue == RowValue {
        _ConditionalTableColumnContent { row in first._cells(for: row) }
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalTableColumnContent<RowValue, Sort, T, F> where T.TableRowValue == RowValue, F.TableRowValue == RowValue {
        _ConditionalTableColumnContent { row in second._cells(for: row) }
    }
    /// `if #available`: the columns.
    public static func buildLimitedAvailability<C: TableColumnContent>(_ content: C) -> _ConditionalTableColumnContent<RowValue, Sort, C, Never> where C.TableRowValue == RowValue {
        _ConditionalTableColumnContent { row in content._cells(for: row) }
    }
}

/// The cells of `column` for `row`, if `row` is of the column's row type.
@MainActor
private func cellsOf<C: TableColumnContent, Row>(_ column: C, _ row: Row) -> [AnyView] {
    guard let row = row as? C.TableRowValue else { return [] }
    return column._cells(for: row)
}
