import Foundation
import Observation

/// A class that a `ModelContext` stores: SwiftData's `PersistentModel`. `@Model` adds the
/// conformance; identity is the object's own, as for a model that was not saved yet.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

/// A model's identity in its store: SwiftData's `PersistentIdentifier`.
public struct PersistentIdentifier: Hashable, Comparable, Sendable {
    let object: ObjectIdentifier
    /// Orders by identity, for sorted collections of identifiers.
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.object < rhs.object }
}

extension PersistentModel {
    /// The model's identity.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }
    /// The model's identity, where the model declares no `id` of its own.
    public var id: PersistentIdentifier { persistentModelID }
    /// The context the model was inserted into, if any.
    public var modelContext: ModelContext? { ModelContext.owner(of: self) }
    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { false }
    /// Whether the model has unsaved changes; saving is a no-op in memory.
    public var hasChanges: Bool { false }
    /// Equal when they are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
