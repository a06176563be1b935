import Foundation
import SwatchRaster

/// The base class of Core Data's model objects. Here an object keeps its attribute and
/// relationship values in a dictionary keyed by property name (what `@_NSManaged`
/// properties read and write), because Linux has no Objective-C runtime to make
/// `@NSManaged` accessors. Predicates, sort descriptors and `value(forKey:)` read the same
/// dictionary.
///
/// As on iOS it is an `ObservableObject` (so `@ObservedObject var item: Item` works, and a
/// write lays observing views out again) and it is not `Identifiable` itself: Xcode's
/// generated classes add `extension Item: Identifiable {}`, which would be a redundant
/// conformance if the base class had one.
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {
    /// The property values by name; absent means nil.
    var values: [String: Any] = [:]
    /// The values at the last save, kept from the first change after it, for `rollback()`.
    var committedValues: [String: Any]?
    /// To-many keys whose value is a mutable set this object made and alone holds: members
    /// are added to it in place (see `growToMany`).
    private var ownedSets: Set<String> = []
    private var _entity: NSEntityDescription?
    /// The context the object lives in.
    public private(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity in its context (temporary IDs are never made permanent: there
    /// is no store to give them).
    public private(set) lazy var objectID = NSManagedObjectID(entity: entity)

    /// An object of `entity`, inserted into `context` if one is given; attributes with a
    /// default value in the model start at it, as on iOS.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        _entity = entity
        super.init()
        for attribute in entity.attributesByName.values {
            if let value = attribute.defaultValue { values[attribute.name] = value }
        }
        context?.insert(self)
    }

    /// An object of the entity whose class is this class, inserted into `context`.
    public convenience init(context moc: NSManagedObjectContext) {
        self.init(entity: Self.entity(in: moc.persistentStoreCoordinator?.managedObjectModel), insertInto: moc)
    }

    /// An object not in any context; Core Data would throw for this, here it is allowed so
    /// that a subclass's `init()` compiles and works in previews.
    public override convenience init() {
        self.init(entity: Self.entity(), insertInto: nil)
    }

    /// The entity the object belongs to.
    open var entity: NSEntityDescription {
        if let _entity { return _entity }
        let found = Self.entity()
        _entity = found
        return found
    }

    /// The entity whose class is this class in the loaded models, or one made from the
    /// class's name when no model names it (a hand-written subclass without a model).
    open class func entity() -> NSEntityDescription { entity(in: nil) }

    static func entity(in model: NSManagedObjectModel?) -> NSEntityDescription {
        let className = String(describing: self)
        if let found = model?.entity(forClassName: className) ?? NSManagedObjectModel.registeredEntity(forClassName: className) {
            return found
        }
        let made = NSEntityDescription()
        made.name = className
        made.managedObjectClassName = className
        made.objectClass = self
        return made
    }

    /// A request for every object of the class's entity. Generated classes declare their
    /// own, typed `fetchRequest()`; this is the untyped one that Core Data declares.
    ///
    /// Disfavored so that `let request = Item.fetchRequest()` picks the generated, typed one,
    /// as on iOS (LeitnerBox writes it in every view model): there Core Data's is an
    /// Objective-C method, which Swift ranks below the generated Swift one, while between two
    /// Swift class methods differing only in return type the call is ambiguous.
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest(entityName: entity().name ?? String(describing: self))
    }

    // MARK: Key-value access

    /// The value of the property named `key`: the managed value, or a Swift stored property
    /// of that name found by reflection; nil when there is neither.
    open func value(forKey key: String) -> Any? {
        if let found = values[key] { return found }
        if entity.propertiesByName[key] != nil { return nil }
        return mirroredValue(forKey: key, of: self)
    }

    /// The value at a dotted key path (`folder.name`, `items.@count`).
    open func value(forKeyPath keyPath: String) -> Any? { CoreData.value(atKeyPath: keyPath, of: self) }

    /// Sets the managed value named `key`: records the change for `save()` and `rollback()`,
    /// keeps the inverse relationship in step, and tells observing views.
    open func setValue(_ value: Any?, forKey key: String) {
        let newValue = flattenOptional(value)
        let old = values[key]
        objectWillChange.send()
        snapshotIfNeeded()
        ownedSets.remove(key)
        if let newValue { values[key] = newValue } else { values[key] = nil }
        updateInverse(of: key, old: old, new: newValue)
        managedObjectContext?.noteChange(of: self)
    }

    /// The value named `key` as a `Value`: what generated (computed) properties read. Like an
    /// `@_NSManaged` property, a non-optional one never set reads as the type's zero.
    public func _managedValue<Value>(forKey key: String) -> Value { managedValue(values[key], key: key, as: Value.self) }

    /// The stored value named `key`, without change tracking.
    open func primitiveValue(forKey key: String) -> Any? { values[key] }
    /// Sets the stored value named `key`, without change tracking.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        ownedSets.remove(key)
        values[key] = flattenOptional(value)
    }

    /// A key-value observing hook; nothing observes here.
    open func willAccessValue(forKey key: String?) {}
    /// A key-value observing hook; nothing observes here.
    open func didAccessValue(forKey key: String?) {}
    /// A key-value observing hook; views are told through `objectWillChange` instead.
    open func willChangeValue(forKey key: String) {}
    /// A key-value observing hook; views are told through `objectWillChange` instead.
    open func didChangeValue(forKey key: String) {}

    /// The objects of the to-many relationship `key`, as a set to edit. It is a copy: write it
    /// back with `setValue(_:forKey:)` (the generated `addToItems(_:)` accessors do).
    open func mutableSetValue(forKey key: String) -> NSMutableSet {
        NSMutableSet(array: values[key].flatMap { collectionElements($0) } ?? [])
    }

    /// The values changed since the last save, by name.
    open func changedValues() -> [String: Any] {
        guard let committedValues else { return [:] }
        return values.filter { !keyValuesEqual($0.value, committedValues[$0.key]) }
    }

    /// The values as of the last save.
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        let base = committedValues ?? values
        guard let keys else { return base }
        return base.filter { keys.contains($0.key) }
    }

    // MARK: Lifecycle and state

    /// Called once when the object is inserted into a context: set defaults here, as on iOS.
    open func awakeFromInsert() {}
    /// Called after a fetch: nothing is fetched from a store here, so never.
    open func awakeFromFetch() {}
    /// Called before a save.
    open func willSave() {}
    /// Called after a save.
    open func didSave() {}
    /// Called before the object is deleted.
    open func prepareForDeletion() {}

    /// Whether the object was inserted and not saved yet.
    open var isInserted: Bool { managedObjectContext?.hasInserted(self) ?? false }
    /// Whether the object was deleted and the deletion not saved yet.
    open var isDeleted: Bool { managedObjectContext?.hasDeleted(self) ?? false }
    /// Whether the object changed since the last save.
    open var isUpdated: Bool { !isInserted && !changedValues().isEmpty }
    /// Whether the object has unsaved changes.
    open var hasChanges: Bool { isInserted || isDeleted || isUpdated }
    /// Whether the object has changes that differ from the store: the same as `hasChanges`.
    open var hasPersistentChangedValues: Bool { hasChanges }
    /// Whether the object is a fault: objects are never faults in memory.
    open var isFault: Bool { false }

    func attach(to context: NSManagedObjectContext?) { managedObjectContext = context }

    func restoreCommittedValues() {
        if let committedValues { values = committedValues }
        committedValues = nil
        ownedSets.removeAll()
    }

    /// Keeps the values as they were before the first change since the last save; a set this
    /// object grows in place is copied, so that later additions do not reach the copy.
    private func snapshotIfNeeded() {
        guard committedValues == nil else { return }
        var snapshot = values
        for key in ownedSets {
            if let set = values[key] as? NSMutableSet { snapshot[key] = NSSet(set: set) }
            if let set = values[key] as? NSMutableOrderedSet { snapshot[key] = NSOrderedSet(orderedSet: set) }
        }
        committedValues = snapshot
    }

    // MARK: Relationships

    /// Keeps the other side of a modelled relationship in step: setting `item.folder`
    /// adds the item to `folder.items`, as Core Data does.
    private func updateInverse(of key: String, old: Any?, new: Any?) {
        guard let relationship = entity.relationshipsByName[key], let inverseName = relationship.inverseName else { return }
        let oldObjects = Set((old.map { collectionElements($0) ?? [$0] } ?? []).compactMap { $0 as? NSManagedObject })
        let newObjects = Set((new.map { collectionElements($0) ?? [$0] } ?? []).compactMap { $0 as? NSManagedObject })
        for removed in oldObjects.subtracting(newObjects) { removed.unlink(self, from: inverseName) }
        for added in newObjects.subtracting(oldObjects) { added.link(self, into: inverseName) }
    }

    private func link(_ object: NSManagedObject, into key: String) {
        guard let relationship = entity.relationshipsByName[key] else { return }
        if relationship.isToMany {
            if let added = growToMany(key, with: object, ordered: relationship.isOrdered) {
                guard added else { return }
            } else {
                var members = values[key].flatMap { collectionElements($0) } ?? []
                guard !members.contains(where: { ($0 as AnyObject) === object }) else { return }
                members.append(object)
                storeToMany(members, key: key, ordered: relationship.isOrdered)
            }
        } else {
            if let previous = values[key] as? NSManagedObject, previous !== object { previous.unlink(self, from: relationship.inverseName ?? "") }
            values[key] = object
        }
        managedObjectContext?.noteChange(of: self)
    }

    private func unlink(_ object: NSManagedObject, from key: String) {
        guard let relationship = entity.relationshipsByName[key] else { return }
        if relationship.isToMany {
            let members = (values[key].flatMap { collectionElements($0) } ?? []).filter { ($0 as AnyObject) !== object }
            storeToMany(members, key: key, ordered: relationship.isOrdered)
        } else if (values[key] as AnyObject?) === object {
            values[key] = nil
        }
    }

    private func storeToMany(_ members: [Any], key: String, ordered: Bool) {
        objectWillChange.send()
        snapshotIfNeeded()
        ownedSets.remove(key)
        values[key] = ordered ? NSOrderedSet(array: members) as Any : NSSet(array: members) as Any
    }

    /// Adds `objects` to the to-many relationship `key`: what the generated
    /// `addToItems(_:)` accessors call.
    public func _addObjects(_ objects: [Any], toManyKey key: String) {
        // One managed object added to a set held as Core Data holds it (what seeding code
        // does thousands of times): the set grows by one and only the new member's inverse
        // is linked, instead of comparing the whole old and new sets.
        if objects.count == 1, let object = objects[0] as? NSManagedObject, let relationship = entity.relationshipsByName[key],
           let added = growToMany(key, with: object, ordered: relationship.isOrdered) {
            guard added else { return }
            if let inverseName = relationship.inverseName { object.link(self, into: inverseName) }
            managedObjectContext?.noteChange(of: self)
            return
        }
        var members = values[key].flatMap { collectionElements($0) } ?? []
        var present = Set(members.map { ObjectIdentifier($0 as AnyObject) })
        for object in objects where present.insert(ObjectIdentifier(object as AnyObject)).inserted { members.append(object) }
        setValue(entity.relationshipsByName[key]?.isOrdered == true ? NSOrderedSet(array: members) as Any : NSSet(array: members) as Any, forKey: key)
    }

    /// Adds `object` to the to-many relationship `key` when its value is an `NSSet` or
    /// `NSOrderedSet` (or nothing yet): true when added, false when it was there; nil for any
    /// other value, which the caller handles as a plain collection. The first addition makes
    /// a mutable copy that this object holds; later ones add in place, in constant time, as
    /// Core Data's own live to-many sets grow (a copy per addition made seeding thousands of
    /// related objects quadratic).
    private func growToMany(_ key: String, with object: NSManagedObject, ordered: Bool) -> Bool? {
        let current = values[key]
        // The set this object holds, or a mutable copy of the one it has (none yet: empty).
        let owned = ownedSets.contains(key) ? (current as? NSMutableSet).map(ToManyMembers.unordered) ?? (current as? NSMutableOrderedSet).map(ToManyMembers.ordered) : nil
        let members: ToManyMembers
        if let owned {
            members = owned
        } else if ordered {
            guard current == nil || current is NSOrderedSet else { return nil }
            members = .ordered(NSMutableOrderedSet(orderedSet: (current as? NSOrderedSet) ?? NSOrderedSet()))
        } else {
            guard current == nil || current is NSSet else { return nil }
            members = .unordered(NSMutableSet(set: (current as? NSSet) ?? NSSet()))
        }
        guard !members.contains(object) else { return false }
        objectWillChange.send()
        snapshotIfNeeded()
        members.add(object)
        if owned == nil {
            values[key] = members.value
            ownedSets.insert(key)
        }
        return true
    }

    /// Removes `objects` from the to-many relationship `key`: what the generated
    /// `removeFromItems(_:)` accessors call.
    public func _removeObjects(_ objects: [Any], fromManyKey key: String) {
        let members = (values[key].flatMap { collectionElements($0) } ?? []).filter { member in !objects.contains { ($0 as AnyObject) === (member as AnyObject) } }
        setValue(entity.relationshipsByName[key]?.isOrdered == true ? NSOrderedSet(array: members) as Any : NSSet(array: members) as Any, forKey: key)
    }

    /// Inserts `object` at `index` of the ordered to-many relationship `key`.
    public func _insertObject(_ object: Any, at index: Int, inOrderedKey key: String) {
        var members = values[key].flatMap { collectionElements($0) } ?? []
        members.insert(object, at: min(max(index, 0), members.count))
        setValue(NSOrderedSet(array: members), forKey: key)
    }

    /// Removes the object at `index` of the ordered to-many relationship `key`.
    public func _removeObject(at index: Int, fromOrderedKey key: String) {
        var members = values[key].flatMap { collectionElements($0) } ?? []
        guard members.indices.contains(index) else { return }
        members.remove(at: index)
        setValue(NSOrderedSet(array: members), forKey: key)
    }
}

/// The `NSManagedObject` subclass named `name` in `module`, found at run time; what the
/// generated model calls for classes the app writes itself (Xcode's manual and category
/// code generation), so that the model builds even when that class's file was left out.
public func _managedObjectClass(named name: String, module: String) -> NSManagedObject.Type? {
    _typeByName("\(module).\(name)") as? NSManagedObject.Type
}

/// A to-many relationship's mutable set, ordered or not (they share no protocol).
private enum ToManyMembers {
    case unordered(NSMutableSet)
    case ordered(NSMutableOrderedSet)

    var value: Any {
        switch self {
        case .unordered(let set): set
        case .ordered(let set): set
        }
    }

    func contains(_ object: NSManagedObject) -> Bool {
        switch self {
        case .unordered(let set): set.contains(object)
        case .ordered(let set): set.contains(object)
        }
    }

    func add(_ object: NSManagedObject) {
        switch self {
        case .unordered(let set): set.add(object)
        case .ordered(let set): set.add(object)
        }
    }
}
