/// os's unfair lock, as a glibc mutex. It is a `pthread_mutex_t` under Apple's name, not a
/// struct of its own, because swift-argument-parser (a dependency of this package) takes the
/// `canImport(os)` branch once this module is in the build, stores `os_unfair_lock()` and
/// later calls `pthread_mutex_destroy` on it under `canImport(Glibc)`. A zeroed mutex is
/// `PTHREAD_MUTEX_INITIALIZER` in glibc and musl, so `os_unfair_lock()` is ready to use.
public typealias os_unfair_lock_s = pthread_mutex_t
/// The lock itself.
public typealias os_unfair_lock = os_unfair_lock_s
/// A pointer to a lock, as the functions take it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// Locks, waiting for another thread to unlock.
@_alwaysEmitIntoClient
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { pthread_mutex_lock(lock) }

/// Unlocks a lock the calling thread holds.
@_alwaysEmitIntoClient
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { pthread_mutex_unlock(lock) }

/// Locks if nobody holds the lock; true if it did.
@_alwaysEmitIntoClient
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { pthread_mutex_trylock(lock) == 0 }

/// Checks that the calling thread holds the lock: a no-op here (glibc cannot tell).
@_alwaysEmitIntoClient
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}

/// Checks that the calling thread does not hold the lock: a no-op here.
@_alwaysEmitIntoClient
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}
