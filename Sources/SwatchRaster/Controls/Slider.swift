/// SwiftUI's `Slider` in the iOS look: a 4 pt track, tinted up to a 28 pt white knob
/// (docs/ARCHITECTURE.md §5.19). The label is for accessibility and not drawn, as on iOS;
/// the bound labels are drawn at the ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label?
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    @Environment(\.resolvedControlTint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    /// Bound labels, the track and the knob in a row.
    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            SliderTrack(fraction: fraction, tint: isEnabled ? tint : ControlColors.disabledLabel)
            maximumValueLabel
        }
    }

    /// Where a value sits between the bounds, after snapping to `step` as the control does.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>, step: Double?) -> Double {
        let lower = Double(bounds.lowerBound), span = Double(bounds.upperBound) - lower
        guard span > 0 else { return 0 }
        var offset = min(max(Double(value) - lower, 0), span)
        if let step, step > 0 { offset = min((offset / step).rounded() * step, span) }
        return offset / span
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider for `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds, step: nil), label: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
    /// A slider whose value moves in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds, step: Double(step)), label: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with an (accessibility) label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds, step: nil), label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
    /// A stepped slider with an (accessibility) label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds, step: Double(step)), label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider {
    /// A slider with labels drawn at its minimum and maximum ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds, step: nil), label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// The track and knob: as wide as offered, 28 pt tall. Track 4 pt, knob 28 pt (approximations
/// of UISlider's default look).
struct SliderTrack: View {
    let fraction: Double
    let tint: Color
    static let knob: CGFloat = 28

    var body: some View {
        GeometryReader { proxy in
            let travel = max(proxy.size.width - Self.knob, 0)
            let center = Self.knob / 2 + travel * CGFloat(fraction)
            ZStack(alignment: .leading) {
                Capsule().fill(ControlColors.track).frame(height: 4)
                Capsule().fill(tint).frame(width: center, height: 4)
                Circle().fill(Color.white)
                    .overlay(Circle().strokeBorder(Color.black.opacity(0.12), lineWidth: 0.5))
                    .frame(width: Self.knob, height: Self.knob)
                    .offset(x: center - Self.knob / 2)
            }
            .frame(width: proxy.size.width, height: Self.knob)
        }
        .frame(height: Self.knob)
    }
}
