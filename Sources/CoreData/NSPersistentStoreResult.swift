import Foundation

// Requests a context executes with `execute(_:)` rather than `fetch(_:)`, and what they
// answer: on iOS the batch requests run in the SQLite store without loading objects. Here the
// store is the in-memory object list (§2.13), so a batch delete deletes the matching objects
// from it directly (and, as on iOS, contexts holding them are not told).

/// What executing a request answers: Core Data's `NSPersistentStoreResult`.
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// What a batch delete answers: Core Data's `NSBatchDeleteResult`.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The answer of the request's `resultType`: true, the deleted objects' IDs, or their count.
    public let result: Any?
    init(result: Any?) { self.result = result }
}

/// What a batch delete answers with: Core Data's `NSBatchDeleteRequestResultType`.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// Whether it succeeded.
    case resultTypeStatusOnly = 0
    /// The deleted objects' IDs.
    case resultTypeObjectIDs = 1
    /// How many were deleted.
    case resultTypeCount = 2
}

/// Deletes every object a fetch request matches: Core Data's `NSBatchDeleteRequest`.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The objects to delete.
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    /// What the result holds.
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
    /// A request deleting what `fetch` matches.
    public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) {
        fetchRequest = fetch
        super.init()
    }
    /// A request deleting the objects of `objects`.
    public init(objectIDs objects: [NSManagedObjectID]) {
        fetchRequest = NSFetchRequest(entityName: "")
        objectIDs = objects
        super.init()
    }
    var objectIDs: [NSManagedObjectID]?
}

extension NSManagedObjectContext {
    /// Executes `request`: a batch delete removes the matching objects from the store at once
    /// (no save needed, as on iOS); other requests are not executed here and throw.
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        guard let batch = request as? NSBatchDeleteRequest else {
            throw NSError(domain: "NSCocoaErrorDomain", code: 134_091,
                          userInfo: [NSLocalizedDescriptionKey: "\(type(of: request)) is not executed here: only NSBatchDeleteRequest runs against the in-memory store"])
        }
        let doomed: [NSManagedObject]
        if let ids = batch.objectIDs {
            doomed = store.objects.filter { object in ids.contains(object.objectID) }
        } else {
            doomed = try fetch(batch.fetchRequest).compactMap { $0 as? NSManagedObject }
        }
        let doomedIdentities = Set(doomed.map(ObjectIdentifier.init))
        store.objects.removeAll { doomedIdentities.contains(ObjectIdentifier($0)) }
        switch batch.resultType {
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: doomed.map(\.objectID))
        case .resultTypeCount: return NSBatchDeleteResult(result: doomed.count)
        }
    }
}
