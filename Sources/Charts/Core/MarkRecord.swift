import Foundation

/// One mark as collected from the chart content, before scales place it.
struct MarkRecord {
    enum Kind { case bar, line, area, point, rule, rectangle, sector }

    var kind: Kind
    var x: PlotEntry?
    var y: PlotEntry?
    var xStart: PlotEntry?
    var xEnd: PlotEntry?
    var yStart: PlotEntry?
    var yEnd: PlotEntry?
    /// Fixed positions in points (`xStart: CGFloat?` forms); nil means the plot's edge.
    var fixedXStart: CGFloat?
    var fixedXEnd: CGFloat?
    var fixedYStart: CGFloat?
    var fixedYEnd: CGFloat?
    var angle: Double?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var series: String?

    var style: AnyShapeStyle?
    var styleKey: String?
    /// The number behind `styleKey`, for continuous color scales.
    var styleValue: Double?
    /// The shape a bar or rectangle is clipped to (`clipShape`), in the mark's rectangle.
    var clipShape: ((CGRect) -> Path)?
    var symbol: AnyChartSymbolShape?
    var symbolKey: String?
    var symbolSize: CGSize?
    var lineStyle: StrokeStyle?
    var lineStyleKey: String?
    /// The `symbolSize(by:)` series.
    var symbolSizeKey: String?
    var positionKey: String?
    var interpolation: InterpolationMethod = .linear
    var cornerRadius: CGFloat?
    var opacity: Double = 1
    var offset: CGSize = .zero
    var zIndex: Double = 0
    var annotations: [AnnotationRecord] = []
    /// Order of collection, for stable drawing.
    var order = 0
    /// The `mask` group this mark is drawn in, if any.
    var maskGroup: Int?
    /// The `mask` group this mark is the mask of (drawn only as that mask).
    var masks: Int?

    init(kind: Kind) { self.kind = kind }
}

/// An annotation view attached to a mark.
struct AnnotationRecord {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
}

/// What the chart content produced: its marks, in order. Public only because
/// `ChartContent` needs a hook that marks implement; nothing here is for users.
public struct _ChartCollector {
    var marks: [MarkRecord] = []
    var maskGroups = 0
    init() {}

    mutating func add(_ mark: MarkRecord) {
        var mark = mark
        mark.order = marks.count
        marks.append(mark)
    }
}
