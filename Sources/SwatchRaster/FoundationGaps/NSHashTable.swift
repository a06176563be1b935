import Foundation

/// Foundation's `NSHashTable`, which swift-corelibs-foundation lacks: a set of objects by
/// identity that may hold them weakly. Apps keep the live instances of a class in one
/// (oscar-weather's radar states, `NSHashTable<Self>.weakObjects()`). Weak tables forget an
/// object once it is gone, as Apple's do.
open class NSHashTable<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private enum Entry {
        case strong(ObjectType)
        case weak(WeakBox)
        var object: ObjectType? {
            switch self {
            case .strong(let object): return object
            case .weak(let box): return box.object
            }
        }
    }
    private final class WeakBox {
        weak var object: ObjectType?
        init(_ object: ObjectType) { self.object = object }
    }

    private let holdsWeakly: Bool
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The order objects were added in, so that `allObjects` is the same on every run.
    private var order: [ObjectIdentifier] = []

    private init(weak: Bool) {
        holdsWeakly = weak
        super.init()
    }

    /// A table that holds its objects strongly, as `NSHashTable()` does.
    public override convenience init() { self.init(weak: false) }

    /// A table that holds its objects weakly.
    open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(weak: true) }

    /// A table that holds its objects strongly.
    open class func strongObjects() -> NSHashTable<ObjectType> { NSHashTable(weak: false) }

    private func prune() {
        order.removeAll { entries[$0]?.object == nil }
        entries = entries.filter { $0.value.object != nil }
    }

    /// Adds `object`, once.
    open func add(_ object: ObjectType?) {
        guard let object else { return }
        let key = ObjectIdentifier(object)
        if entries[key]?.object == nil { order.removeAll { $0 == key }; order.append(key) }
        entries[key] = holdsWeakly ? .weak(WeakBox(object)) : .strong(object)
    }

    /// Removes `object`.
    open func remove(_ object: ObjectType?) {
        guard let object else { return }
        entries[ObjectIdentifier(object)] = nil
        order.removeAll { $0 == ObjectIdentifier(object) }
    }

    /// Removes every object.
    open func removeAllObjects() {
        entries = [:]
        order = []
    }

    /// Whether `anObject` is in the table.
    open func contains(_ anObject: ObjectType?) -> Bool {
        guard let anObject else { return false }
        return entries[ObjectIdentifier(anObject)]?.object === anObject
    }

    /// The objects still alive, in the order they were added.
    open var allObjects: [ObjectType] {
        prune()
        return order.compactMap { entries[$0]?.object }
    }

    /// One of the objects (the first added that is alive), or nil.
    open var anyObject: ObjectType? { allObjects.first }

    /// How many objects are alive.
    open var count: Int { allObjects.count }
}
