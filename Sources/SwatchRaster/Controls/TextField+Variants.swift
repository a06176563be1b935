import Foundation

/// The other `TextField` and `SecureField` initializers real files use: vertical fields that
/// wrap (`axis: .vertical`), fields over a value shown through a Foundation `Formatter`, and
/// the iOS 13 forms with editing callbacks. They draw as the basic field does; callbacks
/// never run, as nothing is typed in a still (docs/ARCHITECTURE.md §5.19).

extension TextField {
    /// A field that grows along `axis`: vertical fields wrap their text onto more lines.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }

    /// A field over `value`, shown as `formatter` writes it, with a custom label; a still
    /// never edits, so the value is only read.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: formatterText(value, formatter), prompt: prompt, label: label)
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized key that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }
    /// A field titled with a localized key, with a placeholder, that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }
    /// A field titled with a string that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }
    /// A field titled with a string, with a placeholder, that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }

    /// A field over `value` through `formatter`, titled with a localized key.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(titleKey) }
    }
    /// A field over `value` through `formatter`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(title) }
    }
    /// A field over `value` through `formatter`, titled with a localized key, with a placeholder.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }
    /// A field over `value` through `formatter`, titled with a string, with a placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }

    /// The iOS 13 field with editing callbacks, titled with a localized key; they never run.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    /// The field with an editing callback, titled with a localized key; it never runs.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    /// The iOS 13 field with a commit callback, titled with a localized key; it never runs.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    /// The iOS 13 field with editing callbacks, titled with a string; they never run.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// The field with an editing callback, titled with a string; it never runs.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// The iOS 13 field with a commit callback, titled with a string; it never runs.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
}

extension SecureField where Label == Text {
    /// The iOS 13 secure field with a commit callback, titled with a localized key; it never runs.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    /// The iOS 13 secure field with a commit callback, titled with a string; it never runs.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
}

/// The string a formatter field shows: `formatter`'s string for the value (empty when it
/// has none). Writes are ignored: a still never edits.
private func formatterText<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
    Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in })
}
