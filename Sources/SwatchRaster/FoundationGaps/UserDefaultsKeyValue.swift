import Foundation

// Key-value coding on `UserDefaults`, as apps write it (`defaults.value(forKey:)`,
// `setValue(_:forKey:)`): on Apple these are NSObject's KVC methods, which the defaults answer
// with their stored objects. Foundation on Linux has no key-value coding, so the two calls are
// spelled here over `object(forKey:)` and `set(_:forKey:)`, which is what they do on iOS.

extension UserDefaults {
    /// The object stored under `key`, as `object(forKey:)`.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
    /// Stores `value` under `key` (nil removes it), as `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
