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
    /// The models `descriptor` describes.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.descriptor = descriptor
        cast = { $0 }
    }

    /// The models that `filter` accepts, sorted by `sort`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    /// The models that `filter` accepts, sorted by the value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(unsafeBitCast(keyPath, to: (KeyPath<Element, Value> & Sendable).self), order: order)]), animation: animation)
    }

    /// The models that `filter` accepts, sorted by the optional value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(unsafeBitCast(keyPath, to: (KeyPath<Element, Value?> & Sendable).self), order: order)]), animation: animation)
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
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, MainActor.assumeIsolated { container.mainContext })
    }

    /// Puts a new in-memory container of `modelType` in the environment.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Puts a new in-memory container of `modelTypes` in the environment.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let container = try! ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        return modelContainer(container)
    }

    /// Puts `modelContext` in the environment.
    public func modelContext(_ modelContext: ModelContext) -> some View {
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
