/// An on/off control drawn by the current toggle style; by default the iOS switch: label
/// leading, a 51 × 31 pt switch trailing, green when on.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyleBox) private var style

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The current style's body for this toggle.
    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Inside a `ToggleStyle`: a toggle drawn by the default style from a configuration.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// A style that draws toggles.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The toggle's label and state.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle's look.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ToggleStyle` gets: the label and the bound on/off state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public struct Label: View {
        let content: AnyView
        /// The label as the toggle was given it; nothing under `labelsHidden()`.
        public var body: some View { ConfigurationLabel(content: content) }
    }
    /// The label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ; false for one binding.
    public var isMixed: Bool = false

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// The current toggle style in the environment.
struct ToggleStyleBox {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    static var `switch`: ToggleStyleBox { ToggleStyleBox { onMainActor($0) { AnyView(SwitchToggleStyle().makeBody(configuration: $0)) } } }
}

private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: ToggleStyleBox { .switch } }

extension EnvironmentValues {
    var toggleStyleBox: ToggleStyleBox {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles inside this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyleBox, ToggleStyleBox { AnyView(style.makeBody(configuration: $0)) })
    }
}

/// The iOS switch: label, spacer, a 51 × 31 pt capsule with a white knob.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// The switch style.
    public init() { tint = nil }
    /// The switch filled with `tint` when on, instead of green (the iOS 14 spelling of `.tint(_:)`).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }
    /// The switch look.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchBody(configuration: configuration, onColor: tint ?? .green)
    }
}

/// The switch, reading `isEnabled` to dim when disabled.
struct SwitchBody: View {
    let configuration: ToggleStyleConfiguration
    var onColor: Color = .green
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            // `labelsHidden()`: the switch alone, 51 × 31, with no label or spacer.
            knob
        } else {
            HStack {
                configuration.label
                Spacer()
                knob
            }
        }
    }

    private var knob: some View {
        ZStack(alignment: configuration.isOn ? .trailing : .leading) {
            Capsule().fill(configuration.isOn ? onColor : Color(.systemGray5))
            Circle().fill(Color.white).padding(2)
                .frame(width: 31, height: 31)
        }
        .frame(width: 51, height: 31)
        // A disabled switch is drawn at half opacity (our approximation of UIKit's
        // dimmed switch; docs/ARCHITECTURE.md §5.13).
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// A toggle drawn as a button: tinted label, on a translucent tint platter when on
/// (approximation of iOS's button toggle).
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    /// The label as a borderless (off) or bordered (on) button.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: configuration.isOn ? .bordered : .borderless, label: AnyView(configuration.label), role: nil)
    }
}

/// The platform default: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    /// The switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle drawn as a button.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform default (the switch).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
