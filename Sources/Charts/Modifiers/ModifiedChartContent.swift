import Foundation

/// Content with a change applied to each of its marks: what every mark modifier returns.
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let change: (inout MarkRecord) -> Void
    /// Never called.
    public var body: Never { fatalError("primitive") }
    /// Collects the content, then changes each of its marks.
    public func _collect(into collector: inout _ChartCollector) {
        var inner = _ChartCollector()
        content._collect(into: &inner)
        for var mark in inner.marks {
            change(&mark)
            collector.add(mark)
        }
    }
}

extension ChartContent {
    func modified(_ change: @escaping (inout MarkRecord) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, change: change)
    }
}
