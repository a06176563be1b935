import Foundation

/// Foundation's `DateComponentsFormatter` ("1:05:00", "1h 5m", "1 hour, 5 minutes"), which
/// swift-corelibs-foundation declares unavailable. Timers, workouts and trackers show
/// durations this way. This class shadows that declaration (the engine imports Foundation,
/// and Swift prefers the importing module's name), so `DateComponentsFormatter()` builds with
/// `import Foundation` alone in an app package, where every file imports the engine.
/// Unit words come from swift-foundation's ICU-backed `Duration.UnitsFormatStyle`; positional
/// output is composed here, as `Duration.TimeFormatStyle` does not drop leading zero units.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:05:00".
        case positional = 0
        /// "1h 5m".
        case abbreviated = 1
        /// "1 hr, 5 min".
        case short = 2
        /// "1 hour, 5 minutes".
        case full = 3
        /// "one hour, five minutes".
        case spellOut = 4
        /// "1hr 5min".
        case brief = 5
    }

    /// What to do with zero-valued units.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options with `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leave no zero unit out.
        public static let none = ZeroFormattingBehavior([])
        /// Drop leading zero units (positional keeps at least minutes and seconds).
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Drop zero units between non-zero ones.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Drop trailing zero units.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Drop every zero unit.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Pad positional units with zeros ("01:05:00").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
        /// Apple's default: drop leading zeros in positional style, all zeros otherwise.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
    }

    /// How units are written; `.positional` by default.
    open var unitsStyle: UnitsStyle = .positional
    /// The units that may appear; hours, minutes and seconds when empty.
    open var allowedUnits: NSCalendar.Unit = []
    /// What happens to zero units.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, largest first; 0 means no limit.
    open var maximumUnitCount = 0
    /// Whether the smallest unit may show a fraction.
    open var allowsFractionalUnits = false
    /// Whether the largest unit may collapse into the next ("90 s" rather than "1 min 30 s").
    open var collapsesLargestUnit = false
    /// Whether "About" precedes an approximate value.
    open var includesApproximationPhrase = false
    /// Whether "remaining" follows the value.
    open var includesTimeRemainingPhrase = false
    /// Where the text will stand.
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar units are counted in.
    open var calendar: Calendar? = Calendar(identifier: .gregorian)

    /// A formatter with Apple's defaults.
    public override init() { super.init() }
    /// Decoding is not supported on Linux; the defaults are used.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `ti` seconds written in the units and style chosen.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        var units = Self.order.filter { allowedUnits.contains($0.unit) }
        if units.isEmpty { units = Self.order.filter { [.hour, .minute, .second].contains($0.unit) } }
        var remaining = abs(ti)
        var values: [(unit: NSCalendar.Unit, seconds: Double, value: Double)] = []
        for (index, entry) in units.enumerated() {
            let isLast = index == units.count - 1
            let whole = isLast && allowsFractionalUnits ? remaining / entry.seconds : (remaining / entry.seconds).rounded(isLast ? .toNearestOrAwayFromZero : .towardZero)
            values.append((entry.unit, entry.seconds, whole))
            remaining -= whole * entry.seconds
        }
        let text = unitsStyle == .positional ? positional(values) : worded(values)
        var result = (ti < 0 ? "-" : "") + text
        if includesApproximationPhrase { result = "About " + result }
        if includesTimeRemainingPhrase { result += " remaining" }
        return result
    }

    /// The time from `startDate` to `endDate`.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// `components` as a duration (days, hours, minutes and seconds counted as fixed lengths).
    open func string(from components: DateComponents) -> String? {
        var seconds = Double(components.second ?? 0) + Double(components.nanosecond ?? 0) / 1e9
        seconds += Double(components.minute ?? 0) * 60 + Double(components.hour ?? 0) * 3600
        seconds += Double(components.day ?? 0) * 86_400 + Double(components.weekOfMonth ?? 0) * 604_800
        return string(from: seconds)
    }

    /// A number of seconds or `DateComponents`; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        if let components = obj as? DateComponents { return string(from: components) }
        if let seconds = obj as? Double { return string(from: seconds) }
        if let seconds = obj as? Int { return string(from: Double(seconds)) }
        return nil
    }

    /// `components` in `unitsStyle` with the default settings.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    /// The units, largest first, with their fixed lengths in seconds.
    private static let order: [(unit: NSCalendar.Unit, seconds: Double)] = [
        (.year, 31_536_000), (.month, 2_592_000), (.weekOfMonth, 604_800), (.day, 86_400),
        (.hour, 3600), (.minute, 60), (.second, 1),
    ]

    /// "1:05:00": the largest unit unpadded (padded with `.pad`), the rest two digits.
    private func positional(_ values: [(unit: NSCalendar.Unit, seconds: Double, value: Double)]) -> String {
        var shown = values
        if !zeroFormattingBehavior.contains(.pad) {
            // Leading zero units go, but minutes and seconds always show (Apple: "0:05").
            while shown.count > 2, shown[0].value == 0 { shown.removeFirst() }
        }
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        return shown.enumerated().map { index, entry in
            let number = allowsFractionalUnits && index == shown.count - 1 ? String(format: "%g", entry.value) : String(Int(entry.value))
            return index == 0 && !zeroFormattingBehavior.contains(.pad) ? number : (number.count < 2 ? "0" + number : number)
        }.joined(separator: ":")
    }

    /// "1h 5m", "1 hr, 5 min", "1 hour, 5 minutes": the non-zero units in ICU's words.
    private func worded(_ values: [(unit: NSCalendar.Unit, seconds: Double, value: Double)]) -> String {
        var shown = values.filter { $0.value != 0 }
        if shown.isEmpty, let last = values.last { shown = [last] }
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        let seconds = shown.reduce(0) { $0 + $1.value * $1.seconds }
        // Duration's unit words cover weeks to seconds; years and months are said by hand.
        let calendarUnits = shown.filter { $0.unit == .year || $0.unit == .month }
        let timeUnits = shown.filter { $0.unit != .year && $0.unit != .month }
        var parts = calendarUnits.map { entry -> String in
            let count = Int(entry.value)
            let word = entry.unit == .year ? (unitsStyle == .full || unitsStyle == .spellOut ? "year" : "yr") : (unitsStyle == .full || unitsStyle == .spellOut ? "month" : "mth")
            let plural = (unitsStyle == .full || unitsStyle == .spellOut) && count != 1 ? "s" : ""
            return unitsStyle == .abbreviated ? "\(count)\(entry.unit == .year ? "y" : "mo")" : "\(count) \(word)\(plural)"
        }
        if !timeUnits.isEmpty {
            let allowed = Set(timeUnits.compactMap { Self.durationUnit($0.unit) })
            let rest = seconds - calendarUnits.reduce(0) { $0 + $1.value * $1.seconds }
            let style = Duration.UnitsFormatStyle(allowedUnits: allowed, width: width, maximumUnitCount: nil,
                                                  zeroValueUnits: .hide, valueLength: nil,
                                                  fractionalPart: allowsFractionalUnits ? .show(length: 1) : .hide)
            var text = style.locale(Locale(identifier: "en_US")).format(.milliseconds(Int64((rest * 1000).rounded())))
            if unitsStyle == .brief { text = text.replacingOccurrences(of: " hr", with: "hr").replacingOccurrences(of: " min", with: "min").replacingOccurrences(of: " sec", with: "sec") }
            parts.append(text)
        }
        var text = parts.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
        if unitsStyle == .spellOut {
            let speller = NumberFormatter()
            speller.locale = Locale(identifier: "en_US")
            speller.numberStyle = .spellOut
            text = text.split(separator: " ").map { word in Int(word).flatMap { speller.string(from: NSNumber(value: $0)) } ?? String(word) }.joined(separator: " ")
        }
        return text
    }

    private var width: Duration.UnitsFormatStyle.UnitWidth {
        switch unitsStyle {
        case .abbreviated: return .narrow
        case .short: return .abbreviated
        case .brief: return .abbreviated
        default: return .wide
        }
    }

    private static func durationUnit(_ unit: NSCalendar.Unit) -> Duration.UnitsFormatStyle.Unit? {
        switch unit {
        case .weekOfMonth: return .weeks
        case .day: return .days
        case .hour: return .hours
        case .minute: return .minutes
        case .second: return .seconds
        default: return nil
        }
    }
}
