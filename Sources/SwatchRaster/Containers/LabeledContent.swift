/// SwiftUI's `LabeledContent` (iOS 16): a label at the leading edge and its value at the
/// trailing edge in the secondary color, as a form row shows a setting.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A row of a label and custom content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    @Environment(\.labeledContentStyleBox) private var style
    /// Built by `LabeledContent(configuration)` inside a style: drawn in the default look.
    var fromConfiguration = false

    /// The row in the environment's `LabeledContentStyle` (LabeledContentStyle.swift); by
    /// default the label, a flexible gap, and the content in the secondary label color.
    public var body: some View {
        if let style, !fromConfiguration {
            style.makeBody(LabeledContentStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content))))
        } else {
            HStack {
                label
                Spacer()
                content.foregroundColor(.secondary)
            }
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A titled value: `LabeledContent("Version", value: "1.0")`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    /// A title and custom content.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
