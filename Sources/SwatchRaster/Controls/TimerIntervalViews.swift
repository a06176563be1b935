import Foundation

/// The iOS 16 timer views: `ProgressView(timerInterval:countsDown:)` and
/// `Text(timerInterval:pauseTime:countsDown:showsHours:)`. A still shows them at its instant
/// (`_stillDate`, §5.20): the bar is filled to the fraction of the interval remaining (counting
/// down) or elapsed, and the clock reads the time left or elapsed then, `M:SS` or `H:MM:SS`.

extension ClosedRange where Bound == Date {
    /// The fraction of the interval elapsed (or remaining, counting down) at `date`.
    func timerFraction(at date: Date, countsDown: Bool) -> Double {
        let span = upperBound.timeIntervalSince(lowerBound)
        guard span > 0 else { return countsDown ? 0 : 1 }
        let elapsed = min(max(date.timeIntervalSince(lowerBound) / span, 0), 1)
        return countsDown ? 1 - elapsed : elapsed
    }

    /// The clock text at `date`: time left (counting down) or elapsed, clamped to the interval.
    func timerText(at date: Date, countsDown: Bool, showsHours: Bool = true) -> String {
        let clamped = Swift.min(Swift.max(date, lowerBound), upperBound)
        let seconds = countsDown ? upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(lowerBound)
        return SystemFormatText.clock(seconds.rounded(countsDown ? .up : .down), showsHours: showsHours, fractionDigits: 0)
    }
}

/// The time label a timer progress view shows: the time left (or elapsed) as a clock.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The clock text at the still's instant, in monospaced digits.
    public var body: some View {
        Text(verbatim: interval.timerText(at: _stillDate, countsDown: countsDown)).monospacedDigit()
    }
}

extension ProgressView {
    /// A bar for a time interval with a label and a current-value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: timerInterval.timerFraction(at: _stillDate, countsDown: countsDown), label: label(),
                  currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar for a time interval with a label; the current value is the clock.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: timerInterval.timerFraction(at: _stillDate, countsDown: countsDown), label: label(),
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar for a time interval.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: timerInterval.timerFraction(at: _stillDate, countsDown: countsDown), label: nil,
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension Text {
    /// A clock of the time left in (or elapsed through) `timerInterval` at the still's instant;
    /// `pauseTime`, when given, is the instant shown instead.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(verbatim: timerInterval.timerText(at: pauseTime ?? _stillDate, countsDown: countsDown, showsHours: showsHours))
    }
}
