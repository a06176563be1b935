import Foundation

/// A sort order for fetch requests: Core Data's `NSSortDescriptor`. Linux's Foundation marks
/// `init(key:ascending:)` and the key-path form unavailable (no key-value coding), and a
/// module shadows the names of the modules it imports, so in a file that imports CoreData
/// this class is the one that `NSSortDescriptor(key: "date", ascending: false)` and
/// `NSSortDescriptor(keyPath: \Item.date, ascending: true)` make. Keys are read with the
/// managed objects' `value(forKeyPath:)`; key paths are read directly.
open class NSSortDescriptor: NSObject, @unchecked Sendable {
    // @unchecked: immutable after creation.
    private let keyString: String?
    /// The key path the descriptor was made with, if any.
    public let keyPath: AnyKeyPath?
    /// Whether smaller values come first.
    public let ascending: Bool
    private let read: (Any) -> Any?
    private let comparator: Comparator?

    /// Sorts by the value at the dotted key `key`.
    public init(key: String?, ascending: Bool) {
        keyString = key
        keyPath = nil
        self.ascending = ascending
        read = { object in key.map { value(atKeyPath: $0, of: object) } ?? object }
        comparator = nil
    }

    /// Sorts by the value at `key`, compared by `cmptr`.
    public init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) {
        keyString = key
        keyPath = nil
        self.ascending = ascending
        read = { object in key.map { value(atKeyPath: $0, of: object) } ?? object }
        comparator = cmptr
    }

    /// Sorts by the value at `keyPath`.
    public init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        keyString = nil
        self.keyPath = keyPath
        self.ascending = ascending
        read = { ($0 as? Root).map { $0[keyPath: keyPath] as Any } }
        comparator = nil
    }

    /// Sorts by the value at `keyPath`, compared by `cmptr`.
    public init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool, comparator cmptr: @escaping Comparator) {
        keyString = nil
        self.keyPath = keyPath
        self.ascending = ascending
        read = { ($0 as? Root).map { $0[keyPath: keyPath] as Any } }
        comparator = cmptr
    }

    /// The order of a Foundation `SortDescriptor`, for `FetchRequest`'s value-type sort forms.
    public convenience init<Compared>(_ sortDescriptor: SortDescriptor<Compared>) {
        self.init(key: nil, ascending: sortDescriptor.order == .forward) { lhs, rhs in
            guard let a = lhs as? Compared, let b = rhs as? Compared else { return .orderedSame }
            // The comparator already applies the order; undo it, `compare` applies ours.
            let result = sortDescriptor.compare(a, b)
            guard sortDescriptor.order == .reverse else { return result }
            return result == .orderedAscending ? .orderedDescending : (result == .orderedDescending ? .orderedAscending : .orderedSame)
        }
    }

    /// The key the descriptor sorts by: the key it was made with, or the property name of its
    /// key path once that managed property has been used.
    open var key: String? { keyString ?? keyPath.flatMap(ManagedKeys.key(forWrapped:)) }

    /// The same order, reversed.
    open var reversedSortDescriptor: Any {
        let base = self
        return NSSortDescriptor(key: key, ascending: !ascending) { base.compare($1, to: $0) }
    }

    /// The order of two objects under this descriptor: nil values first when ascending.
    open func compare(_ object1: Any, to object2: Any) -> ComparisonResult {
        let result: ComparisonResult
        if let comparator {
            result = comparator(read(object1) ?? NSNull(), read(object2) ?? NSNull())
        } else {
            result = compareKeyValues(read(object1), read(object2)) ?? .orderedSame
        }
        guard !ascending else { return result }
        return result == .orderedAscending ? .orderedDescending : (result == .orderedDescending ? .orderedAscending : .orderedSame)
    }
}

extension Array {
    /// The elements in the order of `descriptors`, ties kept in their current order.
    func sorted(by descriptors: [NSSortDescriptor]) -> [Element] {
        guard !descriptors.isEmpty else { return self }
        return enumerated().sorted { lhs, rhs in
            for descriptor in descriptors {
                switch descriptor.compare(lhs.element, to: rhs.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
