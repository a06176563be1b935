import Foundation

/// What a fetch can return: managed objects, their IDs, dictionaries or counts. Core Data
/// declares it so that `NSFetchRequest<ResultType>` can say which.
public protocol NSFetchRequestResult: AnyObject {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// The base of requests a store executes.
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {
    // @unchecked: configured, then handed to one context, as on Apple.
    /// Stores to search; every store is the one in-memory store here.
    open var affectedStores: [NSPersistentStore]?
}

/// What kind of results a fetch returns.
public enum NSFetchRequestResultType: UInt, Sendable {
    case managedObjectResultType = 0
    case managedObjectIDResultType = 1
    case dictionaryResultType = 2
    case countResultType = 4
}

/// Which objects to fetch and in which order: Core Data's `NSFetchRequest`. Only managed
/// object results are made; the other result types fetch objects too.
///
/// Apple constrains `ResultType` to `NSFetchRequestResult`, an `@objc` protocol whose
/// existential conforms to itself, so apps write `NSFetchRequest<NSFetchRequestResult>`.
/// A Swift protocol's existential does not conform to itself, so the constraint is left off
/// here and that spelling still builds.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// The name of the entity to fetch.
    open var entityName: String?
    private var _entity: NSEntityDescription?
    /// Which objects; nil for all.
    open var predicate: NSPredicate?
    /// In which order; insertion order without any.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many (0: no limit).
    open var fetchLimit = 0
    /// Skipping this many.
    open var fetchOffset = 0
    /// How many objects are loaded at a time; all of them are in memory anyway.
    open var fetchBatchSize = 0
    /// Whether results are faults; never here.
    open var returnsObjectsAsFaults = true
    /// Whether unsaved changes count; they always do in memory.
    open var includesPendingChanges = true
    /// Whether subentities' objects are included.
    open var includesSubentities = true
    /// Whether property values are included.
    open var includesPropertyValues = true
    /// Relationships to load with the objects; everything is loaded.
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Properties for dictionary results; not used here.
    open var propertiesToFetch: [Any]?
    /// Properties to group by for dictionary results; not used here.
    open var propertiesToGroupBy: [Any]?
    /// Whether dictionary results are distinct; not used here.
    open var returnsDistinctResults = false
    /// The kind of results.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType

    /// A request for no entity yet.
    public override init() { super.init() }

    /// A request for the objects of the entity named `entityName`.
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// The entity to fetch.
    open var entity: NSEntityDescription? {
        get { _entity ?? entityName.flatMap { NSManagedObjectModel.registeredEntity(named: $0) } }
        set {
            _entity = newValue
            entityName = newValue?.name
        }
    }

    /// Whether `object` is of the requested entity (or inherits from it).
    func matchesEntity(_ object: NSManagedObject) -> Bool {
        guard let name = entityName ?? _entity?.name else { return true }
        if object.entity.name == name { return true }
        return includesSubentities && object.entity.inherits(from: name)
    }
}
