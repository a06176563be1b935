import Foundation
import SwatchRaster

// SwiftUI's Core Data views API. Apple declares it in SwiftUI; here SwiftUI cannot depend on
// CoreData (the engine never depends on the frameworks above it), so CoreData declares it,
// and a file that imports SwiftUI and CoreData, as every Core Data screen does, sees it as
// on iOS. SwiftData's `@Query` is built the same way (docs/ARCHITECTURE.md §2.13).

/// The requests and results a `FetchRequest` holds, shared by its results so that
/// `results.nsPredicate = …` changes the next fetch.
final class FetchConfigurationBox<Result: NSFetchRequestResult>: @unchecked Sendable {
    // @unchecked: used from the main actor, where views are resolved.
    let request: NSFetchRequest<Result>
    init(_ request: NSFetchRequest<Result>) { self.request = request }
}

/// The managed objects a view shows, fetched from the environment's
/// `\.managedObjectContext` each time the view's body is evaluated: SwiftUI's
/// `@FetchRequest`. An insert, delete or change in the context afterwards lays the view out
/// again (the context is `Observable`, docs/ARCHITECTURE.md §4.3). Animations are accepted
/// and not run: a still shows the settled state.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    let box: FetchConfigurationBox<Result>

    /// The fetched objects.
    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(objects: (try? context.fetch(box.request)) ?? [], box: box)
    }

    /// The request's predicate and sort descriptors, to bind to (`$items`).
    public var projectedValue: Binding<Configuration> {
        let box = box
        return Binding(
            get: { Configuration(nsSortDescriptors: box.request.sortDescriptors ?? [], nsPredicate: box.request.predicate) },
            set: {
                box.request.sortDescriptors = $0.nsSortDescriptors
                box.request.predicate = $0.nsPredicate
            })
    }

    /// The configurable parts of the request.
    public struct Configuration {
        /// The sort descriptors.
        public var nsSortDescriptors: [NSSortDescriptor]
        /// The predicate.
        public var nsPredicate: NSPredicate?
    }

    /// The objects `fetchRequest` describes.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        box = FetchConfigurationBox(fetchRequest)
    }

    /// The objects `fetchRequest` describes, updated in `transaction`.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest)
    }

    /// The objects of `entity` that `predicate` accepts, sorted by `sortDescriptors`.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// The objects of `Result`'s entity that `predicate` accepts, sorted by `sortDescriptors`.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    /// The objects of `Result`'s entity that `predicate` accepts, in the order of Foundation
    /// sort descriptors (`SortDescriptor(\.date, order: .reverse)`).
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(sortDescriptors: sortDescriptors.map { NSSortDescriptor._from($0) }, predicate: predicate, animation: animation)
    }
}

/// The objects a `FetchRequest` fetched, in fetch order.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let objects: [Result]
    let box: FetchConfigurationBox<Result>

    /// The first index.
    public var startIndex: Int { objects.startIndex }
    /// The index past the last object.
    public var endIndex: Int { objects.endIndex }
    /// The object at `position`.
    public subscript(position: Int) -> Result { objects[position] }

    /// The request's predicate; setting it changes the next fetch.
    public var nsPredicate: NSPredicate? {
        get { box.request.predicate }
        nonmutating set { box.request.predicate = newValue }
    }

    /// The request's sort descriptors; setting them changes the next fetch.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { box.request.sortDescriptors ?? [] }
        nonmutating set { box.request.sortDescriptors = newValue }
    }
}

/// The context views fetch from when no ancestor set one: empty, with no model.
private let emptyContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)

private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext { emptyContext }
}

extension EnvironmentValues {
    /// The context `@FetchRequest` fetches from and views insert into
    /// (`.environment(\.managedObjectContext, container.viewContext)`).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
