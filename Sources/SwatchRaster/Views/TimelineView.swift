import Foundation

/// SwiftUI's `TimelineView`: content rebuilt at the dates of a schedule. A still is one
/// instant, so the content is built once, for the schedule's first date at or after the
/// still's instant (`TimelineView.stillDate`), and the picture is the same on every run
/// (docs/ARCHITECTURE.md §5.20).
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (Context) -> Content

    /// What the content closure receives: the date shown and how often it changes.
    public struct Context {
        /// How often the timeline updates.
        public enum Cadence: Comparable, Sendable {
            /// Continuously.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }
        /// The date the content is drawn for.
        public let date: Date
        /// How often the content changes; `.live` in a still.
        public let cadence: Cadence
        /// Asks for the content to be rebuilt; a still has one build.
        public func invalidateTimelineContent() {}
    }
}

/// The context type every `TimelineView` hands its content, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// The instant a still shows: 2007-01-09 09:41:00 UTC, the time Apple puts on device images.
/// Fixed, so that a timeline's picture does not depend on when it is rendered.
public let _stillDate = Date(timeIntervalSince1970: 1_168_335_660)

extension TimelineView: View where Content: View {
    /// A timeline of `schedule` whose content is built by `content`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = { context in content(TimelineViewDefaultContext(date: context.date, cadence: .live)) }
    }

    /// The content at the schedule's first date.
    public var body: some View {
        var entries = schedule.entries(from: _stillDate, mode: .normal).makeIterator()
        let date = entries.next() ?? _stillDate
        return content(Context(date: date, cadence: .live))
    }
}

/// How a schedule is asked for dates.
public enum TimelineScheduleMode: Sendable {
    /// Every date.
    case normal
    /// Fewer dates, as in the Always-On display.
    case lowFrequency
}

/// The dates a `TimelineView` updates at: SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The sequence of dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init() {}
    /// The minute starts from `startDate`'s minute on.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        /// The next minute.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }
    /// The minute starts from `startDate` on (the first is `startDate` itself, as SwiftUI's).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(upcoming: startDate) }
}

/// At a fixed interval from a date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    /// Every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }
    /// The dates of the schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
    /// The dates from the schedule's start, or from the period holding `startDate` when later.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, startDate > start else { return Entries(upcoming: start, interval: max(interval, 1)) }
        let periods = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return Entries(upcoming: start.addingTimeInterval(periods * interval), interval: interval)
    }
}

/// At the dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// At `dates`.
    public init(_ dates: Entries) { self.dates = dates }
    /// The dates, as given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// As often as an animation would redraw.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let interval: TimeInterval
    /// Redraws at most every `minimumInterval` seconds (nil: every frame); `paused` stops it.
    public init(minimumInterval: Double? = nil, paused: Bool = false) { interval = minimumInterval ?? 1.0 / 60 }
    /// The frame dates.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        /// The next frame.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
    /// The frame dates from `startDate` on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(upcoming: startDate, interval: interval) }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as an animation redraws.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// As often as an animation redraws, at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At the dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
