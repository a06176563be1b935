import Foundation

/// `DatePickerStyle`'s configuration and the built-in styles' bodies. Every style draws the
/// compact picker in a still (§5.19), so each built-in body is the compact `DatePicker` of the
/// configuration's label, selection and components.

/// What a `DatePickerStyle` gets: the label, the selection and its limits.
public struct DatePickerStyleConfiguration {
    /// The picker's label.
    @MainActor @preconcurrency
    public struct Label: View {
        let content: AnyView
        /// The label's view.
        public typealias Body = AnyView
        /// The label as the picker was given it; nothing under `labelsHidden()`.
        public var body: AnyView { AnyView(ConfigurationLabel(content: content)) }
    }
    /// The label.
    public let label: DatePickerStyleConfiguration.Label
    /// The selected date.
    @Binding public var selection: Date
    /// The earliest selectable date, if limited.
    public var minimumDate: Date?
    /// The latest selectable date, if limited.
    public var maximumDate: Date?
    /// Which parts (date, time) the picker shows.
    public var displayedComponents: DatePickerComponents
}

extension DatePickerStyleConfiguration {
    /// The compact picker every built-in style draws.
    @MainActor
    var compactPicker: DatePicker<DatePickerStyleConfiguration.Label> {
        DatePicker(selection: $selection, displayedComponents: displayedComponents) { label }
    }
}

extension DefaultDatePickerStyle {
    /// The compact picker.
    public typealias Body = DatePicker<DatePickerStyleConfiguration.Label>
    /// The compact picker of the configuration.
    public func makeBody(configuration: Configuration) -> Body { configuration.compactPicker }
}

extension CompactDatePickerStyle {
    /// The compact picker.
    public typealias Body = DatePicker<DatePickerStyleConfiguration.Label>
    /// The compact picker of the configuration.
    public func makeBody(configuration: Configuration) -> Body { configuration.compactPicker }
}

extension GraphicalDatePickerStyle {
    /// The compact picker (a still does not draw the calendar).
    public typealias Body = DatePicker<DatePickerStyleConfiguration.Label>
    /// The compact picker of the configuration.
    public func makeBody(configuration: Configuration) -> Body { configuration.compactPicker }
}

extension WheelDatePickerStyle {
    /// The compact picker (a still does not draw the wheels).
    public typealias Body = DatePicker<DatePickerStyleConfiguration.Label>
    /// The compact picker of the configuration.
    public func makeBody(configuration: Configuration) -> Body { configuration.compactPicker }
}
