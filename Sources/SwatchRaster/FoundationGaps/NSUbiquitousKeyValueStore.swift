import Foundation

/// Foundation's iCloud key-value store, which swift-corelibs-foundation does not have. Apps
/// keep small settings and records in it beside `UserDefaults` (Go Cycling's records, in the
/// real-app sample). A still has no iCloud account, so the store is in memory and empty at
/// start, as for a user signed out of iCloud; nothing ever changes it externally.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    // @unchecked: used from one thread, like UserDefaults in a still.
    /// The app's store.
    nonisolated(unsafe) public static let `default` = NSUbiquitousKeyValueStore()

    /// Posted when iCloud changes the store; never in a still.
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    private var values: [String: Any] = [:]

    /// Every key and value.
    open var dictionaryRepresentation: [String: Any] { values }

    /// The value for `aKey`.
    open func object(forKey aKey: String) -> Any? { values[aKey] }
    /// Sets or, with nil, removes the value for `aKey`.
    open func set(_ anObject: Any?, forKey aKey: String) { values[aKey] = anObject }
    /// Removes the value for `aKey`.
    open func removeObject(forKey aKey: String) { values[aKey] = nil }
    /// The string for `aKey`.
    open func string(forKey aKey: String) -> String? { values[aKey] as? String }
    /// The array for `aKey`.
    open func array(forKey aKey: String) -> [Any]? { values[aKey] as? [Any] }
    /// The dictionary for `aKey`.
    open func dictionary(forKey aKey: String) -> [String: Any]? { values[aKey] as? [String: Any] }
    /// The data for `aKey`.
    open func data(forKey aKey: String) -> Data? { values[aKey] as? Data }
    /// The integer for `aKey`; 0 when absent.
    open func longLong(forKey aKey: String) -> Int64 {
        (values[aKey] as? Int64) ?? (values[aKey] as? Int).map(Int64.init) ?? 0
    }
    /// The number for `aKey`; 0 when absent.
    open func double(forKey aKey: String) -> Double {
        (values[aKey] as? Double) ?? (values[aKey] as? Int64).map(Double.init) ?? 0
    }
    /// The Boolean for `aKey`; false when absent.
    open func bool(forKey aKey: String) -> Bool { (values[aKey] as? Bool) ?? false }
    /// Sets a string.
    open func set(_ aString: String?, forKey aKey: String) { values[aKey] = aString }
    /// Sets data.
    open func set(_ aData: Data?, forKey aKey: String) { values[aKey] = aData }
    /// Sets an array.
    open func set(_ anArray: [Any]?, forKey aKey: String) { values[aKey] = anArray }
    /// Sets a dictionary.
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { values[aKey] = aDictionary }
    /// Sets an integer.
    open func set(_ value: Int64, forKey aKey: String) { values[aKey] = value }
    /// Sets a number. Disfavoured so that `set(0, forKey:)` picks the integer form, as the
    /// Objective-C import's ranking does on Apple platforms (Go Cycling's records, measured).
    @_disfavoredOverload
    open func set(_ value: Double, forKey aKey: String) { values[aKey] = value }
    /// Sets a Boolean.
    open func set(_ value: Bool, forKey aKey: String) { values[aKey] = value }
    /// Would exchange with iCloud; there is no account, and the answer is true as for a store
    /// that saved locally.
    @discardableResult open func synchronize() -> Bool { true }
}

/// Why the store changed externally (a user-info key of the notification).
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The keys that changed (a user-info key of the notification).
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// The change came from another device.
public let NSUbiquitousKeyValueStoreServerChange = 0
/// The store synchronised for the first time.
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
/// The store is over its quota.
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
/// The iCloud account changed.
public let NSUbiquitousKeyValueStoreAccountChange = 3

extension FileManager {
    /// The signed-in iCloud account's token: nil, as for a user signed out of iCloud (Go
    /// Cycling's preferences choose local storage on it).
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }
}
