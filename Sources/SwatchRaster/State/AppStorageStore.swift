import Foundation

/// The in-memory store behind `@AppStorage` and `@SceneStorage`. A render has no app and no
/// user defaults on disk, so the values a picture depends on are those a test or tool seeds
/// here before rendering: `AppStorageStore.shared.set("Ada", forKey: "name")`
/// (docs/ARCHITECTURE.md §4).
public final class AppStorageStore: @unchecked Sendable {
    // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// The store `@AppStorage` reads (scene storage uses a store of its own, `scenes`).
    public static let shared = AppStorageStore()
    /// The store `@SceneStorage` reads: per-scene state, kept apart from app storage.
    public static let scenes = AppStorageStore()

    /// An empty store.
    public init() {}

    /// Seeds or replaces the value for `key`; `nil` removes it. Store a `RawRepresentable`'s
    /// `rawValue`, as UserDefaults would.
    public func set(_ value: Any?, forKey key: String) {
        lock.lock()
        defer { lock.unlock() }
        values[key] = value
    }

    /// The value stored for `key`, if any.
    public func value(forKey key: String) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return values[key]
    }

    /// Forgets every value (between tests).
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        values.removeAll()
    }
}
