import Foundation
import Observation

/// Holds models in memory: SwiftData's `ModelContainer`. There is no store on disk here; every
/// container keeps its models for as long as it lives, which is what previews and snapshot
/// tests of SwiftData screens need.
public final class ModelContainer: @unchecked Sendable {
    // @unchecked: its context is used from the main actor, as SwiftData's main context is.
    /// The model types.
    public let schema: Schema
    /// The configurations it was made with.
    public let configurations: Set<ModelConfiguration>
    private var context: ModelContext?

    /// The plan the container was made with, if any. The store is new and in memory, so no
    /// stage runs.
    public let migrationPlan: (any SchemaMigrationPlan.Type)?

    /// A container for `givenSchema`. With a `migrationPlan` and an empty schema, the plan's
    /// latest schema is used.
    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
        if givenSchema.types.isEmpty, let latest = migrationPlan?.latestSchema {
            schema = Schema(versionedSchema: latest)
        } else {
            schema = givenSchema
        }
        self.migrationPlan = migrationPlan
        self.configurations = Set(configurations.isEmpty ? [ModelConfiguration()] : configurations)
    }

    /// A container for `givenSchema`.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container for the model types `forTypes`.
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// The context views use; made on first use.
    @MainActor public var mainContext: ModelContext {
        if let context { return context }
        let made = ModelContext(self)
        context = made
        return made
    }

    /// Deletes every model of every context; the store is in memory, so nothing else.
    public func deleteAllData() { context?.removeAll() }
}

/// Inserts, deletes and fetches models: SwiftData's `ModelContext`, in memory. It is
/// `Observable`: a `@Query` that fetched from it lays its view out again when a model is
/// inserted or deleted afterwards (docs/ARCHITECTURE.md §4.3).
public final class ModelContext: Observable, Hashable, @unchecked Sendable {
    // @unchecked: used from the main actor, as SwiftData's main context is.
    /// The container the context belongs to.
    public let container: ModelContainer
    /// Whether changes are saved automatically; there is nothing to save to here.
    public var autosaveEnabled = true
    private var models: [AnyObject] = []
    private let registrar = ObservationRegistrar()
    private var version = 0

    private static let lock = NSLock()
    nonisolated(unsafe) private static var owners: [ObjectIdentifier: WeakContext] = [:]
    private struct WeakContext { weak var context: ModelContext? }

    /// A context of `container`.
    public init(_ container: ModelContainer) { self.container = container }

    /// Keeps `model` (once, however often it is inserted).
    public func insert<T: PersistentModel>(_ model: T) {
        guard !models.contains(where: { $0 === model }) else { return }
        registrar.withMutation(of: self, keyPath: \.version) {
            models.append(model)
            version += 1
        }
        ModelContext.lock.lock()
        ModelContext.owners[ObjectIdentifier(model)] = WeakContext(context: self)
        ModelContext.lock.unlock()
    }

    /// Removes `model`.
    public func delete<T: PersistentModel>(_ model: T) {
        registrar.withMutation(of: self, keyPath: \.version) {
            models.removeAll { $0 === model }
            version += 1
        }
        ModelContext.lock.lock()
        ModelContext.owners[ObjectIdentifier(model)] = nil
        ModelContext.lock.unlock()
    }

    /// Removes every model of `model` that `predicate` accepts (all without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for each in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(each) }
    }

    /// Saves; an in-memory store has nothing to write.
    public func save() throws {}
    /// Whether there are unsaved changes: never, in memory.
    public var hasChanges: Bool { false }
    /// Drops unsaved changes; there are none.
    public func rollback() {}

    /// The models of type `T` that the descriptor's predicate accepts, sorted by its sort
    /// descriptors (insertion order otherwise), within its offset and limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        registrar.access(self, keyPath: \.version)
        var found = models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), found.count)
        let end = descriptor.fetchLimit.map { min(offset + max($0, 0), found.count) } ?? found.count
        return Array(found[offset..<end])
    }

    /// How many models `fetch` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

    /// The model with `persistentModelID`, if this context holds it.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        models.first { ObjectIdentifier($0) == persistentModelID.object } as? T
    }

    func removeAll() {
        registrar.withMutation(of: self, keyPath: \.version) {
            models.removeAll()
            version += 1
        }
    }

    /// The context holding `model`. An identifier can be reused once its object is freed,
    /// so the entry counts only while that context still holds this very object.
    static func owner(of model: AnyObject) -> ModelContext? {
        lock.lock()
        let context = owners[ObjectIdentifier(model)]?.context
        lock.unlock()
        return context?.models.contains { $0 === model } == true ? context : nil
    }

    /// The same context.
    public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }
    /// Hashes the context's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What to fetch: SwiftData's `FetchDescriptor`.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    // @unchecked: Predicate and SortDescriptor of a class type are values.
    /// Which models.
    public var predicate: Predicate<T>?
    /// In which order.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many.
    public var fetchLimit: Int?
    /// Skipping this many.
    public var fetchOffset: Int?
    /// Whether unsaved models are included; everything is unsaved in memory.
    public var includePendingChanges = true

    /// A descriptor.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
