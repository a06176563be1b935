import Foundation

/// The rows of a `Table` built with `rows:`: SwiftUI's `TableRowContent`.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of a row's value.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of the body.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of.
    var tableRowBody: TableRowBody { get }
    /// The row values, in order.
    var _tableRows: [TableRowValue] { get }
}

extension TableRowContent where TableRowValue == TableRowBody.TableRowValue {
    /// The rows of the body.
    public var _tableRows: [TableRowValue] { tableRowBody._tableRows }
}

extension Never: TableRowContent {
    /// No body.
    public typealias TableRowBody = Never
    /// Never read.
    public var tableRowBody: Never { fatalError("Never has no table row body") }
    /// No rows.
    public var _tableRows: [Never] { [] }
}

/// One row of a table: SwiftUI's `TableRow`. It is also a view that draws nothing, so that
/// `ForEach(items) { TableRow($0) }` builds here, where `ForEach` holds views only.
public struct TableRow<Value: Identifiable>: TableRowContent, View {
    /// The row type.
    public typealias TableRowValue = Value
    /// Primitive: no body.
    public typealias TableRowBody = Never
    let value: Value
    /// A row for `value`.
    public init(_ value: Value) { self.value = value }
    /// Never read.
    public var tableRowBody: Never { fatalError("TableRow is a primitive row") }
    /// This row.
    public var _tableRows: [Value] { [value] }
    /// Nothing: a row is drawn by its table.
    public var body: EmptyView { EmptyView() }
    /// A context menu for the row; never shown in a still.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> TableRow { self }
}

/// A row per element of a collection: SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The row type.
    public typealias TableRowValue = Data.Element
    /// Primitive: no body.
    public typealias TableRowBody = Never
    let data: Data
    /// Never read.
    public var tableRowBody: Never { fatalError("TableForEachContent is primitive") }
    /// One row per element.
    public var _tableRows: [Data.Element] { Array(data) }
}

extension ForEach: TableRowContent where Content: TableRowContent, Data.Element: Identifiable {
    /// The row type.
    public typealias TableRowValue = Content.TableRowValue
    /// Primitive: no body.
    public typealias TableRowBody = Never
    /// Never read.
    public var tableRowBody: Never { fatalError("ForEach is primitive") }
    /// The rows of every element, in order.
    public var _tableRows: [Content.TableRowValue] { data.flatMap { content($0)._tableRows } }
}

/// Several rows written one after another: SwiftUI's `TupleTableRowContent`.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    /// The row type.
    public typealias TableRowValue = Value
    /// Primitive: no body.
    public typealias TableRowBody = Never
    let rows: [Value]
    /// Never read.
    public var tableRowBody: Never { fatalError("TupleTableRowContent is primitive") }
    /// The rows, in order.
    public var _tableRows: [Value] { rows }
}

/// The result builder of a table's `rows:`: SwiftUI's `TableRowBuilder`.
@MainActor @resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// Each row content passes through.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content where Content.TableRowValue == Value { content }
    /// One row content.
    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where C.TableRowValue == Value { content }
    /// Several row contents, in order.
    /// (Swift cannot yet require each part's row type to equal `Value`; rows of another type
    /// are left out.)
    public static func buildBlock<each C: TableRowContent>(_ content: repeat each C) -> TupleTableRowContent<Value, (repeat each C)> {
        var rows: [Value] = []
        for part in repeat each content { rows.append(contentsOf: part._tableRows.compactMap { $0 as? Value }) }
        return TupleTableRowContent(rows: rows)
    }
    /// `if` without `else`: the rows, or none.
    public static func buildOptional<C: TableRowContent>(_ content: C?) -> TupleTableRowContent<Value, C?> where C.TableRowValue == Value {
        TupleTableRowContent(rows: content?._tableRows ?? [])
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> TupleTableRowContent<Value, (T, F)> where T.TableRowValue == Value, F.TableRowValue == Value {
        TupleTableRowContent(rows: first._tableRows)
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> TupleTableRowContent<Value, (T, F)> where T.TableRowValue == Value, F.TableRowValue == Value {
        TupleTableRowContent(rows: second._tableRows)
    }
}

// MARK: - Style

/// How a table looks: SwiftUI's `TableStyle`. The compact table is always a plain list here.
@MainActor @preconcurrency
public protocol TableStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The table's properties (opaque, as in SwiftUI).
    typealias Configuration = TableStyleConfiguration
    /// The table's look (see `TableStyleConfiguration.swift`).
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The platform's table style.
public struct AutomaticTableStyle: TableStyle {
    /// The style.
    public init() {}
}

/// A table inset from its container.
public struct InsetTableStyle: TableStyle {
    /// The style.
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// An inset table.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
    /// Sets the style of tables inside; a compact table is drawn as a plain list regardless.
    nonisolated public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
}
