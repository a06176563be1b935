/// A lock that owns the state it guards: os's `OSAllocatedUnfairLock` (iOS 16), which app code
/// uses to make a class `Sendable`. A heap-allocated mutex with the state beside it.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    final class Storage {
        var mutex = pthread_mutex_t()
        var state: State
        init(_ state: State) { self.state = state }
        deinit { pthread_mutex_destroy(&mutex) }
    }
    let storage: Storage

    /// A lock guarding `initialState`.
    public init(initialState: State) { storage = Storage(initialState) }

    /// A lock guarding `initialState`, whose closures need not be `Sendable` (Apple's
    /// "unchecked" variant; the same lock here).
    public init(uncheckedState initialState: State) { storage = Storage(initialState) }

    /// Runs `body` with the state while holding the lock.
    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the state while holding the lock, without checking `Sendable`.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        pthread_mutex_lock(&storage.mutex)
        defer { pthread_mutex_unlock(&storage.mutex) }
        return try body(&storage.state)
    }

    /// Whether the calling thread holds the lock cannot be checked with glibc; a no-op.
    public func precondition(_ condition: Ownership) {}

    /// Who holds the lock, for `precondition(_:)`.
    public enum Ownership: Hashable, Sendable {
        /// The calling thread.
        case owner
        /// Not the calling thread.
        case notOwner
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock guarding nothing.
    public init() { storage = Storage(()) }

    /// Locks.
    public func lock() { pthread_mutex_lock(&storage.mutex) }
    /// Unlocks.
    public func unlock() { pthread_mutex_unlock(&storage.mutex) }
    /// Locks if free; true if it did.
    public func lockIfAvailable() -> Bool { pthread_mutex_trylock(&storage.mutex) == 0 }

    /// Runs `body` while holding the lock.
    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked(body)
    }
    /// Runs `body` while holding the lock, without checking `Sendable`.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(&storage.mutex)
        defer { pthread_mutex_unlock(&storage.mutex) }
        return try body()
    }
}
