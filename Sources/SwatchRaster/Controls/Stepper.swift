/// SwiftUI's `Stepper` in the iOS look: the label, then the − / + control, a 94 × 32 pt
/// rounded rectangle split in two (docs/ARCHITECTURE.md §5.19). At a bound, that half's glyph
/// is drawn disabled.
public struct Stepper<Label: View>: View {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    @Environment(\.isEnabled) private var isEnabled

    /// A stepper whose buttons call `onIncrement` and `onDecrement`.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.canIncrement = onIncrement != nil
        self.canDecrement = onDecrement != nil
    }

    /// A stepper for `value` within `bounds`, moving by `step`.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.canDecrement = value.wrappedValue > bounds.lowerBound
        self.canIncrement = value.wrappedValue < bounds.upperBound
    }

    /// An unbounded stepper for `value`.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.canDecrement = true
        self.canIncrement = true
    }

    /// Label, spacer, control.
    public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                StepperGlyph(plus: false, enabled: isEnabled && canDecrement)
                Rectangle().fill(Color(.opaqueSeparator)).frame(width: 1, height: 18)
                StepperGlyph(plus: true, enabled: isEnabled && canIncrement)
            }
            .frame(width: 94, height: 32)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill)))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper for `value` within `bounds`, labelled with a string.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
    /// An unbounded stepper for `value`, labelled with a string.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
    /// A stepper with increment and decrement actions, labelled with a string.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// A − or + drawn as 14 × 2 pt bars (approximation of the stepper's symbols) in the label
/// color, or `tertiaryLabel` when that direction is unavailable.
struct StepperGlyph: View {
    let plus: Bool
    let enabled: Bool

    var body: some View {
        let color = enabled ? Color.primary : ControlColors.disabledLabel
        ZStack {
            Rectangle().fill(color).frame(width: 14, height: 2)
            if plus { Rectangle().fill(color).frame(width: 2, height: 14) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
