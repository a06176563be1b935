import Foundation

/// `ForEach` inside a chart: one piece of content per element.
///
/// The engine's `ForEach` requires `Content: View`, so chart content needs a type of its own.
/// Apple's single `ForEach` is generic over any content; here two types share the name, and
/// Swift picks by the closure: a closure of marks makes this one, a closure of views the
/// engine's. (A single `ForEach` would need the engine's constraint lifted; see the report.)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: ChartContent>: ChartContent {
    /// The elements.
    public var data: Data
    /// Makes the content for one element.
    public var content: (Data.Element) -> Content

    /// Content per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    /// Never called.
    public var body: Never { fatalError("primitive") }

    /// Collects each element's content in order.
    public func _collect(into collector: inout _ChartCollector) {
        for element in data { content(element)._collect(into: &collector) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Content per `Identifiable` element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Content per integer in a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}
