/// The closed, still look of controls whose interesting part is elsewhere (a menu, a share
/// sheet, a browser): `Link`, `Menu`, `ShareLink`; and the compact `DatePicker` and the
/// `ColorPicker` well (docs/ARCHITECTURE.md §5.19).

/// A link to a URL: its label in the tint.
public struct Link<Label: View>: View {
    let label: Label
    let destination: URL
    @Environment(\.resolvedControlTint) private var tint

    /// A link with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The tinted label.
    public var body: some View { label.foregroundColor(tint) }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A button that opens a menu; closed, it is its label drawn as a button.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    /// A menu with a custom label; `content` is never built in a still.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// The label, drawn by the current button style.
    public var body: some View { Button(action: {}) { label } }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A button that opens the share sheet; closed, its label ("Share" with the share symbol by
/// default) drawn as a button.
public struct ShareLink<Label: View>: View {
    let label: Label
    /// A share link for `item` with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A share link for text with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    /// The label, drawn by the current button style.
    public var body: some View { Button(action: {}) { label } }
}

extension ShareLink where Label == SwatchRaster.Label<Text, Image> {
    /// A share link for `item` with the standard label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.label = SwatchRaster.Label("Share", systemImage: "square.and.arrow.up")
    }
    /// A share link for text with the standard label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.label = SwatchRaster.Label("Share", systemImage: "square.and.arrow.up")
    }
    /// A share link titled `title` for `item`.
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.label = SwatchRaster.Label(title, systemImage: "square.and.arrow.up")
    }
}

/// Which parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates the set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A date picker in its compact iOS look: the label, then the date and time each on a gray
/// rounded chip. Dates are formatted in English, in UTC, so the picture does not depend on
/// the machine ("Nov 23, 2026", "4:55 PM").
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents

    /// A picker for `selection` with a custom label.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        self.date = selection.wrappedValue
        self.components = displayedComponents
    }
    /// A picker for `selection` limited to `range`, with a custom label.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// A picker for `selection` from a first date on, with a custom label.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// A picker for `selection` up to a last date, with a custom label.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Label, spacer, chips.
    public var body: some View {
        HStack {
            label
            Spacer()
            if components.contains(.date) { DateChip(text: Self.format(date, "MMM d, yyyy")) }
            if components.contains(.hourAndMinute) { DateChip(text: Self.format(date, "h:mm a")) }
        }
    }

    static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled `title`, limited to `range`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled `title`, from a first date on.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled `title`, up to a last date (a birthday: `in: ...Date()`).
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// A style for date pickers; every style is drawn compact in a still.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// The view `makeBody` returns.
    associatedtype Body: View
    /// The picker's label, selection and range.
    typealias Configuration = DatePickerStyleConfiguration
    /// The picker's look (see `DatePickerStyleConfiguration.swift`).
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
/// The platform default (compact).
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}
/// Chips that open a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}
/// An inline calendar (drawn compact here).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}
/// Wheels (drawn compact here).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform default.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Chips.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension View {
    /// Sets the date picker style; every style draws compact in a still.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

/// A compact date picker's chip: body text on `tertiarySystemFill`, radius 6, 11 × 6 pt
/// padding (approximations of iOS 14+'s compact picker).
struct DateChip: View {
    let text: String
    var body: some View {
        Text(verbatim: text)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6))
    }
}

/// A color picker: the label, then the well — a 28 pt circle of the selected color inside a
/// ring of hues (twelve wedges of the system colors standing in for iOS's conic gradient;
/// approximation).
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    /// A picker for `selection` with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.color = selection.wrappedValue
    }

    /// Label, spacer, well.
    public var body: some View {
        HStack {
            label
            Spacer()
            ZStack {
                ForEach(0..<12) { index in
                    HueWedge(index: index).fill(ColorWell.hues[index])
                }
                Circle().fill(Color(.systemBackground)).padding(3)
                Circle().fill(color).padding(5)
            }
            .frame(width: 28, height: 28)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

enum ColorWell {
    static let hues: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .red]
}

/// One twelfth of a disc, clockwise from the top.
struct HueWedge: Shape {
    let index: Int
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY), radius = min(rect.width, rect.height) / 2
        func point(_ step: Double) -> CGPoint {
            let angle = (step / 12 * 2 - 0.5) * Double.pi
            return CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        return Path { p in
            p.move(to: center)
            for sub in 0...4 { p.addLine(to: point(Double(index) + Double(sub) / 4)) }
            p.closeSubpath()
        }
    }
}
