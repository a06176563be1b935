import Dispatch
import Foundation

/// Many renderings at once, the way a batch wants them: the calling thread (the main actor)
/// runs each one's view phase in order, a few ahead, while `jobs` worker threads take the
/// prepared drawings and do the rest (raster, encode, hash, write) in parallel.
///
/// Handing every phase to the main thread and waiting for it (`ViewPhase.serve`) cost 15 %
/// of two-job throughput in `benchmarks/run` (265 → 226 sheets/s): each worker idled while
/// its phase was run. Preparing ahead removes the wait (docs/ARCHITECTURE.md §3.1).
package enum RenderPipeline {
    /// Runs `prepare(index)` for `0..<count` on the calling thread, in index order, and
    /// `finish(index, prepared)` on `jobs` worker threads, at most `lookahead` prepared
    /// values waiting at any time; returns when every `finish` has returned.
    package static func run<Prepared>(
        count: Int, jobs: Int, lookahead: Int? = nil,
        prepare: (Int) -> Prepared,
        finish: @escaping @Sendable (Int, Prepared) -> Void
    ) {
        guard count > 0 else { return }
        let workers = max(1, min(jobs, count))
        let queue = Handoff<Prepared>(capacity: max(1, lookahead ?? workers * 2))
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                while let (index, prepared) = queue.take() { finish(index, prepared) }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        for index in 0..<count { queue.put(index, prepare(index)) }
        queue.close()
        group.wait()
    }

    /// A bounded queue from the preparing thread to the workers.
    // @unchecked: `items` is guarded by `lock`; each prepared value is handed
    // from the one thread that made it to the one worker that takes it, never shared.
    private final class Handoff<Prepared>: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [(Int, Prepared)] = []
        private let free: DispatchSemaphore
        private let ready = DispatchSemaphore(value: 0)

        init(capacity: Int) { free = DispatchSemaphore(value: capacity) }

        func put(_ index: Int, _ prepared: Prepared) {
            free.wait()
            lock.withLock { items.append((index, prepared)) }
            ready.signal()
        }

        /// The next prepared value, or nil once the queue is closed and empty.
        func take() -> (Int, Prepared)? {
            ready.wait()
            let next: (Int, Prepared)? = lock.withLock {
                if items.isEmpty { return nil }
                return items.removeFirst()
            }
            if next != nil { free.signal() } else { ready.signal() }  // wake the next worker to see the close
            return next
        }

        /// No more values: a worker woken with none left ends (and wakes the next).
        func close() { ready.signal() }
    }
}
