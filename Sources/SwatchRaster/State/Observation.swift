import Foundation
import Observation

// iOS 17's model API on the Swift toolchain's own Observation module: `@Observable` classes
// held in `@State`, put in the environment with `.environment(model)`, read with
// `@Environment(Model.self)`, and bound with `@Bindable`. The settle loop tracks the
// properties read while views resolve, so a write after that (during layout or by an
// action) lays the tree out again, as an `ObservableObject` write does (docs/ARCHITECTURE.md §4.3).

/// The environment's slot for an observable object of type `T`, found by type as SwiftUI does.
public struct _ObservableEnvironmentKey<T: AnyObject>: Hashable, Sendable {
    /// The key of `T`'s slot.
    public init() {}
}

extension EnvironmentValues {
    var observableObjects: [ObjectIdentifier: AnyObject] {
        get { self[ObservableObjectsKey.self] }
        set { self[ObservableObjectsKey.self] = newValue }
    }

    /// The object of type `T` put here by `.environment(_:)`; reading one that no ancestor
    /// provided stops the program with SwiftUI's message.
    public subscript<T: AnyObject>(_ key: _ObservableEnvironmentKey<T>) -> T {
        guard let object = observableObjects[ObjectIdentifier(T.self)] as? T else {
            fatalError("No Observable object of type \(T.self) found. A View.environment(_:) for \(T.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// The object of type `T` put here by `.environment(_:)`, or `nil`.
    public subscript<T: AnyObject>(optional key: _ObservableEnvironmentKey<T>) -> T? {
        observableObjects[ObjectIdentifier(T.self)] as? T
    }
}

private struct ObservableObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension Environment {
    /// Reads the `@Observable` object of this type that an ancestor put in the environment
    /// with `.environment(_:)`: `@Environment(Model.self) private var model`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[_ObservableEnvironmentKey<Value>()])
    }

    /// Reads the `@Observable` object of type `T`, or `nil` when no ancestor provided one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[optional: _ObservableEnvironmentKey<T>()])
    }
}

extension View {
    /// Puts an `@Observable` object in the environment for `@Environment(T.self)` below;
    /// `nil` removes one an ancestor set.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.observableObjects) { $0[ObjectIdentifier(T.self)] = object }
    }
}

/// Bindings to the properties of an `@Observable` object: SwiftUI's `Bindable`, as in
/// `@Bindable var model: Model` and `TextField("Name", text: $model.name)`.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value
    /// Itself, so that `$model.name` reaches the dynamic member below.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `wrappedValue`'s properties, outside a property declaration:
    /// `Bindable(model).name`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// The same bindings as `projectedValue` (the spelling for `_model = Bindable(projectedValue:)`).
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to the property at `keyPath`: reads and writes go to the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}

/// Whether an observed property changed since the tracking began; set from Observation's
/// `onChange`, which may run on any thread.
final class ObservationFlag: @unchecked Sendable {
    // @unchecked: `changed` is guarded by `lock`.
    private let lock = NSLock()
    private var value = false
    var changed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}

/// Runs `body` recording the `@Observable` properties it reads; `flag` is set when one of
/// them is written afterwards.
func trackingObservations<T>(_ flag: ObservationFlag, _ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
        var result: T?
        withObservationTracking({ result = body() }, onChange: { [flag] in flag.set() })
        return result!
    }
}
