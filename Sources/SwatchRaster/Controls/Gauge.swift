/// SwiftUI's `Gauge`, in its iOS default look: a linear capacity bar (docs/ARCHITECTURE.md §5.19).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyleBox) private var style

    /// The gauge in the environment's `GaugeStyle` (GaugeStyle.swift); by default the label
    /// above a capacity bar, the current-value and bound labels in a row below.
    public var body: some View {
        style.makeBody(GaugeStyleConfiguration(
            value: fraction,
            label: .init(content: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) }))
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a current-value label and labels for both bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}
