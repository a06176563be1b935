import Foundation
import Dispatch

/// Watches the network path, as apps do to show an offline banner or pause loading. The path
/// here never changes, so the update handler is called once, when the monitor starts, and
/// before `start(queue:)` returns: Apple calls it on the queue soon after, and a still must
/// not depend on when (the same pixels on every run).
public final class NWPathMonitor: @unchecked Sendable {
    /// Called with the path when monitoring starts (and, on a device, when it changes).
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
    /// The path now.
    public var currentPath: NWPath { .connected }
    /// The queue given to `start(queue:)`.
    public private(set) var queue: DispatchQueue?
    private var continuations: [AsyncStream<NWPath>.Continuation] = []

    /// A monitor of every interface.
    public init() {}
    /// A monitor of one kind of interface.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {}
    /// A monitor of every interface but those kinds.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {}

    /// Starts monitoring: the handler gets the current path on `queue`.
    public func start(queue: DispatchQueue) {
        self.queue = queue
        guard let handler = pathUpdateHandler else { return }
        let path = currentPath
        if queue === DispatchQueue.main, Thread.isMainThread {
            handler(path)
        } else {
            queue.sync { handler(path) }
        }
    }

    /// Stops monitoring; a `for await` over the monitor ends.
    public func cancel() {
        pathUpdateHandler = nil
        continuations.forEach { $0.finish() }
        continuations.removeAll()
    }
}

extension NWPathMonitor: AsyncSequence {
    /// The paths as they change (iOS 17): the current one at once, then none until `cancel()`.
    public typealias Element = NWPath

    /// Iterates the paths.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<NWPath>.Iterator
        /// The next path, or nil once the monitor is cancelled.
        public mutating func next() async -> NWPath? { await base.next() }
    }

    /// An iterator that yields the current path first.
    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncStream<NWPath>.makeStream()
        continuation.yield(currentPath)
        continuations.append(continuation)
        return Iterator(base: stream.makeAsyncIterator())
    }
}
