import Foundation
import OpenCombine

// `RunLoop` as a Combine scheduler, as Apple's Combine makes it (MakeItSo delays a pipeline
// on `RunLoop.main`), declared here for the same reason as the dispatch queue's. Work is
// performed by the run loop when it next runs; a still is taken before.

extension RunLoop: OpenCombine.Scheduler {
    /// A point in time on a run loop: Apple's `RunLoop.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date.
        public var date: Date

        /// The point at `date`.
        public init(_ date: Date) { self.date = date }

        /// The distance to `other`, in seconds.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        /// The point `n` later.
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

        /// A distance between two points, in seconds: Apple's `RunLoop.SchedulerTimeType.Stride`.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            /// The distance in seconds.
            public var magnitude: TimeInterval

            /// A distance of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            /// The distance in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// A distance of `value` seconds.
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            /// A distance of `value` seconds.
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            /// A distance of `source` seconds.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            public static func + (a: Stride, b: Stride) -> Stride { Stride(a.magnitude + b.magnitude) }
            public static func - (a: Stride, b: Stride) -> Stride { Stride(a.magnitude - b.magnitude) }
            public static func * (a: Stride, b: Stride) -> Stride { Stride(a.magnitude * b.magnitude) }
            public static func += (a: inout Stride, b: Stride) { a = a + b }
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            public static func *= (a: inout Stride, b: Stride) { a = a * b }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
        }
    }

    /// Options of the run loop scheduler: Apple's has none.
    public struct SchedulerOptions {}

    /// The current date.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Performs `action` when the run loop next runs.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        perform { work.run() }
    }

    /// Performs `action` on the run loop at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    /// Performs `action` at `date` and every `interval` after, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any OpenCombine.Cancellable {
        let work = ScheduledAction(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work.run() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}
