import Foundation
import SwatchRaster

/// The models a view shows, fetched from the environment's `ModelContext`: SwiftData's
/// `@Query`. It fetches each time the view is resolved, so it shows what the context holds
/// then; an insert or delete afterwards lays the view out again (docs/ARCHITECTURE.md §4.3).
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    @Environment(\.modelContext) private var context
    let descriptor: FetchDescriptor<Element>
    let cast: ([Element]) -> Result

    /// The fetched models.
    public var wrappedValue: Result { cast((try? context.fetch(descriptor)) ?? []) }
    /// The error of the last fetch, if it failed.
    public var fetchError: (any Error)? {
        do {
            _ = try context.fetch(descriptor)
            return nil
        } catch {
            return error
        }
    }
    /// The context fetched from.
    public var modelContext: ModelContext { context }
}

extension Query where Result == [Element] {
    // Apple's eight initializers: four with an animation (required, as in Apple's
    // interface) and four with a transaction (defaulted), so `Query()` means the
    // transaction form. The animation and transaction only matter to a live update.

    /// The models `descriptor` describes.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.descriptor = descriptor
        cast = { $0 }
    }

    /// The models that `filter` accepts, sorted by `sort`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    /// The models that `filter` accepts, sorted by the value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [Query.sort(keyPath, order)]), animation: animation)
    }

    /// The models that `filter` accepts, sorted by the optional value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [Query.sort(keyPath, order)]), animation: animation)
    }

    /// The models `descriptor` describes.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.descriptor = descriptor
        cast = { $0 }
    }

    /// The models that `filter` accepts, sorted by `sort`; every model of the type without
    /// arguments (the bare `@Query`).
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    /// The models that `filter` accepts, sorted by the value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [Query.sort(keyPath, order)]), transaction: transaction)
    }

    /// The models that `filter` accepts, sorted by the optional value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [Query.sort(keyPath, order)]), transaction: transaction)
    }

    /// A sort descriptor of a key path; `SortDescriptor` wants a `Sendable` key path, which a
    /// key path literal is and Swift cannot prove here.
    private static func sort<Value: Comparable>(_ keyPath: KeyPath<Element, Value>, _ order: SortOrder) -> SortDescriptor<Element> {
        SortDescriptor(unsafeBitCast(keyPath, to: (KeyPath<Element, Value> & Sendable).self), order: order)
    }

    /// A sort descriptor of an optional key path, `nil` first as Foundation orders it.
    private static func sort<Value: Comparable>(_ keyPath: KeyPath<Element, Value?>, _ order: SortOrder) -> SortDescriptor<Element> {
        SortDescriptor(unsafeBitCast(keyPath, to: (KeyPath<Element, Value?> & Sendable).self), order: order)
    }
}

/// The context views fetch from when no ancestor set one: empty.
private let emptyContext = ModelContext(try! ModelContainer(for: Schema([]), configurations: []))

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { emptyContext }
}

extension EnvironmentValues {
    /// The context `@Query` fetches from and views insert into.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Puts `container`'s main context in the environment.
    nonisolated public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, MainActor.assumeIsolated { container.mainContext })
    }

    /// Puts a new in-memory container of `modelType` in the environment.
    nonisolated public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Puts a new in-memory container of `modelTypes` in the environment.
    nonisolated public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let container = try! ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        return modelContainer(container)
    }

    /// Puts `modelContext` in the environment.
    nonisolated public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// The app's container; a still never launches the app.
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }
    /// The app's container of `modelType`; a still never launches the app.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
    /// The app's container of `modelTypes`; a still never launches the app.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
}
