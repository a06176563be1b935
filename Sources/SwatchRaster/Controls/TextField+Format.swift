import Foundation

/// `TextField(_:value:format:)`: a field bound to a typed value (a number, a date) through a
/// Foundation format style. It draws the value formatted, as iOS shows it when the field is
/// not being edited; a typed string that parses is written back (docs/ARCHITECTURE.md §5.19).
extension TextField {
    /// A field over `value`, shown through `format`, with a custom label.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: formattedText(value, format), prompt: prompt, label: label)
    }
}

extension TextField where Label == Text {
    /// A field over `value`, shown through `format`, titled with a localized key.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: formattedText(value, format), prompt: prompt) { Text(titleKey) }
    }
    /// A field over `value`, shown through `format`, titled with a string.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: formattedText(value, format), prompt: prompt) { Text(title) }
    }
}

/// The string binding a formatted field edits: `format` on the way out, its parse strategy
/// on the way in; a string that does not parse leaves the value unchanged.
private func formattedText<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String> where F.FormatOutput == String {
    Binding(
        get: { format.format(value.wrappedValue) },
        set: { string in
            if let parsed = try? format.parseStrategy.parse(string) { value.wrappedValue = parsed }
        })
}
