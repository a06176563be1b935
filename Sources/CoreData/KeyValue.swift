import Foundation

// Key-value reading and comparing for managed objects, which Linux's Foundation does not do
// (no Objective-C runtime): predicates, sort descriptors and `value(forKeyPath:)` all come
// through here, so that they agree on what equal and ordered mean.

/// Lets `Any` holding an `Optional` be unwrapped without knowing the wrapped type.
protocol _AnyOptional {
    var _wrappedAny: Any? { get }
    static var _none: Self { get }
}

extension Optional: _AnyOptional {
    var _wrappedAny: Any? { self.map { $0 as Any } }
    static var _none: Optional<Wrapped> { nil }
}

/// `value` with every level of `Optional` removed; nil for nil and `NSNull`.
func flattenOptional(_ value: Any?) -> Any? {
    guard let value else { return nil }
    // Managed objects are what key paths step through most (a predicate evaluates its path
    // once per candidate); asking for the class first skips the slower protocol cast.
    if value is NSManagedObject { return value }
    if let optional = value as? any _AnyOptional { return flattenOptional(optional._wrappedAny) }
    if value is NSNull { return nil }
    return value
}

/// A value as comparisons see it: numbers as `Double`, Foundation's reference types as their
/// Swift values, managed objects by identity.
enum KeyValue {
    case null
    case number(Double)
    case string(String)
    case date(Date)
    case object(ObjectIdentifier)
    case hashable(AnyHashable)
    case collection([Any])
    case other(Any)

    init(_ raw: Any?) {
        guard let value = flattenOptional(raw) else { self = .null; return }
        switch value {
        case let v as NSManagedObject: self = .object(ObjectIdentifier(v))
        case let v as String: self = .string(v)
        case let v as Bool: self = .number(v ? 1 : 0)
        case let v as Int: self = .number(Double(v))
        case let v as Int8: self = .number(Double(v))
        case let v as Int16: self = .number(Double(v))
        case let v as Int32: self = .number(Double(v))
        case let v as Int64: self = .number(Double(v))
        case let v as UInt: self = .number(Double(v))
        case let v as UInt8: self = .number(Double(v))
        case let v as UInt16: self = .number(Double(v))
        case let v as UInt32: self = .number(Double(v))
        case let v as UInt64: self = .number(Double(v))
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as CGFloat: self = .number(Double(v))
        case let v as Decimal: self = .number(NSDecimalNumber(decimal: v).doubleValue)
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as Substring: self = .string(String(v))
        case let v as NSString: self = .string(v.description)
        case let v as Date: self = .date(v)
        case let v as NSDate: self = .date(Date(timeIntervalSinceReferenceDate: v.timeIntervalSinceReferenceDate))
        case let v as UUID: self = .string(v.uuidString)
        case let v as URL: self = .string(v.absoluteString)
        default:
            if let items = collectionElements(value) { self = .collection(items) }
            else if let h = value as? AnyHashable { self = .hashable(h) }
            else { self = .other(value) }
        }
    }

    /// The text of a string value, for the string operators.
    var text: String? {
        if case .string(let s) = self { return s }
        if case .number(let n) = self { return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n) }
        return nil
    }
}

/// The elements of a to-many value (`NSSet`, `NSOrderedSet`, `NSArray`, a Swift array or
/// set); nil for anything else, strings and data included.
func collectionElements(_ value: Any) -> [Any]? {
    switch value {
    case is String, is Substring, is NSString, is Data, is NSData: return nil
    case let set as NSSet: return set.allObjects
    case let ordered as NSOrderedSet: return ordered.array
    case let array as NSArray: return array.map { $0 }
    case let collection as any Collection: return elements(of: collection)
    default: return nil
    }
}

private func elements<C: Collection>(of collection: C) -> [Any] { collection.map { $0 as Any } }

/// Equal as Core Data compares: numbers by value whatever their type, objects by identity,
/// strings exactly (the predicate's `[cd]` options fold them first).
func keyValuesEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (KeyValue(lhs), KeyValue(rhs)) {
    case (.null, .null): return true
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.date(let a), .date(let b)): return a == b
    case (.object(let a), .object(let b)): return a == b
    case (.hashable(let a), .hashable(let b)): return a == b
    default: return false
    }
}

/// The order of two values, nil when they do not compare; nil values come first, as in
/// Core Data's SQLite store.
func compareKeyValues(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult? {
    func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult { a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame) }
    switch (KeyValue(lhs), KeyValue(rhs)) {
    case (.null, .null): return .orderedSame
    case (.null, _): return .orderedAscending
    case (_, .null): return .orderedDescending
    case (.number(let a), .number(let b)): return order(a, b)
    case (.string(let a), .string(let b)): return order(a, b)
    case (.date(let a), .date(let b)): return order(a, b)
    default: return keyValuesEqual(lhs, rhs) ? .orderedSame : nil
    }
}

/// The value at a dotted key path of `root`: each step through `value(forKey:)` for a managed
/// object, through every element for a to-many step (so `items.name` is the names), `@count`
/// for a collection's size, `SELF` for the object itself.
func value(atKeyPath keyPath: String, of root: Any?) -> Any? {
    // Most key paths in predicates and sort descriptors are one key; only dotted ones are split.
    guard keyPath.utf8.contains(UInt8(ascii: ".")) else { return value(forKey: keyPath, of: root) }
    var current: Any? = root
    for key in KeyPathComponents.components(of: keyPath) {
        current = value(forKey: key, of: current)
    }
    return current
}

private func value(forKey key: String, of object: Any?) -> Any? {
    if let managed = object as? NSManagedObject, key != "SELF", key != "self", key != "@count" { return managed.value(forKey: key) }
    guard let object = flattenOptional(object) else { return nil }
    if key == "SELF" || key == "self" { return object }
    if key == "@count" { return collectionElements(object)?.count }
    if let managed = object as? NSManagedObject { return managed.value(forKey: key) }
    if let dictionary = object as? [String: Any] { return dictionary[key] }
    if let items = collectionElements(object) { return items.map { value(forKey: key, of: $0) as Any } }
    return mirroredValue(forKey: key, of: object)
}

/// A stored property's value found by name through reflection: the fallback for objects
/// that are not managed (a plain struct in `evaluate(with:)`), or properties of a managed
/// class that are ordinary Swift stored properties.
func mirroredValue(forKey key: String, of object: Any) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
        for child in current.children where child.label == key || child.label == "_" + key {
            if child.value is any _ManagedProperty, let owner = object as? NSManagedObject { return owner.values[key] }
            return child.value
        }
        mirror = current.superclassMirror
    }
    return nil
}

/// Dotted key paths split once: a predicate evaluates the same few paths once per candidate
/// object ("level.leitner.id" over thousands of questions).
enum KeyPathComponents {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var split: [String: [String]] = [:]

    static func components(of keyPath: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let found = split[keyPath] { return found }
        let made = keyPath.split(separator: ".").map(String.init)
        if split.count > 4096 { split.removeAll() }
        split[keyPath] = made
        return made
    }
}
