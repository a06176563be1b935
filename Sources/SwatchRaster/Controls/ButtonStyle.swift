/// Button styles: SwiftUI's two protocols, their configurations, the system styles and the
/// modifiers that set them (docs/ARCHITECTURE.md §5.19).

/// A style that draws a button with the standard interaction: only its look is custom.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The properties of the button being drawn.
    typealias Configuration = ButtonStyleConfiguration
    /// The button's look, built from its label, role and pressed state.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ButtonStyle` gets: the label, the role, whether it is pressed (never, in a still).
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: AnyView
        /// The label as the button was given it.
        public var body: some View { content }
    }
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is pressed: always false in a still image.
    public let isPressed: Bool
}

/// A style that draws a button and decides itself when its action runs (`trigger()`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The properties of the button being drawn.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button's look and behaviour.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `PrimitiveButtonStyle` gets: the label, the role and the action.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: AnyView
        /// The label as the button was given it.
        public var body: some View { content }
    }
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void
    /// Runs the button's action.
    public func trigger() { action() }
}

/// The current button style, as the environment carries it: how to draw a button, and the
/// style that was current before it (what `Button(configuration)` draws with).
struct ButtonStyleBox {
    let makeBody: (AnyView, ButtonRole?, @escaping () -> Void) -> AnyView
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleBox { ButtonStyleBox.system(.automatic) }
}

extension ButtonStyleBox {
    static func system(_ kind: SystemButtonBody.Kind) -> ButtonStyleBox {
        ButtonStyleBox { label, role, _ in
            onMainActor((kind, label, role)) { AnyView(SystemButtonBody(kind: $0.0, label: $0.1, role: $0.2)) }
        }
    }

    static func primitive<S: PrimitiveButtonStyle>(_ style: S, parent: ButtonStyleBox) -> ButtonStyleBox {
        ButtonStyleBox { label, role, action in
            onMainActor((style, parent, role, label, action)) { input in
                let (style, parent, role, label, action) = input
                let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: action)
                return AnyView(style.makeBody(configuration: configuration).environment(\.buttonStyleBox, parent))
            }
        }
    }

    static func standard<S: ButtonStyle>(_ style: S) -> ButtonStyleBox {
        ButtonStyleBox { label, role, _ in
            onMainActor((style, role, label)) { AnyView($0.0.makeBody(configuration: ButtonStyleConfiguration(role: $0.1, label: .init(content: $0.2), isPressed: false))) }
        }
    }
}

extension EnvironmentValues {
    var buttonStyleBox: ButtonStyleBox {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons inside this view with a custom `ButtonStyle`.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleBox, .standard(style))
    }

    /// Draws the buttons inside this view with a `PrimitiveButtonStyle` (the system styles
    /// `.bordered`, `.borderedProminent`, … are of this kind).
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.buttonStyleBox) { box in
            box = (style as? any SystemButtonStyle).map { ButtonStyleBox.system($0.kind) } ?? .primitive(style, parent: box)
        }
    }
}

/// The system styles, drawn by `SystemButtonBody`.
protocol SystemButtonStyle: _RemoveGlobalActorIsolation {
    nonisolated var kind: SystemButtonBody.Kind { get }
}

/// The platform's default style: on iOS a borderless, tinted label.
public struct DefaultButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
    /// The default style.
    public init() {}
    var kind: SystemButtonBody.Kind { .automatic }
    /// The tinted label.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: kind, label: configuration.label.content, role: configuration.role)
    }
}

/// The label as it is, untinted.
public struct PlainButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
    /// The plain style.
    public init() {}
    var kind: SystemButtonBody.Kind { .plain }
    /// The label, unchanged.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: kind, label: configuration.label.content, role: configuration.role)
    }
}

/// A tinted label without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
    /// The borderless style.
    public init() {}
    var kind: SystemButtonBody.Kind { .borderless }
    /// The tinted label.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: kind, label: configuration.label.content, role: configuration.role)
    }
}

/// A tinted label on a translucent tint platter.
public struct BorderedButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
    /// The bordered style.
    public init() {}
    var kind: SystemButtonBody.Kind { .bordered }
    /// The label on its platter.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: kind, label: configuration.label.content, role: configuration.role)
    }
}

/// A white label on a platter filled with the tint: the screen's primary action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
    /// The bordered prominent style.
    public init() {}
    var kind: SystemButtonBody.Kind { .borderedProminent }
    /// The label on its filled platter.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: kind, label: configuration.label.content, role: configuration.role)
    }
}

/// A button drawn as a link: tinted text.
public struct LinkButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
    /// The link style.
    public init() {}
    var kind: SystemButtonBody.Kind { .link }
    /// The tinted label.
    public func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: kind, label: configuration.label.content, role: configuration.role)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label, untinted.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A tinted label without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted label on a translucent platter.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on a tint-filled platter.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// Tinted text, as a link.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// The shape of a bordered button's platter.
public struct ButtonBorderShape: Shape, Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle, roundedRectangle(CGFloat?)
    }
    let kind: Kind
    /// The system's choice: a rounded rectangle on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the system's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with the given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    /// The shape's outline in `rect`; the automatic radius is that of a regular-size button.
    public func path(in rect: CGRect) -> Path {
        outline(in: rect, systemRadius: ControlMetrics.button(.regular).cornerRadius)
    }

    func outline(in rect: CGRect, systemRadius: CGFloat) -> Path {
        switch kind {
        case .automatic, .roundedRectangle(nil):
            return Path(roundedRect: rect, cornerRadius: min(systemRadius, min(rect.width, rect.height) / 2))
        case .roundedRectangle(let radius?):
            return Path(roundedRect: rect, cornerRadius: min(radius, min(rect.width, rect.height) / 2))
        case .capsule:
            return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
        case .circle:
            let side = min(rect.width, rect.height)
            return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        }
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The current button border shape as a shape (`.background(color, in: .buttonBorder)`):
    /// the system's rounded rectangle here, as in a regular-size button.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
    /// The platter shape of bordered buttons here.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the platter shape of `.bordered` and `.borderedProminent` buttons inside.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

/// A platter shape sized for the control size, used by the system button look.
struct SizedBorderShape: Shape {
    let shape: ButtonBorderShape
    let systemRadius: CGFloat
    func path(in rect: CGRect) -> Path { shape.outline(in: rect, systemRadius: systemRadius) }
}

/// The iOS look of the system button styles (docs/ARCHITECTURE.md §5.19).
struct SystemButtonBody: View {
    enum Kind: Equatable { case automatic, plain, borderless, bordered, borderedProminent, link }
    let kind: Kind
    let label: AnyView
    let role: ButtonRole?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.resolvedControlTint) private var tint
    @Environment(\.font) private var font
    /// A foreground style set on the button or a container (`.foregroundColor(.black)`,
    /// `.foregroundStyle(…)`): on iOS it colors a default, borderless, link or bordered
    /// button's label instead of the tint.
    @Environment(\.foregroundStyles) private var foregroundStyles

    /// Destructive buttons use red whatever the tint, as iOS draws them.
    private var accent: Color { role == .destructive ? .red : tint }

    /// The enabled label color, or nil to keep the inherited foreground style.
    private var labelColor: Color? { foregroundStyles != nil && role != .destructive ? nil : accent }

    var body: some View {
        switch kind {
        case .plain:
            label.foregroundColor(isEnabled ? nil : ControlColors.disabledLabel)
        case .automatic, .borderless, .link:
            if isEnabled, labelColor == nil {
                label // keeps the inherited foreground style (`foregroundColor(nil)` would reset it)
            } else {
                label.foregroundColor(isEnabled ? labelColor : ControlColors.disabledLabel)
            }
        case .bordered, .borderedProminent:
            let metrics = ControlMetrics.button(controlSize)
            let prominent = kind == .borderedProminent
            let fill: Color = !isEnabled ? ControlColors.disabledFill
                : prominent ? accent : accent.opacity(ControlColors.borderedFillOpacity)
            let text: Color? = !isEnabled ? ControlColors.disabledLabel : prominent ? .white : labelColor
            label
                .font(font ?? metrics.font)
                .transformEnvironment(\.foregroundStyles) { styles in
                    if let text { styles = ForegroundStyles(primary: AnyShapeStyle(text), others: []) }
                }
                .padding(.horizontal, metrics.horizontalPadding)
                .padding(.vertical, metrics.verticalPadding)
                .background(SizedBorderShape(shape: borderShape, systemRadius: metrics.cornerRadius).fill(fill))
        }
    }
}
