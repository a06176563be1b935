import Foundation

/// A chart: Swift Charts' `Chart`. It fills the space offered, with the plot on the leading
/// side, the y axis trailing, the x axis below and the legend under it, as iOS lays it out.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) var config

    /// A chart of the marks you list.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    /// The chart drawn.
    public var body: some View {
        var collector = _ChartCollector()
        content._collect(into: &collector)
        let model = ChartModel(marks: collector.marks, config: config)
        return ChartBody(model: model)
            .environment(\.chartConfiguration, ChartConfiguration())
    }
}

extension Chart {
    /// A chart with the content you build for each `Identifiable` element.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
    /// A chart with the content you build for each element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}
