import Foundation

/// Something a chart draws: Swift Charts' `ChartContent`. Marks are primitive; your own
/// types compose marks in `body`, as views compose views.
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
    /// Adds this content's marks to the chart being built (the engine's hook; not Apple API).
    func _collect(into collector: inout _ChartCollector)
}

extension ChartContent {
    /// Composed content collects what its body collects.
    public func _collect(into collector: inout _ChartCollector) { body._collect(into: &collector) }
}

extension Never: ChartContent {
    /// Never called: primitive content has no body.
    public var body: Never { fatalError("Never has no body") }
}

/// A primitive mark's marker: it collects itself and has no body.
protocol PrimitiveChartContent: ChartContent where Body == Never {}

extension PrimitiveChartContent {
    /// Never called: marks are primitive.
    public var body: Never { fatalError("\(Self.self) is primitive") }
}

/// Several pieces of content in order: what `ChartContentBuilder` makes of a block.
public struct TupleChartContent<each C: ChartContent>: ChartContent {
    let parts: (repeat each C)
    /// Never called: the parts collect themselves.
    public var body: Never { fatalError("TupleChartContent is primitive") }
    /// Collects every part in order.
    public func _collect(into collector: inout _ChartCollector) {
        for part in repeat each parts { part._collect(into: &collector) }
    }
}

/// Content that may be absent (`if` without `else`).
public struct _OptionalChartContent<C: ChartContent>: ChartContent {
    let content: C?
    /// Never called.
    public var body: Never { fatalError("primitive") }
    /// Collects the content when present.
    public func _collect(into collector: inout _ChartCollector) { content?._collect(into: &collector) }
}

/// One of two branches (`if`/`else`, `switch`).
public struct _ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent {
    enum Branch { case first(T), second(F) }
    let branch: Branch
    /// Never called.
    public var body: Never { fatalError("primitive") }
    /// Collects the branch taken.
    public func _collect(into collector: inout _ChartCollector) {
        switch branch {
        case .first(let t): t._collect(into: &collector)
        case .second(let f): f._collect(into: &collector)
        }
    }
}

/// Content from a `for` loop or an array of content.
public struct _ArrayChartContent<C: ChartContent>: ChartContent {
    let items: [C]
    /// Never called.
    public var body: Never { fatalError("primitive") }
    /// Collects each item in order.
    public func _collect(into collector: inout _ChartCollector) { for item in items { item._collect(into: &collector) } }
}

/// Content with no marks (an empty builder block).
public struct _EmptyChartContent: ChartContent {
    /// Never called.
    public var body: Never { fatalError("primitive") }
    /// Collects nothing.
    public func _collect(into collector: inout _ChartCollector) {}
}

/// Builds chart content from a closure's statements: Swift Charts' `ChartContentBuilder`.
@resultBuilder
public enum ChartContentBuilder {
    /// One piece of content.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// An empty block.
    public static func buildBlock() -> _EmptyChartContent { _EmptyChartContent() }
    /// One statement.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    /// Several statements, drawn in order.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(parts: (repeat each content))
    }
    /// `if` without `else`.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> _OptionalChartContent<C> { _OptionalChartContent(content: content) }
    /// The `if` branch.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> { _ConditionalChartContent(branch: .first(first)) }
    /// The `else` branch.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> { _ConditionalChartContent(branch: .second(second)) }
    /// `if #available`.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
    /// A `for` loop.
    public static func buildArray<C: ChartContent>(_ content: [C]) -> _ArrayChartContent<C> { _ArrayChartContent(items: content) }
}

/// A group of content: Swift Charts' `Plot`, used to treat marks as one for accessibility.
public struct Plot<Content: ChartContent>: ChartContent {
    let content: Content
    /// The grouped content.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    /// Never called.
    public var body: Never { fatalError("primitive") }
    /// Collects the grouped content.
    public func _collect(into collector: inout _ChartCollector) { content._collect(into: &collector) }
}
