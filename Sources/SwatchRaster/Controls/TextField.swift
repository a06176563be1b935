/// SwiftUI's `TextField` and `SecureField`, unfocused: the value, or the placeholder in
/// `placeholderText` gray when the value is empty (docs/ARCHITECTURE.md §5.19).
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let label: Label
    let prompt: Text?
    var isSecure = false
    /// `.vertical` (TextField+Variants.swift): the text wraps onto more lines instead of
    /// being cut to one.
    var axis: Axis = .horizontal
    @Environment(\.textFieldStyleKind) private var style

    /// A field for `text`; `prompt` is the placeholder (the label's text otherwise).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.label = label()
        self.prompt = prompt
    }

    /// The value or placeholder, in the field's style.
    public var body: some View {
        let value = text.wrappedValue
        let placeholder = prompt ?? (label as? Text) ?? Text("")
        let shown: Text = value.isEmpty
            ? placeholder.foregroundColor(Color(.placeholderText))
            : Text(isSecure ? String(repeating: "\u{2022}", count: value.count) : value)
        return TextFieldChrome(content: shown.lineLimit(axis == .vertical ? nil : 1), style: style)
    }
}

extension TextField where Label == Text {
    /// A field whose placeholder is `title`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// A field labelled `title` whose placeholder is `prompt`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// A field for passwords: the value drawn as one bullet per character.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A secure field for `text`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, label: label)
        field.isSecure = true
        self.field = field
    }

    /// Bullets, or the placeholder.
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field whose placeholder is `title`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// A secure field labelled `title` whose placeholder is `prompt`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// A style for text fields.
public protocol TextFieldStyle {}

package enum TextFieldStyleKind { case plain, roundedBorder }

/// The platform default: plain on iOS outside forms.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
}
/// No decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
}
/// A rounded rectangle border around the field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform default.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: TextFieldStyleKind { .plain } }

extension EnvironmentValues {
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields inside this view with `style`.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain)
    }
}

/// A field as wide as offered, its text leading. The rounded border is UITextField's
/// `.roundedRect`: 34 pt tall, 7 pt inset, radius 5, a 0.5 pt `separator`-colored line on
/// `systemBackground` (approximations). Package-visible: a wrapped `UITextField` of border
/// style `.roundedRect` draws in the same chrome (§2.7).
package struct TextFieldChrome<Content: View>: View {
    let content: Content
    let style: TextFieldStyleKind

    /// `content` in the chrome of `style`.
    package init(content: Content, style: TextFieldStyleKind) {
        self.content = content
        self.style = style
    }

    package var body: some View {
        switch style {
        case .plain:
            content.frame(maxWidth: .infinity, alignment: .leading)
        case .roundedBorder:
            content
                .padding(.horizontal, 7)
                .frame(maxWidth: .infinity, minHeight: 34, alignment: .leading)
                .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 5))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(.separator), lineWidth: 0.5))
        }
    }
}
