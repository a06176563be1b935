import Foundation

/// A stored-looking managed property for code written against this module on Linux.
/// (`render-swatches xcodeproj` rewrites an app's `@NSManaged` properties into computed ones
/// over `_managedValue(forKey:)` instead, which also work in extensions, and the Core Data
/// plugin generates those.) On Apple platforms the Objective-C runtime makes an
/// `@NSManaged` property's accessors; Linux has no such runtime (a class with an
/// `@NSManaged` property fails to link), so this wrapper supplies them.
///
/// It only works inside an `NSManagedObject` subclass, with no initial value
/// (`@_NSManaged public var name: String?`, `@_NSManaged var items: NSSet?`). The value lives
/// in the object under the property's name, so `value(forKey:)`, predicates and sort
/// descriptors see it; the name is that of the reflected field holding the storage
/// (`_name`), found once per property.
///
/// A property wrapper needs stored backing, so this works in a class body only, not in an
/// extension (an `Item+CoreDataProperties.swift`): there a property must be computed, over
/// `_managedValue(forKey:)` and `setValue(_:forKey:)`, which is what the plugin generates.
/// Reading a non-optional property that was never set gives the type's zero (`""`, `0`,
/// `false`, the reference date), where Core Data would give a nil that crashes; a type with
/// no zero stops the program with the property's name.
@propertyWrapper
public struct _NSManaged<Value> {
    /// Tells this property's storage apart from its siblings' when its name is looked up.
    let token = ManagedKeys.nextToken()

    /// A managed property; its value is kept in the enclosing object.
    public init() {}

    /// Not available: a managed property belongs to an `NSManagedObject`.
    @available(*, unavailable, message: "@_NSManaged is only available on properties of NSManagedObject subclasses")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property's value, kept in `object` under the property's name.
    public static subscript<T: NSManagedObject>(
        _enclosingInstance object: T,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<T, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<T, _NSManaged<Value>>
    ) -> Value {
        get {
            let key = ManagedKeys.key(storage: storageKeyPath, in: object)
            object.willAccessValue(forKey: key)
            defer { object.didAccessValue(forKey: key) }
            return managedValue(object.values[key], key: key, as: Value.self)
        }
        set {
            let key = ManagedKeys.key(storage: storageKeyPath, in: object)
            object.willChangeValue(forKey: key)
            object.setValue(newValue, forKey: key)
            object.didChangeValue(forKey: key)
        }
    }
}

/// Lets the key-value fallback recognize a managed property's storage by reflection.
protocol _ManagedProperty { var token: Int { get } }
extension _NSManaged: _ManagedProperty {}

/// The property names of managed properties, found from their storage once and kept.
enum ManagedKeys {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var byStorage: [AnyKeyPath: String] = [:]
    nonisolated(unsafe) private static var counter = 0

    static func nextToken() -> Int {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return counter
    }

    /// The name of the property whose backing storage `storage` is: the reflected field
    /// (`_name`) of `object` that holds this very storage (told apart by its token), without
    /// the underscore. (The key path's own description, `\Item._name`, names the wrong field
    /// for the second wrapper of a subclass with this toolchain, so it is not used.)
    static func key<T: NSManagedObject, Value>(storage: ReferenceWritableKeyPath<T, _NSManaged<Value>>, in object: T) -> String {
        lock.lock()
        if let known = byStorage[storage] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let token = object[keyPath: storage].token
        var name = "\(storage)"
        var mirror: Mirror? = Mirror(reflecting: object)
        search: while let current = mirror {
            for child in current.children {
                if let property = child.value as? any _ManagedProperty, property.token == token, let label = child.label {
                    name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                    break search
                }
            }
            mirror = current.superclassMirror
        }
        lock.lock()
        byStorage[storage] = name
        lock.unlock()
        return name
    }
}

/// Types with a value to read where Core Data would read nil for a non-optional property
/// that was never set, and conversions from the other types a value may be stored as
/// (a number set through `setValue(5, forKey:)` read back as `Int64`).
protocol _ManagedValue {
    static var _zero: Self? { get }
    static func _convert(_ raw: Any) -> Self?
}

extension _ManagedValue {
    static var _zero: Self? { nil }
}

private func number(_ raw: Any) -> Double? {
    if case .number(let n) = KeyValue(raw) { return n }
    return nil
}

extension String: _ManagedValue {
    static var _zero: String? { "" }
    static func _convert(_ raw: Any) -> String? { KeyValue(raw).text }
}
extension Int: _ManagedValue { static var _zero: Int? { 0 }; static func _convert(_ raw: Any) -> Int? { number(raw).map { Int($0) } } }
extension Int16: _ManagedValue { static var _zero: Int16? { 0 }; static func _convert(_ raw: Any) -> Int16? { number(raw).map { Int16($0) } } }
extension Int32: _ManagedValue { static var _zero: Int32? { 0 }; static func _convert(_ raw: Any) -> Int32? { number(raw).map { Int32($0) } } }
extension Int64: _ManagedValue { static var _zero: Int64? { 0 }; static func _convert(_ raw: Any) -> Int64? { number(raw).map { Int64($0) } } }
extension Double: _ManagedValue { static var _zero: Double? { 0 }; static func _convert(_ raw: Any) -> Double? { number(raw) } }
extension Float: _ManagedValue { static var _zero: Float? { 0 }; static func _convert(_ raw: Any) -> Float? { number(raw).map { Float($0) } } }
extension Bool: _ManagedValue { static var _zero: Bool? { false }; static func _convert(_ raw: Any) -> Bool? { number(raw).map { $0 != 0 } } }
extension Decimal: _ManagedValue { static var _zero: Decimal? { 0 }; static func _convert(_ raw: Any) -> Decimal? { number(raw).map { Decimal($0) } } }
extension NSNumber: _ManagedValue {
    static func _convert(_ raw: Any) -> Self? { number(raw).map { NSNumber(value: $0) } as? Self }
}
extension Date: _ManagedValue {
    static var _zero: Date? { Date(timeIntervalSinceReferenceDate: 0) }
    static func _convert(_ raw: Any) -> Date? { if case .date(let d) = KeyValue(raw) { return d }; return nil }
}
extension UUID: _ManagedValue {
    static func _convert(_ raw: Any) -> UUID? { (raw as? String).flatMap(UUID.init(uuidString:)) }
}
extension Data: _ManagedValue { static var _zero: Data? { Data() }; static func _convert(_ raw: Any) -> Data? { (raw as? NSData).map { Data($0) } } }
extension Set: _ManagedValue {
    static var _zero: Set<Element>? { [] }
    static func _convert(_ raw: Any) -> Set<Element>? { collectionElements(raw).map { Set($0.compactMap { $0 as? Element }) } }
}
extension Array: _ManagedValue {
    static var _zero: [Element]? { [] }
    static func _convert(_ raw: Any) -> [Element]? { collectionElements(raw).map { $0.compactMap { $0 as? Element } } }
}
extension NSSet: _ManagedValue {
    static var _zero: Self? { NSSet() as? Self }
    static func _convert(_ raw: Any) -> Self? { collectionElements(raw).map { NSSet(array: $0) } as? Self }
}
extension NSOrderedSet: _ManagedValue {
    static var _zero: Self? { NSOrderedSet() as? Self }
    static func _convert(_ raw: Any) -> Self? { collectionElements(raw).map { NSOrderedSet(array: $0) } as? Self }
}
extension Optional: _ManagedValue {
    static var _zero: Wrapped?? { .some(nil) }
    static func _convert(_ raw: Any) -> Wrapped?? {
        if let direct = raw as? Wrapped { return .some(direct) }
        if let convertible = Wrapped.self as? any _ManagedValue.Type, let converted = convertible._convert(raw) as? Wrapped { return .some(converted) }
        return nil
    }
}

/// `raw` as a `Value`: the stored value itself, converted from a related type, or the zero of
/// `Value` when nothing is stored.
func managedValue<Value>(_ raw: Any?, key: String, as _: Value.Type) -> Value {
    let managed = Value.self as? any _ManagedValue.Type
    if let raw {
        if let value = raw as? Value { return value }
        if let converted = managed?._convert(raw) as? Value { return converted }
    }
    if let zero = managed?._zero as? Value { return zero }
    fatalError("Core Data: the property '\(key)' of type \(Value.self) has no value (\(raw.map { "\(type(of: $0))" } ?? "never set"))")
}
