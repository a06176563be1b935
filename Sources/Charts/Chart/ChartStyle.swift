import Foundation

/// The numbers of iOS's chart look, each measured on an iOS screenshot (3x renders by
/// `ImageRenderer` in jordibruin/Swift-Charts-Examples@5134bcf images/charts, unless named).
enum ChartStyle {
    /// Axis labels and legend text: caption2 (cap height 23 px at 3x in screenTime.png).
    static let labelFont = Font.caption2
    /// Label and legend text color: the secondary label color, (138,138,142) on white.
    static let labelStyle = AnyShapeStyle(Color.secondary)
    /// Grid lines: (206,206,208) on white, two pixels at 3x in screenTime.png — secondary
    /// label gray (60,60,67) at 25% over 2/3 pt: the secondary label color (60 %) at 42 %, so
    /// that in dark mode the lines follow the label color (dark mode not measured).
    static let gridColor = Color.secondary.opacity(0.42)
    static let gridWidth: CGFloat = 2 / 3
    /// x grid lines and ticks are dashed 2 on, 2 off (6 px runs at 3x in screenTime.png).
    static let xDash: [CGFloat] = [2, 2]
    /// Gap between the plot's trailing edge and y labels (12 px at 3x, screenTime.png).
    static let yLabelGap: CGFloat = 4
    /// Gap between the plot's bottom and the x labels' line box. iOS 16 used 4 pt (cap tops
    /// 20–21 px below the plot in screenTime.png); iOS 18 and 26 use 6 pt: cap tops 26 px
    /// below at 3x in PareshKarnawat/SwiftCharts@8fcbdaf BarChart.png, baselines 16–17 pt below
    /// in 0Itsuki0/SwiftChartsDemo@77842cd basicMarkDemo.png (April 2025, 1x).
    static let xLabelGap: CGFloat = 6
    /// Room under the x labels' line: the ticks end 20.7 pt below the plot in BarChart.png.
    static let xAxisBottom: CGFloat = 1.5
    /// x labels start this far after their tick (12 AM's 1 at x=44 with the tick at 30 px).
    static let xLabelInset: CGFloat = 3
    /// Bars take 70% of their band: 127 of 181 px in PareshKarnawat/SwiftCharts@8fcbdaf
    /// Resources/BarChart.png, 23.5 of 35.2 px per day in singleBar.png.
    static let barFraction: CGFloat = 0.7
    /// The far end of a bar is rounded with this radius (6 px at 3x in singleBar.png and
    /// screenTime.png; circular, the base square).
    static let barEndRadius: CGFloat = 2
    /// Lines are 2 pt (7 px across a sloped line at 3x in multiLine.png).
    static let lineWidth: CGFloat = 2
    /// Rules are 1 pt.
    static let ruleWidth: CGFloat = 1
    /// Default point symbol diameter: 23 px across at 3x in animatingLine.png (a default
    /// `PointMark`), 8 pt.
    static let symbolDiameter: CGFloat = 8
    /// Legend: 8 pt circles (24 px at 3x), 5 pt to the label, items 9 pt apart
    /// (screenTime.png and oneDimensionalBar.png), 8 pt below the axis labels (symbol centers
    /// 16.8 pt below the label baseline in screenTime.png, iOS 16; 18.5 pt in basicMarkDemo.png,
    /// iOS 18, at 1x).
    static let legendSymbol: CGFloat = 8
    static let legendSymbolGap: CGFloat = 5
    static let legendItemGap: CGFloat = 9
    static let legendSpacing: CGFloat = 8
    /// A `lineStyle(by:)` series' legend sample is a 17 pt stroke (stylingDemo.png, 1x).
    static let legendLineSample: CGFloat = 17
    /// Category labels of a y axis sit inside the plot, this far from their band's top
    /// leading corner (basicMarkDemo.png heat map, at 1x).
    static let inlineLabelInset = CGSize(width: 3, height: 2)
    /// Annotations sit 4 pt from their mark by default.
    static let annotationSpacing: CGFloat = 4
}
