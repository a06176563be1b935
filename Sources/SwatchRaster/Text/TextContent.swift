import Foundation

extension Text {
    /// What one run shows, resolved against the environment when the view is resolved.
    enum Content: Equatable, CustomStringConvertible {
        case verbatim(String)
        case key(LocalizedStringKey, tableName: String?, bundle: Bundle?)
        /// A value formatted for the environment; `identity` stands for it in `==`.
        case formatted(identity: String, format: (EnvironmentValues) -> String)
        case attributed(AttributedString)

        /// The strings this content shows, each with the styling it carries itself.
        func pieces(in environment: EnvironmentValues) -> [(String, TextAttributes)] {
            switch self {
            case .verbatim(let string): return [(string, TextAttributes())]
            case .key(let key, let tableName, let bundle): return key.pieces(in: environment, tableName: tableName, bundle: bundle)
            case .formatted(_, let format): return [(format(environment), TextAttributes())]
            case .attributed(let string): return TextAttributedString.pieces(of: string)
            }
        }

        var description: String {
            switch self {
            case .verbatim(let string): return "verbatim(\(string))"
            case .key(let key, let table, let bundle): return "key(\(key.key),\(table ?? ""),\(bundle?.bundlePath ?? ""))"
            case .formatted(let identity, _): return "formatted(\(identity))"
            case .attributed(let string): return "attributed(\(string))"
            }
        }

        static func == (lhs: Content, rhs: Content) -> Bool {
            switch (lhs, rhs) {
            case (.verbatim(let a), .verbatim(let b)): return a == b
            case (.key(let a, let ta, let ba), .key(let b, let tb, let bb)): return a == b && ta == tb && ba == bb
            case (.formatted(let a, _), .formatted(let b, _)): return a == b
            case (.attributed(let a), .attributed(let b)): return a == b
            default: return false
            }
        }
    }

    /// The characters this text shows, without styling (for a translation's `%@`).
    func plainString(in environment: EnvironmentValues) -> String {
        runs.flatMap { $0.content.pieces(in: environment).map(\.0) }.joined()
    }

    /// The ways `Text(_:style:)` shows a date.
    public enum DateStyle: Hashable, Sendable {
        /// The time, e.g. "11:23 PM".
        case time
        /// The date, e.g. "June 3, 2019".
        case date
        /// The time from now to the date, e.g. "2 hours, 23 minutes".
        case relative
        /// The signed offset from now, e.g. "+2 hours".
        case offset
        /// A count up or down from now, e.g. "2:32".
        case timer
    }

    /// A value formatted by a Foundation `FormatStyle` (`.number`, `.percent`,
    /// `.currency(code:)`, `Date.FormatStyle`, …) for the environment's locale, and its time
    /// zone and calendar for dates, never the machine's.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
                self.init(content: .formatted(identity: "\(TextFormatting.identity(input))|\(format)") { environment in
            TextFormatting.format(input, format, in: environment)
        })
    }

    /// A date shown in one of the `DateStyle` forms, in the environment's locale, time zone
    /// and calendar. `.relative`, `.offset` and `.timer` count from the moment of rendering.
    public init(_ date: Date, style: DateStyle) {
        // Seconds, not `Date.description`, which traps on a NaN date (issue 28).
        self.init(content: .formatted(identity: "\(date.timeIntervalSinceReferenceDate)|\(style)") { environment in
            TextFormatting.format(date, style: style, in: environment)
        })
    }

    /// A value formatted by a Foundation `Formatter` (a `DateFormatter`, `NumberFormatter`, …),
    /// with the formatter's own locale and time zone, as in SwiftUI.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(content: .formatted(identity: "\(subject)|\(ObjectIdentifier(formatter))") { _ in
            formatter.string(for: subject) ?? "\(subject)"
        })
    }

    /// An object formatted by a Foundation `Formatter`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(content: .formatted(identity: "\(subject)|\(ObjectIdentifier(formatter))") { _ in
            formatter.string(for: subject) ?? subject.description
        })
    }

    /// The text of an attributed string, each run with its attributes (see `TextAttributedString`).
    /// Disfavoured: swift-foundation's `AttributedString` is `ExpressibleByStringLiteral`, so
    /// without it `Text("**a**")` would pick this initializer instead of the
    /// `LocalizedStringKey` one a Mac picks, skipping localization and Markdown (§7.15).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(content: .attributed(attributedContent))
    }
}

/// Formatting with the environment's locale, time zone and calendar (docs/ARCHITECTURE.md §7.15).
enum TextFormatting {
    static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F, in environment: EnvironmentValues) -> String
    where F.FormatOutput == String {
        // A date that is not a point in time has no text (Foundation traps on it, issue 28).
        if let date = input as? Date, !date.timeIntervalSinceReferenceDate.isFinite { return "" }
        if var style = format as? Date.FormatStyle, let date = input as? Date {
            style.timeZone = environment.timeZone
            style.calendar = environment.calendar
            return style.locale(environment.locale).format(date)
        }
        if var style = format as? Date.ISO8601FormatStyle, let date = input as? Date {
            style.timeZone = environment.timeZone
            return style.format(date)
        }
        return format.locale(environment.locale).format(input)
    }

    /// A formatted value's part of a text's identity: a date's seconds, since
    /// `Date.description` traps on a NaN date (found by the layout fuzzer, issue 28).
    static func identity<T>(_ input: T) -> String {
        if let date = input as? Date { return "\(date.timeIntervalSinceReferenceDate)" }
        return "\(input)"
    }

    /// Longest interval a relative, offset or timer text counts (about 31 million years):
    /// `Int(1e20)` trapped (issue 28), and no screen shows more.
    static let maximumInterval: TimeInterval = 1e15

    static func format(_ date: Date, style: Text.DateStyle, in environment: EnvironmentValues) -> String {
        // A date that is not a point in time (NaN or infinite seconds) has no text: Foundation's
        // formatters trap on it (issue 28).
        guard date.timeIntervalSinceReferenceDate.isFinite else { return "" }
        switch style {
        case .date:
            return format(date, Date.FormatStyle(date: .long, time: .omitted), in: environment)
        case .time:
            return format(date, Date.FormatStyle(date: .omitted, time: .shortened), in: environment)
        case .relative, .offset, .timer:
            let interval = date.timeIntervalSinceNow
            let seconds = Int(min(max(interval.isFinite ? interval : 0, -Self.maximumInterval), Self.maximumInterval).rounded())
            let magnitude = abs(seconds)
            switch style {
            case .timer:
                let text = magnitude >= 3600
                    ? String(format: "%d:%02d:%02d", magnitude / 3600, magnitude / 60 % 60, magnitude % 60)
                    : String(format: "%d:%02d", magnitude / 60, magnitude % 60)
                return text
            default:
                let units = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes, .seconds], width: .wide)
                let text = units.locale(environment.locale).format(Duration.seconds(magnitude))
                return style == .offset ? (seconds < 0 ? "-" : "+") + text : text
            }
        }
    }
}
