import Foundation

/// `Stepper`'s other initializers: the label-before-`onEditingChanged` order SwiftUI prefers
/// (the older order is kept, disfavored, as in SwiftUI), a `format` for the value (used by
/// VoiceOver on iOS, so nothing more is drawn), and the deprecated action-first form.

extension Stepper {
    /// A stepper for `value` within `bounds`, with a custom label.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper for an unbounded `value`, with a custom label.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper with increment and decrement actions, the label last (deprecated order).
    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper for a formatted unbounded `value`, with a custom label.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper for a formatted `value` within `bounds`, with a custom label.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled by a string for a formatted unbounded `value`.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(title, value: value, step: step, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a string for a formatted `value` within `bounds`.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(title, value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }
}
