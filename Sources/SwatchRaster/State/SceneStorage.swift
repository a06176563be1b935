import Foundation

/// SwiftUI's `@SceneStorage`: per-scene state restored by the system. A render has one scene
/// and no restoration, so it reads `AppStorageStore.scenes` (in memory, seeded by a test),
/// else its default; writing stores the value and re-evaluates the view like `@State`
/// (docs/ARCHITECTURE.md §4).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
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
        storage = KeyedStorage(store: .scenes, key: key, defaultValue: defaultValue, read: read, write: write)
    }
}

extension SceneStorage {
    /// A stored Boolean.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Bool }, write: { $0 })
    }
    /// A stored integer.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Int }, write: { $0 })
    }
    /// A stored double.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Double }, write: { $0 })
    }
    /// A stored string.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? String }, write: { $0 })
    }
    /// A stored URL.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? URL }, write: { $0 })
    }
    /// Stored data.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Data }, write: { $0 })
    }
    /// A stored enumeration with integer raw values, kept as its raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, read: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
    /// A stored enumeration with string raw values, kept as its raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, read: { ($0 as? String).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
    /// An optional stored string, `nil` when unset.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, read: { $0 as? String }, write: { $0 })
    }
    /// An optional stored integer, `nil` when unset.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, read: { $0 as? Int }, write: { $0 })
    }
    /// An optional stored double, `nil` when unset.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, read: { $0 as? Double }, write: { $0 })
    }
    /// An optional stored Boolean, `nil` when unset.
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, read: { $0 as? Bool }, write: { $0 })
    }
    /// An optional stored URL, `nil` when unset.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, read: { $0 as? URL }, write: { $0 })
    }
    /// Optional stored data, `nil` when unset.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, read: { $0 as? Data }, write: { $0 })
    }
}

extension SceneStorage: DynamicPropertyLink {
    func link(graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        storage.link(graph: graph, key: key)
    }
}
