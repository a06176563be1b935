import Foundation

/// SwiftUI's `@AppStorage`: a value kept under a key in the app's defaults. Here the defaults
/// are `AppStorageStore.shared`, in memory: the view reads the stored value, or its default
/// when the key is unset; writing stores the value and re-evaluates the view like `@State`
/// (docs/ARCHITECTURE.md §4). The `store:` argument is accepted and ignored.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let storage: KeyedStorage<Value>

    /// The stored value, or the default when the key is unset.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding that reads and writes the store.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }

    init(key: String, defaultValue: Value, read: @escaping (Any) -> Value?, write: @escaping (Value) -> Any?) {
        storage = KeyedStorage(store: .shared, key: key, defaultValue: defaultValue, read: read, write: write)
    }
}

extension AppStorage {
    /// A stored Boolean.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Bool }, write: { $0 })
    }
    /// A stored integer.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Int }, write: { $0 })
    }
    /// A stored double.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Double }, write: { $0 })
    }
    /// A stored string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? String }, write: { $0 })
    }
    /// A stored URL.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? URL }, write: { $0 })
    }
    /// Stored data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Data }, write: { $0 })
    }
    /// A stored enumeration with integer raw values, kept as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, read: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
    /// A stored enumeration with string raw values, kept as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, read: { ($0 as? String).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
    /// An optional stored string, `nil` when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, read: { $0 as? String }, write: { $0 })
    }
    /// An optional stored integer, `nil` when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, read: { $0 as? Int }, write: { $0 })
    }
    /// An optional stored double, `nil` when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, read: { $0 as? Double }, write: { $0 })
    }
    /// An optional stored Boolean, `nil` when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, read: { $0 as? Bool }, write: { $0 })
    }
    /// An optional stored URL, `nil` when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, read: { $0 as? URL }, write: { $0 })
    }
    /// Optional stored data, `nil` when unset.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, read: { $0 as? Data }, write: { $0 })
    }
}

extension AppStorage: DynamicPropertyLink {
    func link(graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        storage.link(graph: graph, key: key)
    }
}

/// The shared part of `@AppStorage` and `@SceneStorage`: reads go to the store, writes go to
/// the store and bump a per-view version held like `@State`, which schedules another pass.
final class KeyedStorage<Value> {
    let store: AppStorageStore
    let key: String
    let defaultValue: Value
    let read: (Any) -> Value?
    let write: (Value) -> Any?
    private let version = StateBox(0)

    init(store: AppStorageStore, key: String, defaultValue: Value, read: @escaping (Any) -> Value?, write: @escaping (Value) -> Any?) {
        self.store = store
        self.key = key
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    var value: Value {
        get { store.value(forKey: key).flatMap(read) ?? defaultValue }
        set {
            // As `@State`, only a real change asks for another pass.
            if valuesEqual(value, newValue) { return }
            store.set(write(newValue), forKey: key)
            version.value &+= 1
        }
    }

    func link(graph: StateGraph, key: StateKey) {
        version.location = graph.location(for: key, initial: { 0 })
    }
}
