import Foundation

/// A labeled value given to a mark: Swift Charts' `PlottableValue`, made with `.value(_:_:)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value
    let unit: Calendar.Component?
    let calendar: Calendar?

    var plot: PlotValue { PlotValue(value) }

    /// A value with a label; the label names the axis and legend title.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value, unit: nil, calendar: nil)
    }

    /// A value with a localized label.
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value, unit: nil, calendar: nil)
    }

    /// A value with a label given as text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value, unit: nil, calendar: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned by `unit`: a bar spans the unit, a point sits in its middle.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: date, unit: unit, calendar: calendar)
    }

    /// A date binned by `unit`, with a localized label.
    public static func value(_ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: "", value: date, unit: unit, calendar: calendar)
    }
}

/// A plotted value with its unit (for dates) and label, kept by a mark.
struct PlotEntry {
    var value: PlotValue
    var unit: Calendar.Component?
    var calendar: Calendar
    var label: String

    init<V>(_ p: PlottableValue<V>) {
        value = p.plot
        unit = p.unit
        calendar = p.calendar ?? Calendar.current
        label = p.label
    }

    init(_ value: PlotValue) {
        self.value = value
        unit = nil
        calendar = .current
        label = ""
    }

    init(number: Double) {
        value = .number(number)
        unit = nil
        calendar = .current
        label = ""
    }

    /// The start and end of a binned date, as numbers on the date scale.
    var binInterval: (Double, Double)? {
        guard case .date(let d) = value, let unit else { return nil }
        guard let interval = calendar.dateInterval(of: unit, for: d) else { return nil }
        return (interval.start.timeIntervalSinceReferenceDate, interval.end.timeIntervalSinceReferenceDate)
    }
}
