import SwatchRaster

/// A control for picking a date, a time or a countdown: UIKit's `UIDatePicker`. Inside a
/// representable it draws as the named tile (SwiftUI's `DatePicker` is the one the engine
/// draws); nobody turns a wheel in a still, so `.valueChanged` is never sent and every setting
/// keeps what code sets, with UIKit's documented defaults.
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
    /// What the picker shows: UIKit's `UIDatePicker.Mode`, with its raw values.
    public enum Mode: Int, Sendable {
        /// Hours, minutes and (by locale) AM/PM.
        case time = 0
        /// Months, days and years.
        case date = 1
        /// A date with hours and minutes.
        case dateAndTime = 2
        /// Hours and minutes of a countdown.
        case countDownTimer = 3
        /// Years and months (iOS 17.4).
        case yearAndMonth = 4
    }

    /// What the picker shows; `.dateAndTime` by default, as UIKit's.
    open var datePickerMode: Mode = .dateAndTime
    /// The style asked for; `.automatic` by default, as UIKit's.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style in use, never `.automatic` (UIKit documents that): the preferred one, except
    /// that a countdown or a year-and-month picker has wheels only, and automatic is compact
    /// for the other modes, as iOS 14 and later resolve it.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// The picked date: the moment the picker was made, until set, as UIKit's.
    open var date = Date()
    /// The earliest date offered; nil by default.
    open var minimumDate: Date?
    /// The latest date offered; nil by default.
    open var maximumDate: Date?
    /// The locale dates are shown in: the current locale unless set; nil goes back to it.
    open var locale: Locale? {
        get { pickedLocale ?? .current }
        set { pickedLocale = newValue }
    }
    /// The calendar dates are reckoned in: the current calendar unless set; nil goes back to
    /// it, as UIKit's.
    open var calendar: Calendar! {
        get { pickedCalendar ?? .current }
        set { pickedCalendar = newValue }
    }
    /// The time zone shown; nil by default, meaning the current one, as UIKit's.
    open var timeZone: TimeZone?
    /// The minute wheel's step: 1 by default; a value from 1 to 30 that divides 60 is kept,
    /// any other gives the default, as UIKit documents.
    open var minuteInterval: Int {
        get { interval }
        set { interval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }
    /// The countdown in seconds; 0 by default, as UIKit's.
    open var countDownDuration: TimeInterval = 0
    private var pickedLocale: Locale?
    private var pickedCalendar: Calendar?
    private var interval = 1

    /// A picker of `frame`.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
    /// Sets the date; nothing spins in a still.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
    /// An `UIDatePicker` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// How a date picker looks: UIKit's `UIDatePickerStyle` (iOS 13.4), with its raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice for the platform and mode.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A label that opens an editor.
    case compact = 2
    /// An editor in place (iOS 14).
    case inline = 3
}
