import Foundation

/// `NSSortDescriptor(key:ascending:)` and key paths to any value, for Linux.
/// swift-corelibs-foundation marks the key forms unavailable (no key-value coding) and takes
/// key paths only to `Comparable` values; its `init(keyPath:ascending:comparator:)` works.
/// These initializers build on that one: a key is read with the managed objects'
/// `value(forKeyPath:)`, and values of any type (`String?`, `Date?`, `NSNumber?`) compare as
/// predicates compare them, nil first. `NSSortDescriptor` stays Foundation's type, so files
/// that also import Foundation can name it.
extension NSSortDescriptor {
    /// Sorts by the value at the dotted key `key`.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.self, ascending: ascending) { lhs, rhs in
            compareKeyValues(key.map { value(atKeyPath: $0, of: lhs) } ?? lhs, key.map { value(atKeyPath: $0, of: rhs) } ?? rhs) ?? .orderedSame
        }
    }

    /// Sorts by the value at `key`, compared by `cmptr`.
    public convenience init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) {
        self.init(keyPath: \NSObject.self, ascending: ascending) { lhs, rhs in
            cmptr(key.map { value(atKeyPath: $0, of: lhs) } ?? lhs ?? NSNull(), key.map { value(atKeyPath: $0, of: rhs) } ?? rhs ?? NSNull())
        }
    }

    /// Sorts by the value at `keyPath`, whatever its type (Foundation's form wants a
    /// `Comparable` value, so `\Item.date` of type `Date?` would not build).
    @_disfavoredOverload
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { lhs, rhs in compareKeyValues(lhs, rhs) ?? .orderedSame }
    }

    /// The order of a Foundation `SortDescriptor`, for `FetchRequest`'s value-type sort forms.
    static func _from<Compared>(_ sortDescriptor: SortDescriptor<Compared>) -> NSSortDescriptor {
        NSSortDescriptor(keyPath: \NSObject.self, ascending: true) { lhs, rhs in
            guard let a = lhs as? Compared, let b = rhs as? Compared else { return .orderedSame }
            return sortDescriptor.compare(a, b)
        }
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
