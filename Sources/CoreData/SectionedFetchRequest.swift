import Foundation
import SwatchRaster

/// Managed objects fetched as `FetchRequest` fetches them and grouped into sections by a key
/// path: SwiftUI's `@SectionedFetchRequest`. As with Core Data's sectioned results, a section
/// is a run of consecutive objects with the same identifier, so sort by the section's key
/// first.
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    let box: FetchConfigurationBox<Result>
    let sectionIdentifier: KeyPath<Result, SectionIdentifier>

    /// The fetched objects, in sections.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        var sections: [SectionedFetchResults<SectionIdentifier, Result>.Section] = []
        for object in (try? context.fetch(box.request)) ?? [] {
            let id = object[keyPath: sectionIdentifier]
            if let last = sections.last, last.id == id {
                sections[sections.count - 1].objects.append(object)
            } else {
                sections.append(.init(id: id, objects: [object]))
            }
        }
        return SectionedFetchResults(sections: sections, box: box)
    }

    /// The objects `fetchRequest` describes, in sections by `sectionIdentifier`.
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        box = FetchConfigurationBox(fetchRequest)
        self.sectionIdentifier = sectionIdentifier
    }

    /// The objects `fetchRequest` describes, in sections, updated in `transaction`.
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest, sectionIdentifier: sectionIdentifier)
    }

    /// The objects of `entity` that `predicate` accepts, sorted and in sections.
    public init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier, animation: animation)
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    /// The objects of `Result`'s entity that `predicate` accepts, sorted and in sections.
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    /// The objects of `Result`'s entity that `predicate` accepts, in the order of Foundation
    /// sort descriptors, in sections.
    @_disfavoredOverload
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors.map { NSSortDescriptor._from($0) }, predicate: predicate, animation: animation)
    }
}

/// The sections a `SectionedFetchRequest` fetched, in fetch order.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    let sections: [Section]
    let box: FetchConfigurationBox<Result>

    /// The objects of one section.
    public struct Section: RandomAccessCollection, Identifiable {
        /// The section's identifier, shared by its objects.
        public let id: SectionIdentifier
        var objects: [Result]
        /// The first index.
        public var startIndex: Int { objects.startIndex }
        /// The index past the last object.
        public var endIndex: Int { objects.endIndex }
        /// The object at `position`.
        public subscript(position: Int) -> Result { objects[position] }
    }

    /// The first index.
    public var startIndex: Int { sections.startIndex }
    /// The index past the last section.
    public var endIndex: Int { sections.endIndex }
    /// The section at `position`.
    public subscript(position: Int) -> Section { sections[position] }

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
