/// SwiftUI's `Button`: a label drawn by the current button style. A still never taps it, so
/// the action is kept (a `PrimitiveButtonStyle` can call it through `trigger()`) but never run
/// by the engine (docs/ARCHITECTURE.md §5.19).
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    @Environment(\.buttonStyleBox) private var style

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (destructive buttons draw red) and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// The current style's body for this button's label and role.
    public var body: some View {
        style.makeBody(AnyView(label), role, action)
    }
}

extension Button where Label == Text {
    /// A button labelled with a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a role, labelled with a string.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwatchRaster.Label<Text, Image> {
    /// A button labelled with a title and a system symbol (drawn as a placeholder, §5.19).
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { SwatchRaster.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, a title and a system symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwatchRaster.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Inside a `PrimitiveButtonStyle`'s `makeBody`: the button drawn by the style that was
    /// current before that one, so a style can decorate the standard look.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

/// What a button is for; styles draw some roles differently (destructive is red).
public struct ButtonRole: Equatable, Sendable {
    private let name: String
    /// A button that deletes data or cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A button that closes the current operation without losing progress (iOS 26).
    public static let close = ButtonRole(name: "close")
    /// A button that confirms the current operation (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")

    /// The symbol of the role's system label: an "x" for cancel and close (Apple's
    /// documentation of `init(role:action:)` and of `close`), a check mark for confirm (the
    /// standard done button). Destructive's is not documented; the trash can is assumed.
    var systemImageName: String {
        switch name {
        case "confirm": return "checkmark"
        case "destructive": return "trash"
        default: return "xmark"
        }
    }
}

/// The label iOS 26 draws for `Button(role:action:)`: the role's system symbol.
public struct DefaultButtonLabel: View {
    let role: ButtonRole
    /// The role's symbol.
    public var body: some View { Image(systemName: role.systemImageName) }
}

extension Button where Label == DefaultButtonLabel {
    /// A button with the role's system label (iOS 26): `Button(role: .close) { dismiss() }`.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
