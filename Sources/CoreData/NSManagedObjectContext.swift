import Foundation
import Observation

/// How a context runs its blocks. Every block runs at once on the calling thread here: a
/// still renders after the setup code has finished, so there is no queue to wait for.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType = 0
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}

/// The objects a coordinator's store holds, shared by its contexts: saving one context makes
/// its objects visible to the others (the store is the one in memory).
final class ObjectStore {
    var objects = ObjectList()
}

/// Inserts, deletes and fetches managed objects: Core Data's `NSManagedObjectContext`, in
/// memory. Unsaved inserts count in its own fetches; `save()` moves them into the store that
/// the coordinator's other contexts fetch from. It is `Observable`: a `@FetchRequest` that
/// fetched from it lays its view out again after an insert, delete or change
/// (docs/ARCHITECTURE.md §4.3).
open class NSManagedObjectContext: NSObject, Observable, @unchecked Sendable {
    // @unchecked: used from one thread at a time, as Core Data's contexts are.
    /// How it runs blocks.
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    /// The coordinator whose store it fetches from.
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    /// The context it saves into, for a child context.
    open var parent: NSManagedObjectContext?
    /// A name for debugging.
    open var name: String?
    /// Whether it takes in its parent's saves; with one shared store it always sees them.
    open var automaticallyMergesChangesFromParent = false
    /// How conflicts are resolved (`NSMergeByPropertyObjectTrumpMergePolicy`, …); with one
    /// store there are none.
    open var mergePolicy: Any = NSErrorMergePolicy
    /// The undo manager; nothing is registered with it.
    open var undoManager: UndoManager?
    /// The author recorded in persistent history; kept, not used.
    open var transactionAuthor: String?
    /// How old cached values may be; everything is current in memory.
    open var stalenessInterval: TimeInterval = -1
    /// Whether faults of deleted objects are deleted; there are no faults.
    open var shouldDeleteInaccessibleFaults = true
    /// Whether property values are kept for undo; nothing is undone.
    open var retainsRegisteredObjects = false

    private let ownStore = ObjectStore()
    private var inserted = ObjectList()
    private var deleted = ObjectList()
    private var updated = ObjectList()
    private let registrar = ObservationRegistrar()
    var version = 0

    /// A context of `type`, with no coordinator until one is set.
    public init(concurrencyType type: NSManagedObjectContextConcurrencyType) {
        concurrencyType = type
        super.init()
    }

    /// A context confined to the calling thread (deprecated on Apple).
    public override convenience init() { self.init(concurrencyType: .mainQueueConcurrencyType) }

    var store: ObjectStore { persistentStoreCoordinator?.store ?? parent?.store ?? ownStore }
    var model: NSManagedObjectModel { persistentStoreCoordinator?.managedObjectModel ?? parent?.model ?? NSManagedObjectModel() }

    // MARK: Changes

    /// Objects inserted since the last save.
    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    /// Whether `object` was inserted and not saved yet, in constant time.
    func hasInserted(_ object: NSManagedObject) -> Bool { inserted.contains(object) }
    /// Whether `object` was deleted and the deletion not saved yet, in constant time.
    func hasDeleted(_ object: NSManagedObject) -> Bool { deleted.contains(object) }
    /// Objects changed since the last save.
    open var updatedObjects: Set<NSManagedObject> { Set(updated.filter { !$0.changedValues().isEmpty }) }
    /// Objects deleted since the last save.
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    /// Every object the context knows.
    open var registeredObjects: Set<NSManagedObject> { Set(candidates()) }
    /// Whether anything was inserted, changed or deleted since the last save.
    open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !updatedObjects.isEmpty }

    /// Adds `object` to the context (once), to be saved into the store.
    open func insert(_ object: NSManagedObject) {
        guard !inserted.contains(object), !store.objects.contains(object) else { return }
        mutate {
            inserted.append(object)
            object.attach(to: self)
        }
        object.awakeFromInsert()
    }

    /// Marks `object` deleted: it leaves fetches at once and the store at the next save.
    /// Cascading relationships delete their objects too; others let go of it.
    open func delete(_ object: NSManagedObject) {
        guard !deleted.contains(object) else { return }
        object.prepareForDeletion()
        mutate {
            if !inserted.remove(object) {
                deleted.append(object)
            }
        }
        for relationship in object.entity.relationshipsByName.values {
            let related = (object.values[relationship.name].map { collectionElements($0) ?? [$0] } ?? []).compactMap { $0 as? NSManagedObject }
            if relationship.deleteRule == .cascadeDeleteRule {
                related.forEach(delete)
            } else if relationship.inverseName != nil {
                object.setValue(nil, forKey: relationship.name)
            }
        }
    }

    /// Called by objects when a value changes.
    func noteChange(of object: NSManagedObject) {
        mutate {
            if !inserted.contains(object) { updated.append(object) }
        }
    }

    private func mutate(_ change: () -> Void) {
        registrar.withMutation(of: self, keyPath: \.version) {
            change()
            version += 1
        }
    }

    /// Moves inserts into the store and drops deletions from it; the objects' values become
    /// the committed ones that `rollback()` returns to.
    open func save() throws {
        guard hasChanges else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let changed = inserted.items + updated.items
        changed.forEach { $0.willSave() }
        mutate {
            store.objects.append(contentsOf: inserted)
            if !deleted.isEmpty { store.objects.removeAll { deleted.contains($0) } }
            for object in deleted { object.attach(to: nil) }
            for object in changed { object.committedValues = nil }
            inserted.removeAll()
            deleted.removeAll()
            updated.removeAll()
        }
        changed.forEach { $0.didSave() }
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self)
    }

    /// Drops every change since the last save: inserts leave, deletions come back, values
    /// return to their committed state.
    open func rollback() {
        mutate {
            for object in inserted { object.attach(to: nil) }
            for object in updated { object.restoreCommittedValues() }
            inserted.removeAll()
            deleted.removeAll()
            updated.removeAll()
        }
    }

    /// Forgets the unsaved changes, as `rollback()` does.
    open func reset() { rollback() }

    /// Re-reads `object` from the store; it is the store's object already.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        if !flag, updated.contains(object) { object.restoreCommittedValues() }
    }

    /// Re-reads every object; they are the store's objects already.
    open func refreshAllObjects() {}

    /// Takes in another context's save; the store is shared, so it already has it.
    open func mergeChanges(fromContextDidSave notification: Notification) {}

    /// Makes temporary IDs permanent; there is no store to give permanent ones.
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

    // MARK: Fetching

    /// The objects this context sees: the store's and its own unsaved inserts, less its deletions.
    private func candidates() -> [NSManagedObject] {
        (store.objects.items + inserted.items).filter { !deleted.contains($0) }
    }

    /// The objects a request may match: those of its entity alone when no other entity that
    /// has objects descends from it (their order is then the order of all objects, filtered),
    /// else every object.
    private func candidates<T>(for request: NSFetchRequest<T>) -> [NSManagedObject] {
        guard let name = request.entityName ?? request.entity?.name else { return candidates() }
        let names = Set(store.objects.entityNames).union(inserted.entityNames)
        let others = names.filter { $0 != name }
        if request.includesSubentities, others.contains(where: { descends($0, from: name) }) { return candidates() }
        let found = store.objects.objects(ofEntityNamed: name) + inserted.objects(ofEntityNamed: name)
        return deleted.isEmpty ? found : found.filter { !deleted.contains($0) }
    }

    /// Whether the entity named `name` (as its objects here have it) has `ancestor` above it.
    private func descends(_ name: String, from ancestor: String) -> Bool {
        let sample = store.objects.objects(ofEntityNamed: name).first ?? inserted.objects(ofEntityNamed: name).first
        return sample?.entity.inherits(from: ancestor) ?? false
    }

    /// The objects of the request's entity that its predicate accepts, in the order of its
    /// sort descriptors (insertion order for ties and without any), within offset and limit.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        registrar.access(self, keyPath: \.version)
        var found = candidates(for: request).filter { request.matchesEntity($0) && $0 is T }
        if let predicate = request.predicate { found = found.filter { predicate.evaluate(with: $0) } }
        found = found.sorted(by: request.sortDescriptors ?? [])
        let offset = min(max(request.fetchOffset, 0), found.count)
        let end = request.fetchLimit > 0 ? min(offset + request.fetchLimit, found.count) : found.count
        let objects = found[offset..<end]
        switch request.resultType {
        case .managedObjectIDResultType: return objects.compactMap { $0.objectID as? T }
        case .countResultType: return [NSNumber(value: objects.count)].compactMap { $0 as? T }
        default: return objects.compactMap { $0 as? T }
        }
    }

    /// How many objects an untyped request would return: Core Data's own signature, which
    /// `count(for: Item.fetchRequest())` picks.
    open func count(for request: NSFetchRequest<any NSFetchRequestResult>) throws -> Int {
        try countObjects(for: request)
    }

    private func countObjects<T>(for request: NSFetchRequest<T>) throws -> Int {
        let plain = NSFetchRequest<NSManagedObject>()
        plain.entityName = request.entityName
        plain.predicate = request.predicate
        plain.fetchLimit = request.fetchLimit
        plain.fetchOffset = request.fetchOffset
        return try fetch(plain).count
    }

    /// How many objects `fetch` would return.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { try countObjects(for: request) }

    /// The object with `objectID`.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let found = registeredObject(for: objectID) else {
            fatalError("Core Data: no object with ID \(objectID) in this context")
        }
        return found
    }

    /// The object with `objectID`, or an error when the context has none.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let found = registeredObject(for: objectID) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 133000, userInfo: [NSLocalizedDescriptionKey: "No object with ID \(objectID)"])
        }
        return found
    }

    /// The object with `objectID`, if the context knows it.
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
        candidates().first { $0.objectID === objectID }
    }

    // MARK: Blocks

    /// Runs `block` at once (Core Data queues it; a still has nothing else to wait for).
    open func perform(_ block: @escaping () -> Void) { block() }

    /// Runs `block` at once.
    open func performAndWait(_ block: () -> Void) { block() }

    /// Runs `block` at once and returns its result.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }

    /// When an async `perform` runs its block.
    public enum ScheduledTaskType: Sendable {
        case immediate
        case enqueued
    }

    /// Runs `block` and returns its result.
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T { try block() }
}

extension Notification.Name {
    /// Posted when a context is about to save, before its objects' `willSave()`.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    /// Posted after a context saves.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// Posted when a context's objects change; not posted here.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    /// Posted when another process changes the store; never here.
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// The kinds of merge policy.
public enum NSMergePolicyType: UInt, Sendable {
    case errorMergePolicyType = 0
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    case overwriteMergePolicyType = 3
    case rollbackMergePolicyType = 4
}

/// How a context resolves conflicts with the store. With one store in memory there are no
/// conflicts; the policy is kept so that apps' setup code compiles and reads back.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The kind of policy.
    public let mergeType: NSMergePolicyType
    /// A policy of `ty`.
    public init(merge ty: NSMergePolicyType) {
        mergeType = ty
        super.init()
    }
    /// Fail on conflicts.
    open class var error: NSMergePolicy { NSMergePolicy(merge: .errorMergePolicyType) }
    /// The store's values win, property by property.
    open class var mergeByPropertyStoreTrump: NSMergePolicy { NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType) }
    /// The context's values win, property by property.
    open class var mergeByPropertyObjectTrump: NSMergePolicy { NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType) }
    /// The context's objects replace the store's.
    open class var overwrite: NSMergePolicy { NSMergePolicy(merge: .overwriteMergePolicyType) }
    /// The store's objects replace the context's.
    open class var rollback: NSMergePolicy { NSMergePolicy(merge: .rollbackMergePolicyType) }
}

/// Fail on conflicts: the default merge policy.
public var NSErrorMergePolicy: Any { NSMergePolicy.error }
/// The store's values win, property by property.
public var NSMergeByPropertyStoreTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyStoreTrump }
/// The context's values win, property by property.
public var NSMergeByPropertyObjectTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyObjectTrump }
/// The context's objects replace the store's.
public var NSOverwriteMergePolicy: Any { NSMergePolicy.overwrite }
/// The store's objects replace the context's.
public var NSRollbackMergePolicy: Any { NSMergePolicy.rollback }

/// Foundation's undo manager, which Linux's Foundation lacks: contexts hold one
/// (`context.undoManager = UndoManager()`), and nothing is ever registered or undone in a still.
open class UndoManager: NSObject, @unchecked Sendable {
    /// An undo manager with nothing to undo.
    public override init() { super.init() }
    /// Whether there is something to undo: never.
    open var canUndo: Bool { false }
    /// Whether there is something to redo: never.
    open var canRedo: Bool { false }
    /// Undoes nothing.
    open func undo() {}
    /// Redoes nothing.
    open func redo() {}
    /// Forgets nothing.
    open func removeAllActions() {}
}
