import Dispatch
import Foundation
import OpenCombine

// `OperationQueue` as a Combine scheduler, as Apple's Combine makes it. combine-schedulers
// (Point-Free, under The Composable Architecture) declares `AnySchedulerOf<OperationQueue>`,
// `.immediate`, `.test` and `.unimplemented` for it; without the conformance those four
// files lost their declarations and every feature using them followed (Construct).

extension OperationQueue: OpenCombine.Scheduler {
    /// A point in time on an operation queue: Apple's `OperationQueue.SchedulerTimeType`,
    /// a date with a stride in seconds, the same shape as the run loop's, so one type serves.
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

    /// Options of the operation queue scheduler: Apple's has none.
    public struct SchedulerOptions {}

    /// The current date.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Adds `action` to the queue as an operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        addOperation { work.run() }
    }

    /// Adds `action` to the queue at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        let queue = QueueReference(self)
        // A one-shot timer source, as for the repeating schedule below; it keeps itself alive
        // until it fires. (`DispatchQueue.global().asyncAfter` missed its deadline by more
        // than ten seconds in a full test run here, while the timer source did not.)
        let timer = DispatchSource.makeTimerSource()
        let holder = TimerHolder(timer)
        timer.setEventHandler {
            queue.queue.addOperation { work.run() }
            holder.release()
        }
        timer.schedule(wallDeadline: Self.deadline(date), leeway: .nanoseconds(Int(tolerance.timeInterval * 1e9)))
        timer.resume()
    }

    /// Adds `action` to the queue at `date` and every `interval` after, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any OpenCombine.Cancellable {
        let work = ScheduledAction(action)
        let queue = QueueReference(self)
        let timer = DispatchSource.makeTimerSource()
        timer.setEventHandler { queue.queue.addOperation { work.run() } }
        timer.schedule(wallDeadline: Self.deadline(date), repeating: interval.timeInterval, leeway: .nanoseconds(Int(tolerance.timeInterval * 1e9)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }

    /// The wall-clock deadline of a date.
    private static func deadline(_ date: SchedulerTimeType) -> DispatchWallTime {
        .now() + max(0, date.date.timeIntervalSinceNow)
    }
}

/// The queue, handed to Dispatch's closures; `OperationQueue` is thread-safe, as on Apple
/// platforms, though swift-corelibs-foundation does not mark it `Sendable`.
private struct QueueReference: @unchecked Sendable {
    let queue: OperationQueue
    init(_ queue: OperationQueue) { self.queue = queue }
}

/// A one-shot timer kept alive until it has fired, then cancelled and let go.
private final class TimerHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?
    init(_ timer: DispatchSourceTimer) { self.timer = timer }
    func release() {
        lock.lock()
        let timer = self.timer
        self.timer = nil
        lock.unlock()
        timer?.cancel()
    }
}
