import Foundation

// SwiftUI's reference-type model API: `ObservableObject`, `@Published`, `@StateObject`,
// `@ObservedObject`, `@EnvironmentObject`. On Apple platforms the protocol and `@Published`
// come from Combine, which `import SwiftUI` re-exports; Linux has no Combine, so the engine
// defines the parts views use. A still image is one settled render: the engine reads models
// when it resolves views and never subscribes to their changes (docs/ARCHITECTURE.md §4.3).

/// The publisher an `ObservableObject` announces changes through. Nothing subscribes in a
/// still, so `send()` only exists for models that call it.
public final class ObservableObjectPublisher: @unchecked Sendable {
    // @unchecked: stateless.
    /// A publisher with no subscribers.
    public init() {}
    /// Announces that the object is about to change: the render's settle loop goes round
    /// again, as a screen would redraw.
    public func send() { ModelChanges.bump() }
}

/// A model class views observe: SwiftUI's `ObservableObject`.
public protocol ObservableObject: AnyObject {
    /// The type of `objectWillChange`.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Announces changes before they happen.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher for models that declare none (SwiftUI synthesizes one).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A model property whose changes SwiftUI would redraw on: `@Published var name = "…"`.
@propertyWrapper
public struct Published<Value> {
    private var storage: Value
    /// The stored value; setting it makes a render in progress lay out again (an action that
    /// writes a model during the settle loop is seen, as `@State` writes are).
    public var wrappedValue: Value {
        get { storage }
        set {
            storage = newValue
            ModelChanges.bump()
        }
    }
    /// A property that starts at `wrappedValue`.
    public init(wrappedValue: Value) { storage = wrappedValue }
    /// A property that starts at `initialValue` (the spelling for `_x = Published(initialValue:)`).
    public init(initialValue: Value) { storage = initialValue }
    /// The change stream (`$name`); nothing subscribes in a still.
    public var projectedValue: Published<Value> {
        get { self }
        set { self = newValue }
    }
}

/// A model a view creates and owns: made once per view identity and kept across the passes
/// of a render, like `@State` for a reference type.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    /// Owns the object `thunk` makes, created the first time the view is resolved.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The owned object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.object) }
}

extension StateObject: DynamicPropertyLink {
    func link(graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        let make = box.make
        box.location = graph.location(for: key, initial: { make() })
    }
}

/// Where a `StateObject` keeps its object: the graph's location once linked, else its own.
final class StateObjectBox<ObjectType> {
    let make: () -> ObjectType
    var location: StateLocation<ObjectType>?
    private var local: ObjectType?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let location { return location.value }
        if let local { return local }
        let made = make()
        local = made
        return made
    }
}

/// A model passed in from outside the view: `@ObservedObject var model: Model`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to an observed object's properties, made by `$model.property`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to the property at `keyPath`: reads and writes go to the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The observed object.
    public var wrappedValue: ObjectType
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue` (the spelling for `_model = ObservedObject(initialValue:)`).
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// A model an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentBox()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object; reading it when no ancestor provided one stops the program, as in SwiftUI.
    public var wrappedValue: ObjectType {
        guard let object = box.values?.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: DynamicPropertyLink {
    func link(graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        box.values = environment
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// Objects set with `.environmentObject(_:)`, by type.
    var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// Puts `object` in the environment for `@EnvironmentObject` properties below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.environmentObjects) { $0[ObjectIdentifier(T.self)] = object }
    }
}

/// Counts writes to `@Published` properties and `objectWillChange.send()` calls, so the
/// settle loop can tell that an action changed a model. Models are not tied to one render:
/// a write seen by a concurrent render costs it one more pass, which lays out the same.
enum ModelChanges {
    nonisolated(unsafe) private static var count = 0
    private static let lock = NSLock()

    static func bump() {
        lock.lock()
        count &+= 1
        lock.unlock()
    }

    static var version: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
