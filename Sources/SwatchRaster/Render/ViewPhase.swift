import Dispatch
import Foundation

/// Runs the view phase of a rendering (resolve, layout, the settle loop and the display
/// list: every stage that calls a user's `body`, modifiers, styles, layouts and closures)
/// on the main actor, as SwiftUI does, while the later stages (raster, encode, hash) stay on
/// the caller's thread. docs/ARCHITECTURE.md §3.1 gives the design and its measurements.
///
/// - On the main thread the phase runs in place.
/// - Inside `serve(_:)` (batches, benchmarks, preview runs) the serving main thread runs each
///   phase that its workers hand it, one at a time, while they rasterize in parallel.
/// - Elsewhere the phase is handed to the main dispatch queue, which is free in Swift
///   Testing's tests, in `async` code and in apps. If the main thread does not take it within
///   `mainQueueWait` (it is blocked, say waiting for this very thread), the caller runs the
///   phase itself instead, never deadlocking, until the main queue is seen working again.
///
/// In every case phases never overlap: one process-wide lock serializes them, so views of
/// concurrent renderings see the exclusive access the main actor would give them.
package enum ViewPhase {
    /// How long a phase waits for the main queue before running on its own thread. Long
    /// enough that a main actor busy with other work (another test) is waited for; a
    /// blocked one costs this once, until the main queue is seen working again.
    static let mainQueueWait: DispatchTimeInterval = .seconds(2)

    /// Runs `work` as a view phase (see the type's description) and returns its result.
    package static func run<T>(_ work: () throws -> T) throws -> T {
        if isOnMainActor || Running.isCurrent {
            return try exclusively(work)
        }
        return try withoutActuallyEscaping(work) { escapable in
            let request = Request(UncheckedWork(escapable))
            if let pump = Pump.current {
                pump.submit(request)
                request.wait()
            } else if MainQueue.isResponsive {
                DispatchQueue.main.async { request.runIfUnclaimed() }
                if !request.wait(timeout: mainQueueWait) {
                    MainQueue.markBlocked()
                    request.runHere()
                }
            } else {
                // Main queue known blocked: run here, and let a probe say when it is back.
                DispatchQueue.main.async { MainQueue.markResponsive() }
                if request.claim() { request.runHere() }
            }
            return try request.result(as: T.self)
        }
    }

    /// Whether the caller is on the main actor: on the main thread, or in a block of the main
    /// dispatch queue, which `dispatch_main()` (Swift Testing's and async `main`'s host on
    /// Linux) has a worker thread drain, so `Thread.isMainThread` alone would say no.
    package static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueue.marker) != nil
    }

    /// Runs `body` on another thread while this (main) thread runs the view phases that
    /// `body`'s threads hand over, until `body` returns. Called off the main thread, it just
    /// runs `body`: phases then go to the main queue as usual.
    package static func serve(_ body: @escaping @Sendable () -> Void) {
        guard isOnMainActor, Pump.current == nil else { return body() }
        let pump = Pump()
        Pump.install(pump)
        defer { Pump.install(nil) }
        let worker = Thread {
            body()
            pump.finish()
        }
        worker.stackSize = 8 << 20
        worker.start()
        pump.serve()
    }

    /// Runs `work` holding the process-wide phase lock, marking this thread as in a phase so
    /// that a nested rendering (a body that renders an image) runs in place.
    private static func exclusively<T>(_ work: () throws -> T) throws -> T {
        if Running.isCurrent { return try work() }
        lock.lock()
        Running.isCurrent = true
        defer {
            Running.isCurrent = false
            lock.unlock()
        }
        return try work()
    }

    private static let lock = NSLock()

    /// Whether this thread is inside a view phase.
    private enum Running {
        static var isCurrent: Bool {
            get { Thread.current.threadDictionary[key] != nil }
            set { Thread.current.threadDictionary[key] = newValue ? true : nil }
        }
        static let key = "SwatchRaster.ViewPhase.running"
    }

    /// Whether the main dispatch queue answered the last phase handed to it.
    private enum MainQueue {
        /// A value set on the main queue only, to recognize its blocks on any thread.
        static let marker: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            DispatchQueue.main.setSpecific(key: key, value: true)
            return key
        }()
        // nonisolated(unsafe): every access holds `stateLock`.
        nonisolated(unsafe) static var blocked = false
        static let stateLock = NSLock()
        static var isResponsive: Bool { stateLock.withLock { !blocked } }
        static func markBlocked() { stateLock.withLock { blocked = true } }
        static func markResponsive() { stateLock.withLock { blocked = false } }
    }

    /// A phase's work with its result: run once, by whichever thread claims it first.
    // @unchecked: `claimed` and `outcome` are guarded by `lock`; `work` is called by the one
    // claiming thread while its caller waits on `done`, so it never runs concurrently.
    private final class Request: @unchecked Sendable {
        /// Dropped as soon as it has run: the caller's closure must not outlive its call
        /// (`withoutActuallyEscaping` checks), though a queued block may keep the request.
        private var work: UncheckedWork?
        private let lock = NSLock()
        private var claimed = false
        private var outcome: Result<Any, any Error>?
        private let done = DispatchSemaphore(value: 0)

        init(_ work: UncheckedWork) { self.work = work }

        /// Takes the request for the calling thread; false if another thread has it.
        func claim() -> Bool {
            lock.withLock {
                if claimed { return false }
                claimed = true
                return true
            }
        }

        /// On the main queue: runs the phase unless the caller gave up waiting and ran it.
        func runIfUnclaimed() {
            MainQueue.markResponsive()
            if claim() { runHere() }
        }

        /// Runs the (claimed) phase on this thread and wakes the caller.
        func runHere() {
            var work = lock.withLock { self.work.take() }
            let result = Result { try ViewPhase.exclusively { try work!.call() } }
            work = nil  // released before the caller, woken below, leaves its call
            lock.withLock { outcome = result }
            done.signal()
        }

        func wait() { done.wait() }

        /// Waits up to `timeout`; true if the phase finished, false if it is still unclaimed
        /// and now claimed for the caller, which must run it.
        func wait(timeout: DispatchTimeInterval) -> Bool {
            if done.wait(timeout: .now() + timeout) == .success { return true }
            // Taken by the main queue just now: wait for it to finish.
            if !claim() { done.wait(); return true }
            return false
        }

        func result<T>(as type: T.Type) throws -> T {
            let result = lock.withLock { outcome }
            switch result {
            case .success(let value)?: return value as! T
            case .failure(let error)?: throw error
            case nil: preconditionFailure("view phase finished without an outcome")
            }
        }
    }

    /// The caller's closure, handed to the thread that runs the phase while the caller
    /// waits for it (so it outlives the call, and nothing else touches it meanwhile).
    private struct UncheckedWork: @unchecked Sendable {
        let call: () throws -> Any
        init<T>(_ work: @escaping () throws -> T) { call = { try work() } }
    }

    /// The queue of phases that `serve(_:)`'s main thread runs for its workers.
    private final class Pump: @unchecked Sendable {
        // @unchecked: `queue` and `finished` are guarded by `lock`.
        private let lock = NSLock()
        private var queue: [Request] = []
        private var finished = false
        private let wake = DispatchSemaphore(value: 0)

        // nonisolated(unsafe): set and cleared only by the main thread in `serve(_:)`, read
        // by workers that it started after setting it and that end before it is cleared.
        nonisolated(unsafe) private static var installed: Pump?
        static var current: Pump? { installed }
        static func install(_ pump: Pump?) { installed = pump }

        func submit(_ request: Request) {
            lock.withLock { queue.append(request) }
            wake.signal()
        }

        func finish() {
            lock.withLock { finished = true }
            wake.signal()
        }

        /// Runs submitted phases in arrival order until `finish()`.
        func serve() {
            while true {
                wake.wait()
                let (next, done): (Request?, Bool) = lock.withLock {
                    queue.isEmpty ? (nil, finished) : (queue.removeFirst(), false)
                }
                if let next, next.claim() { next.runHere() }
                if done { return }
            }
        }
    }
}
