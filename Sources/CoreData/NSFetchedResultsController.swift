import Foundation

/// A fetch kept for a list: Core Data's `NSFetchedResultsController`, as view models and
/// table code hold one. After `performFetch()` its objects follow the context: each read of
/// `fetchedObjects` or `sections` fetches again, so an insert shows up as it would once iOS
/// told the delegate. The delegate itself is never called (a still has no run loop to deliver
/// change notifications on).
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
    // @unchecked: used on the context's queue, as on Apple.
    /// The request.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The context it fetches in.
    public let managedObjectContext: NSManagedObjectContext
    /// The key path whose value names each object's section; nil for one section.
    public let sectionNameKeyPath: String?
    /// The cache's name; nothing is cached.
    public let cacheName: String?
    /// Who is told about changes; never told here.
    open weak var delegate: (any NSFetchedResultsControllerDelegate)?
    private var fetched = false

    /// A controller of `fetchRequest` in `context`, in sections by `sectionNameKeyPath`.
    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        super.init()
    }

    /// Fetches; `fetchedObjects` is nil until this is called.
    open func performFetch() throws {
        _ = try managedObjectContext.fetch(fetchRequest)
        fetched = true
    }

    /// The objects, in the request's order; nil before `performFetch()`.
    open var fetchedObjects: [ResultType]? {
        guard fetched else { return nil }
        return try? managedObjectContext.fetch(fetchRequest)
    }

    /// The sections: consecutive objects with the same section name (the request's sort
    /// should put them together, as on iOS); one unnamed section without a key path.
    open var sections: [any NSFetchedResultsSectionInfo]? {
        guard let objects = fetchedObjects else { return nil }
        guard let keyPath = sectionNameKeyPath else { return [FetchedSection(name: "", objects: objects)] }
        var sections: [FetchedSection] = []
        for object in objects {
            let name = ((object as? NSManagedObject)?.value(forKeyPath: keyPath)).map { "\($0)" } ?? ""
            if let last = sections.last, last.name == name {
                sections[sections.count - 1].items.append(object)
            } else {
                sections.append(FetchedSection(name: name, objects: [object]))
            }
        }
        return sections
    }

    /// The object at `indexPath` (section, row).
    open func object(at indexPath: IndexPath) -> ResultType {
        guard let section = sections?[indexPath[0]], let object = section.objects?[indexPath[1]] as? ResultType else {
            fatalError("NSFetchedResultsController: no object at \(indexPath)")
        }
        return object
    }

    /// The index path of `object`, if it was fetched.
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        guard let sections else { return nil }
        for (sectionIndex, section) in sections.enumerated() {
            if let row = section.objects?.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) {
                return IndexPath(indexes: [sectionIndex, row])
            }
        }
        return nil
    }
}

/// A section of fetched objects: Core Data's `NSFetchedResultsSectionInfo`.
public protocol NSFetchedResultsSectionInfo {
    /// The section's name.
    var name: String { get }
    /// Its index title: the name's first letter, uppercased.
    var indexTitle: String? { get }
    /// How many objects it has.
    var numberOfObjects: Int { get }
    /// Its objects.
    var objects: [Any]? { get }
}

struct FetchedSection: NSFetchedResultsSectionInfo {
    let name: String
    var items: [Any]
    init(name: String, objects: [Any]) {
        self.name = name
        items = objects
    }
    var indexTitle: String? { name.first.map { String($0).uppercased() } }
    var numberOfObjects: Int { items.count }
    var objects: [Any]? { items }
}

/// What a fetched results controller tells its delegate: Core Data's
/// `NSFetchedResultsControllerDelegate`. Each method is an Objective-C optional on iOS; Linux
/// has no `@objc optional`, so each has a default that does nothing. None is called here.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    /// Changes are about to be reported.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// Changes were reported.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// An object changed.
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
}

extension NSFetchedResultsControllerDelegate {
    /// Nothing.
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    /// Nothing.
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    /// Nothing.
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                           at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
}

/// How a fetched object changed: Core Data's `NSFetchedResultsChangeType`.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    /// Inserted.
    case insert = 1
    /// Deleted.
    case delete = 2
    /// Moved.
    case move = 3
    /// Updated.
    case update = 4
}
