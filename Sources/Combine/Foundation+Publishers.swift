import Foundation
import OpenCombine

// The Foundation publishers that SwiftUI code hands to `onReceive`: `Timer.publish` and
// `NotificationCenter.publisher(for:)`. Apple's Foundation declares them when Combine is
// imported; Linux Foundation has neither. A render is one still with no run loop
// (docs/ARCHITECTURE.md §4.2, §2.7), so they never emit: they exist so the code compiles.

extension Timer {
    /// Combine's timer publisher: emits the date every `interval` once connected (here,
    /// never: no run loop turns during a render).
    public final class TimerPublisher: OpenCombine.ConnectablePublisher {
        /// The current date at each tick.
        public typealias Output = Date
        /// Timers never fail.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may be.
        public let tolerance: TimeInterval?
        /// The run loop the timer would be scheduled on.
        public let runLoop: RunLoop
        /// The run loop mode it would be scheduled in.
        public let mode: RunLoop.Mode

        /// A timer publisher; call `connect()` or `autoconnect()` to start it.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Starts the timer; in a still it never ticks, and cancelling does nothing.
        public func connect() -> OpenCombine.Cancellable { AnyCancellable {} }

        /// Attaches `subscriber`, which receives no ticks.
        public func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscriber.receive(subscription: Subscriptions.empty)
        }
    }

    /// A publisher that emits the date every `interval` seconds on `runLoop`, as
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` is written.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}

extension NotificationCenter {
    /// Combine's notification publisher: emits each notification named `name` (here, none
    /// are posted during a render, so nothing is emitted).
    public struct Publisher: OpenCombine.Publisher {
        /// The notification.
        public typealias Output = Notification
        /// It never fails.
        public typealias Failure = Never

        /// The center observed.
        public let center: NotificationCenter
        /// The notification name observed.
        public let name: Notification.Name
        /// The sender observed, or any when nil.
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name` from `object`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches `subscriber`, which receives nothing.
        public func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            subscriber.receive(subscription: Subscriptions.empty)
        }
    }

    /// A publisher of the notifications named `name`, as `NotificationCenter.default
    /// .publisher(for: UIApplication.didBecomeActiveNotification)` is written.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
