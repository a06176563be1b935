/// Managed objects in the order they were added, with membership by identity in constant
/// time. A context asks "is this object inserted, changed, deleted, in the store?" on every
/// insert and every value set; apps that seed preview data make thousands of objects
/// (LeitnerBox fills about 30,000), and a linear search each time made its preview
/// data take longer than the runner's time limit. The order is kept for fetches, whose ties
/// and unsorted results follow insertion order.
struct ObjectList: Sequence {
    private(set) var items: [NSManagedObject] = []
    private var identities: Set<ObjectIdentifier> = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    func makeIterator() -> IndexingIterator<[NSManagedObject]> { items.makeIterator() }

    func contains(_ object: NSManagedObject) -> Bool { identities.contains(ObjectIdentifier(object)) }

    /// Adds `object` at the end unless it is there already.
    mutating func append(_ object: NSManagedObject) {
        guard identities.insert(ObjectIdentifier(object)).inserted else { return }
        items.append(object)
    }

    mutating func append<S: Sequence>(contentsOf objects: S) where S.Element == NSManagedObject {
        for object in objects { append(object) }
    }

    /// Removes `object`; true when it was there.
    @discardableResult
    mutating func remove(_ object: NSManagedObject) -> Bool {
        guard identities.remove(ObjectIdentifier(object)) != nil else { return false }
        items.removeAll { $0 === object }
        return true
    }

    mutating func removeAll(where shouldRemove: (NSManagedObject) throws -> Bool) rethrows {
        try items.removeAll(where: shouldRemove)
        identities = Set(items.map(ObjectIdentifier.init))
    }

    mutating func removeAll() {
        items.removeAll()
        identities.removeAll()
    }
}
