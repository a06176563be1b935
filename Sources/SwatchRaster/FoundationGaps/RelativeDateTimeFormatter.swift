import Foundation

/// Foundation's `RelativeDateTimeFormatter` ("2 hours ago", "yesterday"), which
/// swift-corelibs-foundation does not have. Feeds, inboxes and activity lists show dates this
/// way. The text comes from swift-foundation's ICU-backed `Date.AnchoredRelativeFormatStyle`,
/// so the words and abbreviations are ICU's, as Apple's are.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers ("1 day ago") or names where the language has them ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 2 weeks".
        case numeric = 0
        /// "yesterday", "next week".
        case named = 1
    }

    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2 mo. ago" (shorter still in some languages).
        case abbreviated = 3
    }

    /// Numbers or names; `.numeric` by default, as on Apple platforms.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How units are written; `.full` by default.
    open var unitsStyle: UnitsStyle = .full
    /// Where the text will stand (start of a sentence, a list…).
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar units are counted in.
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    /// The language; en_US unless set, like the engine's environment, so that output never
    /// depends on the machine.
    open var locale: Locale! = Locale(identifier: "en_US")

    /// A formatter with Apple's defaults.
    public override init() { super.init() }
    /// Decoding is not supported on Linux; the defaults are used.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` said relative to `referenceDate`: "2 hours ago", "in 3 days", "yesterday".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        // The anchored style says its anchor relative to the date it formats.
        var style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: units)
        style.locale = locale ?? Locale(identifier: "en_US")
        style.calendar = calendar ?? Calendar(identifier: .gregorian)
        style.capitalizationContext = capitalization
        return style.format(referenceDate)
    }

    /// A time interval from now said in words; positive is in the future.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// Date components from now said in words ("in 2 days").
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let calendar = self.calendar ?? Calendar(identifier: .gregorian)
        return localizedString(for: calendar.date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    /// A `Date` said relative to now, for `Formatter`'s interface; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private var presentation: Date.RelativeFormatStyle.Presentation {
        dateTimeStyle == .named ? .named : .numeric
    }

    private var units: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: return .wide
        case .spellOut: return .spellOut
        case .short: return .abbreviated
        case .abbreviated: return .narrow
        }
    }

    private var capitalization: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .beginningOfSentence: return .beginningOfSentence
        case .middleOfSentence: return .middleOfSentence
        case .standalone: return .standalone
        case .listItem: return .listItem
        default: return .unknown
        }
    }
}
