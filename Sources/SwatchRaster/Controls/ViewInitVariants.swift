import Foundation

/// Further SwiftUI initializers of existing views, each drawing as the engine's basic forms:
/// `Label(configuration)`, `LabeledContent(_:value:format:)`, `ScrollView(_:content:)`,
/// `TupleView(_:)` and the asset images with a label or a variable value.

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Inside a `LabelStyle`: the label of a configuration, drawn title-and-icon.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        fromConfiguration = true
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A titled value formatted with `format`: `LabeledContent("Price", value: 9.5, format: .currency(code: "USD"))`.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(verbatim: format.format(value)) }, label: { Text(title) })
    }
}

extension ScrollView {
    /// A scroll view along `axes` (iOS 16's spelling; indicators follow `scrollIndicators(_:)`).
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }
}

extension TupleView {
    /// A tuple of views; the engine resolves only tuples that `ViewBuilder` makes, so this one
    /// draws nothing.
    public init(_ value: T) {
        self.init(value: value, resolveChildren: { _, _ in })
    }
}

extension Image {
    /// An asset-catalog image with an accessibility label (not drawn).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// An asset-catalog symbol image at a variable value (drawn as the plain image).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// An asset-catalog symbol image at a variable value, with an accessibility label.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// An asset-catalog symbol image at a variable value that accessibility ignores.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }
}
