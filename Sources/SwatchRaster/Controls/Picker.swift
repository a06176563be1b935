/// SwiftUI's `Picker`: options given as tagged views, drawn by the current picker style —
/// a segmented control, a menu button, an inline list or a wheel (docs/ARCHITECTURE.md §5.19).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// The selected value; nil when several sources disagree (nothing is highlighted).
    let selectedValue: SelectionValue?
    let label: Label
    let content: Content
    @Environment(\.pickerStyleKind) private var style
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker over the options `content` builds, each tagged with its selection value.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selectedValue = selection.wrappedValue
        self.content = content()
        self.label = label()
    }

    /// A picker whose selection is `value`, or none (several sources that disagree).
    init(selectedValue: SelectionValue?, content: Content, label: Label) {
        self.selectedValue = selectedValue
        self.content = content
        self.label = label
    }

    /// The options in the current style, the one tagged with the selection highlighted.
    public var body: some View {
        let options = viewListElements(content)
        let selected = selectedValue.flatMap { value in options.firstIndex { $0.tag == AnyHashable(value) } }
        switch style {
        case .segmented: SegmentedControl(options: options, selected: selected)
        case .inline: InlinePickerBody(options: options, selected: selected)
        case .wheel: WheelPickerBody(options: options, selected: selected)
        case .menu:
            if isInListRow && !labelsHidden {
                // In a List or Form row iOS shows the title leading and the menu trailing;
                // `labelsHidden()` leaves the menu alone.
                HStack {
                    label
                    Spacer()
                    MenuPickerBody(options: options, selected: selected)
                }
            } else {
                MenuPickerBody(options: options, selected: selected)
            }
        }
    }
}

extension Picker {
    /// A picker with its label given before its options (the iOS 13 spelling, deprecated in
    /// SwiftUI but common): `Picker(selection: $x, label: Text("Size")) { … }`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension Picker where Label == Text {
    /// A picker with a string label.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A style for pickers. The system styles below are the ones drawn.
public protocol PickerStyle {}

enum PickerStyleKind { case menu, segmented, inline, wheel }

/// The platform default: a menu button outside lists on iOS.
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
}
/// Equal-width segments, the selected one raised (UISegmentedControl).
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
}
/// A button showing the selection, opening a menu.
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
}
/// The options as rows, the selected one checked.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
}
/// A scrolling wheel with the selection in the middle.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
}
/// A row that pushes a list of options; drawn as the menu button in a still.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation-link style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform default.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// Equal-width segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A menu button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// Rows with a checkmark.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation row.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .menu } }

extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the pickers inside this view with `style`.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind
        switch style {
        case is SegmentedPickerStyle: kind = .segmented
        case is PalettePickerStyle: kind = .segmented
        case is InlinePickerStyle: kind = .inline
        case is WheelPickerStyle: kind = .wheel
        default: kind = .menu
        }
        return environment(\.pickerStyleKind, kind)
    }
}

/// The segmented control: a 32 pt tall rounded track in `tertiarySystemFill`, one equal-width
/// segment per option, the selected one a raised rounded rectangle inset 2 pt (white in
/// light, gray in dark), 1 pt separators between unselected neighbours, 13 pt titles
/// (semibold when selected). Sizes and the dark fill are approximations of iOS 13+'s
/// UISegmentedControl.
struct SegmentedControl: View {
    let options: [ViewListElement]
    let selected: Int?
    static let selectedFill = Color(name: "segmentSelected", light: RGBAColor(bytes: 255, 255, 255, 255), dark: RGBAColor(bytes: 99, 99, 102, 255))

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(options.indices), id: \.self) { index in
                options[index].view
                    .font(.system(size: 13, weight: index == selected ? .semibold : .regular))
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(index == selected ? Self.selectedFill : Color.clear, in: RoundedRectangle(cornerRadius: 7))
                    .padding(2)
                    .overlay(alignment: .trailing) {
                        if index + 1 < options.count, index != selected, index + 1 != selected {
                            Rectangle().fill(Color(.separator)).frame(width: 1, height: 16).offset(x: 0.5)
                        }
                    }
            }
        }
        .frame(height: 32)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 9))
    }
}

/// The menu button: the selected option in the tint with `chevron.up.chevron.down`.
struct MenuPickerBody: View {
    let options: [ViewListElement]
    let selected: Int?
    @Environment(\.resolvedControlTint) private var tint

    var body: some View {
        HStack(spacing: 6) {
            if let selected { options[selected].view }
            UpDownChevrons()
        }
        .foregroundColor(tint)
    }
}

/// The options as rows, 44 pt tall, separated by dividers, with a tinted checkmark on the
/// selected one.
struct InlinePickerBody: View {
    let options: [ViewListElement]
    let selected: Int?
    @Environment(\.resolvedControlTint) private var tint

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(options.indices), id: \.self) { index in
                HStack {
                    options[index].view
                    Spacer()
                    if index == selected {
                        CheckmarkShape().fill(tint).frame(width: 14, height: 12)
                    }
                }
                .frame(minHeight: 44)
                if index + 1 < options.count { Divider() }
            }
        }
    }
}

/// The wheel: up to two options either side of the selected one, 32 pt rows, the selected
/// row on a rounded gray band; rows away from it in secondary color (approximation of
/// UIPickerView, which also curves and fades the rows).
struct WheelPickerBody: View {
    let options: [ViewListElement]
    let selected: Int?

    var body: some View {
        let center = selected ?? 0
        VStack(spacing: 0) {
            ForEach(Array((center - 2)...(center + 2)), id: \.self) { index in
                Group {
                    if options.indices.contains(index) {
                        options[index].view
                            .font(index == center ? .title3 : .body)
                            .foregroundColor(index == center ? .primary : .secondary)
                    } else {
                        Color.clear
                    }
                }
                .frame(maxWidth: .infinity)
                .frame(height: 32)
                .background(index == center ? Color(.tertiarySystemFill) : Color.clear, in: RoundedRectangle(cornerRadius: 8))
            }
        }
    }
}
