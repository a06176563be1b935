import Dispatch
import Foundation
import OpenCombine

// `DispatchQueue` as a Combine scheduler, as Apple's Combine makes it: view models write
// `.receive(on: DispatchQueue.main)` and `.debounce(for: .milliseconds(300), scheduler:
// DispatchQueue.main)` (seven apps of the sample). OpenCombine keeps this conformance in
// another module and only `#if !canImport(Combine)`, which a build beside this module cannot
// rely on, so it is declared here, from Apple's interface. Work is handed to the queue as
// Dispatch would run it; a still is taken before a later delivery arrives.

extension DispatchQueue: OpenCombine.Scheduler {
    /// A point in time on a dispatch queue: Apple's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        /// The point at `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The distance to `other`, in nanoseconds.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(nanoseconds: Int(truncatingIfNeeded: Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds)))
        }

        /// The point `n` later.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(bitPattern: Int64(dispatchTime.uptimeNanoseconds) &+ Int64(n.magnitude))))
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
        public static func == (a: SchedulerTimeType, b: SchedulerTimeType) -> Bool { a.dispatchTime.uptimeNanoseconds == b.dispatchTime.uptimeNanoseconds }

        public init(from decoder: Decoder) throws {
            self.init(DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self)))
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// A distance between two points, in nanoseconds: Apple's
        /// `DispatchQueue.SchedulerTimeType.Stride`.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            /// The distance in nanoseconds.
            public var magnitude: Int

            /// A distance of `nanoseconds`.
            init(nanoseconds: Int) { magnitude = nanoseconds }

            /// A distance of a Dispatch interval (`.never` is the longest distance).
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// The distance as a Dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// A distance of `value` seconds.
            public init(floatLiteral value: Double) { magnitude = Int((value * 1_000_000_000).rounded()) }
            /// A distance of `value` seconds.
            public init(integerLiteral value: Int) { magnitude = value.multipliedReportingOverflow(by: 1_000_000_000).partialValue }
            /// A distance of `source` seconds, when it is a whole number of nanoseconds.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                let (value, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
                guard !overflow else { return nil }
                magnitude = value
            }

            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            public static func + (a: Stride, b: Stride) -> Stride { Stride(nanoseconds: a.magnitude + b.magnitude) }
            public static func - (a: Stride, b: Stride) -> Stride { Stride(nanoseconds: a.magnitude - b.magnitude) }
            public static func * (a: Stride, b: Stride) -> Stride { Stride(nanoseconds: a.magnitude * b.magnitude) }
            public static func += (a: inout Stride, b: Stride) { a = a + b }
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            public static func *= (a: inout Stride, b: Stride) { a = a * b }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
        }
    }

    /// How work is submitted to the queue: Apple's `DispatchQueue.SchedulerOptions`.
    public struct SchedulerOptions {
        /// The quality of service of the submitted work.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// A group the work joins.
        public var group: DispatchGroup?

        /// Options with these values.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The queue's current time.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// No tolerance: Dispatch fires as close to the deadline as it can.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(nanoseconds: 0) }

    /// Submits `action` to the queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Submits `action` to the queue at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Runs `action` at `date` and every `interval` after, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any OpenCombine.Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = ScheduledAction(action)
        timer.setEventHandler { work.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// An action Combine hands a scheduler, sent to a queue: Combine's own signatures do not mark
/// it `@Sendable`, and Dispatch runs it where the caller asked, as Apple's scheduler does.
struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
