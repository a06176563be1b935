import Foundation

extension ChartContent {
    /// Paints the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modified { $0.style = AnyShapeStyle(style) }
    }
    /// Colors the marks by series: each distinct value takes the next palette color (or the
    /// chart's `chartForegroundStyleScale`) and appears in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = Legend.key(value.plot)
        let number: Double? = { if case .number(let v) = value.plot { return v }; return nil }()
        return modified { $0.styleKey = key; $0.styleValue = number }
    }
    /// Marks points with `symbol`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = AnyChartSymbolShape(symbol)
        return modified { $0.symbol = shape }
    }
    /// Marks points with a view; drawn here as the default circle.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        modified { $0.symbol = AnyChartSymbolShape(BasicChartSymbolShape.circle) }
    }
    /// Gives each series its own symbol, in the order iOS uses: circle, cross, triangle for
    /// points; circle, square, triangle for lines.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = Legend.key(value.plot)
        return modified { $0.symbolKey = key }
    }
    /// Sizes symbols to `size` points.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size }
    }
    /// Sizes symbols to cover `area` square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = (area * 4 / .pi).squareRoot()
        return modified { $0.symbolSize = CGSize(width: side, height: side) }
    }
    /// Sizes symbols by series, through the chart's `chartSymbolSizeScale`; without one the
    /// symbols keep the default size (iOS's default sizes are not measured).
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = Legend.key(value.plot)
        return modified { $0.symbolSizeKey = key }
    }
    /// Strokes lines and rules with `style`.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }
    /// Gives each series its own stroke: solid, then two dashes, as iOS does (see
    /// `Legend.lineStyles`), or the chart's `chartLineStyleScale`.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = Legend.key(value.plot)
        return modified { $0.lineStyleKey = key }
    }
    /// Places bars of the same position side by side, one slot per distinct value.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let key = Legend.key(value.plot)
        return modified { $0.positionKey = key }
    }
    /// How lines and areas pass through their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }
    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }
    /// Fades the marks.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity }
    }
    /// Moves the marks by `offset` points.
    public func offset(_ offset: CGSize) -> some ChartContent {
        modified { $0.offset.width += offset.width; $0.offset.height += offset.height }
    }
    /// Moves the marks by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { $0.offset.width += x; $0.offset.height += y }
    }
    /// Draws the marks above (or below) others.
    public func zIndex(_ value: Double) -> some ChartContent {
        modified { $0.zIndex = value }
    }
    /// Clips bars and rectangles to `shape` (a `Capsule` makes pill bars); other marks
    /// are drawn unclipped.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        modified { $0.clipShape = { shape.path(in: $0) } }
    }
    /// Blurs marks; accepted, not drawn.
    public func blur(radius: CGFloat) -> some ChartContent { modified { _ in } }
    /// Shadows marks; accepted, not drawn.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { modified { _ in } }
    /// Aligns gradients with the plot area; accepted (gradients here fill each mark).
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { modified { _ in } }
}

extension ChartContent {
    /// Accessibility label (VoiceOver); inert in a still.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modified { _ in } }
    /// Accessibility label (VoiceOver); inert in a still.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent { modified { _ in } }
    /// Accessibility label (VoiceOver); inert in a still.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modified { _ in } }
    /// Accessibility value (VoiceOver); inert in a still.
    public func accessibilityValue(_ value: Text) -> some ChartContent { modified { _ in } }
    /// Accessibility value (VoiceOver); inert in a still.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent { modified { _ in } }
    /// Accessibility value (VoiceOver); inert in a still.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modified { _ in } }
    /// Hides the marks from VoiceOver; inert in a still.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modified { _ in } }
    /// Identifies the marks for UI tests; inert in a still.
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { modified { _ in } }
}

extension ChartContent {
    /// Places `content` beside the marks (above a bar's end by default), `spacing` points away.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let record = AnnotationRecord(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modified { $0.annotations.append(record) }
    }
    /// Annotation whose content reads the annotated mark's size.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        let record = AnnotationRecord(position: position, alignment: alignment, spacing: spacing, content: AnyView(content(AnnotationContext(targetSize: .zero))))
        return modified { $0.annotations.append(record) }
    }
    /// Annotation that says what to do when it would leave the chart (placed as given here).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> some ChartContent {
        let record = AnnotationRecord(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modified { $0.annotations.append(record) }
    }
}
