/// Managed objects in the order they were added, with membership by identity in constant
/// time. A context asks "is this object inserted, changed, deleted, in the store?" on every
/// insert and every value set; apps that seed preview data make thousands of objects
/// (LeitnerBox fills about 30,000), and a linear search each time made its preview
/// data take longer than the runner's time limit. The order is kept for fetches, whose ties
/// and unsorted results follow insertion order. Each entity's objects are also kept apart,
/// in the same order, because a fetch asks for one entity: LeitnerBox's level screens count
/// questions once per level over a store of about 80,000 objects, and a scan of all of them
/// each time outlived the runner's limit.
struct ObjectList: Sequence {
    private(set) var items: [NSManagedObject] = []
    private var identities: Set<ObjectIdentifier> = []
    private var byEntity: [String: [NSManagedObject]] = [:]

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    func makeIterator() -> IndexingIterator<[NSManagedObject]> { items.makeIterator() }

    func contains(_ object: NSManagedObject) -> Bool { identities.contains(ObjectIdentifier(object)) }

    /// Adds `object` at the end unless it is there already.
    mutating func append(_ object: NSManagedObject) {
        guard identities.insert(ObjectIdentifier(object)).inserted else { return }
        items.append(object)
        byEntity[object.entity.name ?? "", default: []].append(object)
    }

    /// The objects of the entity named `name` alone (not its subentities), in order.
    func objects(ofEntityNamed name: String) -> [NSManagedObject] { byEntity[name] ?? [] }

    /// The names of the entities that have objects here.
    var entityNames: Dictionary<String, [NSManagedObject]>.Keys { byEntity.keys }

    mutating func append<S: Sequence>(contentsOf objects: S) where S.Element == NSManagedObject {
        for object in objects { append(object) }
    }

    /// Removes `object`; true when it was there.
    @discardableResult
    mutating func remove(_ object: NSManagedObject) -> Bool {
        guard identities.remove(ObjectIdentifier(object)) != nil else { return false }
        items.removeAll { $0 === object }
        byEntity[object.entity.name ?? ""]?.removeAll { $0 === object }
        return true
    }

    mutating func removeAll(where shouldRemove: (NSManagedObject) throws -> Bool) rethrows {
        try items.removeAll(where: shouldRemove)
        identities = Set(items.map(ObjectIdentifier.init))
        byEntity = Dictionary(grouping: items) { $0.entity.name ?? "" }
    }

    mutating func removeAll() {
        items.removeAll()
        identities.removeAll()
        byEntity.removeAll()
    }
}
