import Foundation

/// SwiftUI's `SystemFormatStyle` (iOS 18): the live date formats of `Text(_:format:)`, such as
/// `.timer(countingDownIn:)`, `.stopwatch(startingAt:)`, `.offset(to:)` and `.reference(to:)`.
/// A still formats once, at the render's instant (docs/ARCHITECTURE.md §5.20), so each style is
/// a plain `DiscreteFormatStyle` that turns a date into text; the field choices and rounding are
/// approximations of iOS's output (`1:05`, `0:12.34`, `2 hours, 5 minutes`, `in 3 days`).
public enum SystemFormatStyle: Sendable {}

extension SystemFormatStyle {
    /// A countdown or count-up clock over an interval: `H:MM:SS` or `M:SS`.
    public struct Timer: Sendable, Hashable, Codable {
        /// The date being formatted: the current time.
        public typealias FormatInput = Date
        let interval: Range<Date>
        let countsDown: Bool
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration
        var localeIdentifier: String?

        /// A clock of the time left until the end of `interval`.
        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.interval = interval
            countsDown = true
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// A clock of the time since the start of `interval`, stopping at its end.
        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.interval = interval
            countsDown = false
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }
    }

    /// A stopwatch from a start date: `M:SS.cc`.
    public struct Stopwatch: Sendable, Hashable, Codable {
        /// The date being formatted: the current time.
        public typealias FormatInput = Date
        let startDate: Date
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration
        var localeIdentifier: String?

        /// A stopwatch started at `startDate`.
        public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                    maxPrecision: Duration = .milliseconds(10)) {
            self.startDate = startDate
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }
    }

    /// The offset between a date and an anchor in calendar units: `2 hours, 5 minutes`.
    public struct DateOffset: Sendable, Hashable, Codable {
        let anchor: Date
        let allowedFields: Set<Date.ComponentsFormatStyle.Field>
        let maxFieldCount: Int
        let sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        var calendar: Calendar = Calendar(identifier: .gregorian)
        var localeIdentifier: String?

        /// The offset from `anchor`, in at most `maxFieldCount` of `allowedFields`.
        public init(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                    maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.sign = sign
        }

        /// The same style computing with `calendar`.
        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateOffset {
            var copy = self
            copy.calendar = calendar
            return copy
        }
    }

    /// A date relative to a reference: `in 3 days`, `2 hours ago`.
    public struct DateReference: Sendable, Hashable, Codable {
        let date: Date
        let allowedFields: Set<Date.RelativeFormatStyle.Field>
        let maxFieldCount: Int
        let thresholdField: Date.RelativeFormatStyle.Field
        var calendar: Calendar = Calendar(identifier: .gregorian)
        var localeIdentifier: String?

        /// `date` described relative to the formatted date.
        public init(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                    maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) {
            self.date = date
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.thresholdField = thresholdField
        }

        /// The same style computing with `calendar`.
        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateReference {
            var copy = self
            copy.calendar = calendar
            return copy
        }
    }
}

/// Shared clock and unit text.
enum SystemFormatText {
    /// `H:MM:SS` (when `showsHours` and there are hours) or `M:SS`, with `fraction` digits.
    static func clock(_ seconds: Double, showsHours: Bool, fractionDigits: Int) -> String {
        let scale = pow(10, Double(fractionDigits))
        let total = (max(seconds, 0) * scale).rounded(.down) / scale
        let whole = Int(total)
        let h = whole / 3600, m = (whole % 3600) / 60, s = whole % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var text = showsHours && h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(showsHours ? m : m + h * 60):\(two(s))"
        if fractionDigits > 0 {
            let fraction = Int(((total - Double(whole)) * scale).rounded())
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: max(0, fractionDigits - digits.count)) + digits
        }
        return text
    }

    /// Fraction digits a precision asks for: 0 for a second or more, 1 for tenths, 2 below.
    static func fractionDigits(_ precision: Duration) -> Int {
        let seconds = Double(precision.components.seconds) + Double(precision.components.attoseconds) / 1e18
        if seconds >= 1 { return 0 }
        if seconds >= 0.1 { return 1 }
        return 2
    }

    /// `2 hours, 5 minutes` of the largest nonzero units, at most `count` of them.
    static func units(from start: Date, to end: Date, calendar: Calendar, components: [Calendar.Component], count: Int) -> String {
        let names: [Calendar.Component: String] = [.year: "year", .month: "month", .weekOfMonth: "week", .day: "day",
                                                    .hour: "hour", .minute: "minute", .second: "second"]
        let (a, b) = start <= end ? (start, end) : (end, start)
        let parts = calendar.dateComponents(Set(components), from: a, to: b)
        var pieces: [String] = []
        for component in components where pieces.count < max(count, 1) {
            guard let value = parts.value(for: component), value != 0, let name = names[component] else { continue }
            pieces.append("\(value) \(name)\(value == 1 ? "" : "s")")
        }
        if pieces.isEmpty, let last = components.last, let name = names[last] { pieces = ["0 \(name)s"] }
        return pieces.joined(separator: ", ")
    }
}

extension SystemFormatStyle.Timer: FormatStyle {
    /// The formatted text: an attributed string.
    public typealias FormatOutput = AttributedString

    /// The clock at `input`: time left (counting down) or elapsed (counting up).
    public func format(_ input: Date) -> AttributedString {
        let clamped = min(max(input, interval.lowerBound), interval.upperBound)
        let seconds = countsDown ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
        return AttributedString(SystemFormatText.clock(seconds, showsHours: showsHours,
                                                       fractionDigits: SystemFormatText.fractionDigits(maxPrecision)))
    }

    /// The same style for `locale` (digits are not localized here).
    public func locale(_ locale: Locale) -> SystemFormatStyle.Timer {
        var copy = self
        copy.localeIdentifier = locale.identifier
        return copy
    }
}

extension SystemFormatStyle.Timer: DiscreteFormatStyle {
    /// The last date before `input` at which the text changes.
    public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-step) }
    /// The first date after `input` at which the text changes.
    public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(step) }
    private var step: TimeInterval { pow(10, -Double(SystemFormatText.fractionDigits(maxPrecision))) }
}

extension SystemFormatStyle.Stopwatch: FormatStyle {
    /// The formatted text: an attributed string.
    public typealias FormatOutput = AttributedString

    /// The time elapsed from the start date to `input`.
    public func format(_ input: Date) -> AttributedString {
        AttributedString(SystemFormatText.clock(input.timeIntervalSince(startDate), showsHours: showsHours,
                                                fractionDigits: SystemFormatText.fractionDigits(maxPrecision)))
    }

    /// The same style for `locale` (digits are not localized here).
    public func locale(_ locale: Locale) -> SystemFormatStyle.Stopwatch {
        var copy = self
        copy.localeIdentifier = locale.identifier
        return copy
    }
}

extension SystemFormatStyle.Stopwatch: DiscreteFormatStyle {
    /// The last date before `input` at which the text changes.
    public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-step) }
    /// The first date after `input` at which the text changes.
    public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(step) }
    private var step: TimeInterval { pow(10, -Double(SystemFormatText.fractionDigits(maxPrecision))) }
}

extension SystemFormatStyle.DateOffset: FormatStyle {
    /// The date being formatted.
    public typealias FormatInput = Date
    /// The formatted text: an attributed string.
    public typealias FormatOutput = AttributedString

    /// The offset between `referenceDate` and the anchor, `-` first when the anchor is earlier.
    public func format(_ referenceDate: Date) -> AttributedString {
        let order: [(Date.ComponentsFormatStyle.Field, Calendar.Component)] = [
            (.year, .year), (.month, .month), (.week, .weekOfMonth), (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second)]
        let components = order.filter { allowedFields.contains($0.0) }.map(\.1)
        let text = SystemFormatText.units(from: referenceDate, to: anchor, calendar: calendar, components: components, count: maxFieldCount)
        return AttributedString(anchor < referenceDate ? "-" + text : text)
    }

    /// The same style for `locale` (units are English here).
    public func locale(_ locale: Locale) -> SystemFormatStyle.DateOffset {
        var copy = self
        copy.localeIdentifier = locale.identifier
        return copy
    }
}

extension SystemFormatStyle.DateOffset: DiscreteFormatStyle {
    /// One second before `referenceDate`.
    public func discreteInput(before referenceDate: Date) -> Date? { referenceDate.addingTimeInterval(-1) }
    /// One second after `referenceDate`.
    public func discreteInput(after referenceDate: Date) -> Date? { referenceDate.addingTimeInterval(1) }
    /// One second before `referenceDate`.
    public func input(before referenceDate: Date) -> Date? { referenceDate.addingTimeInterval(-1) }
    /// One second after `referenceDate`.
    public func input(after referenceDate: Date) -> Date? { referenceDate.addingTimeInterval(1) }
}

extension SystemFormatStyle.DateReference: FormatStyle {
    /// The date being formatted.
    public typealias FormatInput = Date
    /// The formatted text: an attributed string.
    public typealias FormatOutput = AttributedString

    /// The date relative to `referenceDate`: `in 3 days` or `2 hours ago`.
    public func format(_ referenceDate: Date) -> AttributedString {
        let order: [(Date.RelativeFormatStyle.Field, Calendar.Component)] = [
            (.year, .year), (.month, .month), (.week, .weekOfMonth), (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second)]
        let components = order.filter { allowedFields.contains($0.0) }.map(\.1)
        let text = SystemFormatText.units(from: referenceDate, to: date, calendar: calendar, components: components, count: maxFieldCount)
        return AttributedString(date >= referenceDate ? "in " + text : text + " ago")
    }

    /// The same style for `locale` (units are English here).
    public func locale(_ locale: Locale) -> SystemFormatStyle.DateReference {
        var copy = self
        copy.localeIdentifier = locale.identifier
        return copy
    }
}

extension SystemFormatStyle.DateReference: DiscreteFormatStyle {
    /// One second before `referenceDate`.
    public func discreteInput(before referenceDate: Date) -> Date? { referenceDate.addingTimeInterval(-1) }
    /// One second after `referenceDate`.
    public func discreteInput(after referenceDate: Date) -> Date? { referenceDate.addingTimeInterval(1) }
    /// One second before `referenceDate`.
    public func input(before referenceDate: Date) -> Date? { referenceDate.addingTimeInterval(-1) }
    /// One second after `referenceDate`.
    public func input(after referenceDate: Date) -> Date? { referenceDate.addingTimeInterval(1) }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A countdown clock to the end of `interval`.
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    /// A clock counting up from the start of `interval`.
    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// A stopwatch started at `startDate`.
    public static func stopwatch(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                                 maxPrecision: Duration = .milliseconds(10)) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// The offset to `anchor` in calendar units.
    public static func offset(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
                              maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// `date` relative to the formatted date.
    public static func reference(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                                 maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}
