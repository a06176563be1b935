import Foundation

/// An object's identity, valid across contexts. In memory every ID stays temporary: there is
/// no store to hand out permanent ones.
open class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    // @unchecked: immutable after creation.
    /// The entity of the object.
    public let entity: NSEntityDescription
    private let number: Int

    nonisolated(unsafe) private static var counter = 0
    private static let lock = NSLock()

    init(entity: NSEntityDescription) {
        self.entity = entity
        NSManagedObjectID.lock.lock()
        NSManagedObjectID.counter += 1
        number = NSManagedObjectID.counter
        NSManagedObjectID.lock.unlock()
    }

    /// Always true: nothing is saved to a store here.
    open var isTemporaryID: Bool { true }

    /// A URL naming the object, in the shape Core Data gives temporary IDs.
    open func uriRepresentation() -> URL {
        URL(string: "x-coredata:///\(entity.name ?? "Entity")/t\(number)")!
    }

    /// The URL, as Core Data prints an ID.
    open override var description: String { "<\(uriRepresentation().absoluteString)>" }
}
