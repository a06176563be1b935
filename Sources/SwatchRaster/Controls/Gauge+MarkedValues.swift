/// `Gauge`'s iOS 16 `markedValueLabels` initializers. iOS draws marked values only in some
/// watchOS-style gauges; the iOS styles drawn here do not, so the labels are accepted and not
/// drawn (approximation).

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label, a current-value label and marked-value labels (not drawn).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge {
    /// A gauge with every label; the marked-value labels are not drawn.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension GaugeStyleConfiguration {
    /// A marked value's label, type-erased (no built-in iOS style draws it here).
    @MainActor @preconcurrency
    public struct MarkedValueLabel: View {
        let content: AnyView
        /// The label's view.
        public typealias Body = AnyView
        /// The label as the gauge was given it.
        public var body: AnyView { content }
    }
}
