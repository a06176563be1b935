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

/// Content drawn only where its mask content draws: what `mask { }` returns.
public struct _MaskedChartContent<Content: ChartContent, Mask: ChartContent>: ChartContent {
    let content: Content
    let mask: Mask
    /// Never called.
    public var body: Never { fatalError("primitive") }
    /// Collects the content in a new mask group, then the mask's marks as that group's mask.
    public func _collect(into collector: inout _ChartCollector) {
        collector.maskGroups += 1
        let group = collector.maskGroups
        var inner = _ChartCollector()
        inner.maskGroups = collector.maskGroups
        content._collect(into: &inner)
        mask._collect(into: &inner)
        collector.maskGroups = inner.maskGroups
        var masks = _ChartCollector()
        mask._collect(into: &masks)
        let maskCount = masks.marks.count
        for (i, var mark) in inner.marks.enumerated() {
            if i >= inner.marks.count - maskCount { mark.masks = group } else if mark.maskGroup == nil { mark.maskGroup = group }
            collector.add(mark)
        }
    }
}

extension ChartContent {
    /// Draws this content only where `content` draws.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
        _MaskedChartContent(content: self, mask: content())
    }

    func modified(_ change: @escaping (inout MarkRecord) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, change: change)
    }
}
