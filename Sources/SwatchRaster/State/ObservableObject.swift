import Foundation

// SwiftUI's reference-type model API: `ObservableObject`, `@Published`, `@StateObject`,
// `@ObservedObject`, `@EnvironmentObject`. On Apple platforms the protocol and `@Published`
// come from Combine, which `import SwiftUI` re-exports; Linux has no Combine, so the engine
// defines the parts views use. A still image is one settled render: the engine reads models
// when it resolves views and never subscribes to their changes (docs/ARCHITECTURE.md §4.3).

/// The publisher an `ObservableObject` announces changes through. Nothing subscribes in a
/// still, so `send()` only exists for models that call it.
public final class ObservableObjectPublisher: @unchecked Sendable {
    // @unchecked: its only state is a weak reference fixed at creation.
    /// The model whose synthesized publisher this is; nil for one a model declares itself.
    private weak var owner: AnyObject?
    /// A publisher with no subscribers.
    public init() {}
    init(owner: AnyObject) { self.owner = owner }
    /// Announces that the object is about to change: the render's settle loop goes round
    /// again, as a screen would redraw.
    public func send() { ModelChanges.bump(owner) }
}

/// A model class views observe: SwiftUI's `ObservableObject`.
public protocol ObservableObject: AnyObject {
    /// The type of `objectWillChange`.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Announces changes before they happen.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher for models that declare none (SwiftUI synthesizes one); its `send()`
    /// names this object as the one that changed.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher(owner: self) }
}

/// A model property whose changes SwiftUI would redraw on: `@Published var name = "…"`.
@propertyWrapper
public struct Published<Value> {
    private var storage: Value
    /// The stored value, for a `Published` outside a class; inside a model class, Swift
    /// goes through `subscript(_enclosingInstance:wrapped:storage:)`, which knows the model.
    public var wrappedValue: Value {
        get { storage }
        set {
            storage = newValue
            ModelChanges.bump(nil)
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

    /// The property of a model class: a write that changes the value (by `==` where the type
    /// is Equatable) names the model as changed, so a view observing it is laid out again
    /// even when the write happens during layout (docs/ARCHITECTURE.md §4.3).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage }
        set {
            let unchanged = valuesEqual(object[keyPath: storageKeyPath].storage, newValue)
            object[keyPath: storageKeyPath].storage = newValue
            if !unchanged { ModelChanges.bump(object) }
        }
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
        let location = graph.location(for: key, initial: { make() })
        box.location = location
        graph.noteObserved(location.value)
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

    /// Holds the object, so that linking can hand the view the instance SwiftUI would keep.
    let box: ObservedObjectBox<ObjectType>

    /// The observed object.
    public var wrappedValue: ObjectType {
        get { box.object }
        nonmutating set { box.object = newValue }
    }
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { box = ObservedObjectBox(wrappedValue) }
    /// Observes `initialValue` (the spelling for `_model = ObservedObject(initialValue:)`).
    public init(initialValue: ObjectType) { box = ObservedObjectBox(initialValue) }
    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// Where an `ObservedObject` keeps its object.
final class ObservedObjectBox<ObjectType: AnyObject> {
    var object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

extension ObservedObject: DynamicPropertyLink {
    /// When this view's model changed in the last pass, SwiftUI updates only this view, with
    /// the same view value and so the same object; the engine re-runs the whole body tree,
    /// which would build a fresh object (`@ObservedObject var frame = Frame()`) and lose what
    /// layout wrote to it. The graph hands back the changed instance instead (§4.3).
    func link(graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        box.object = graph.observedObject(for: key, current: box.object)
    }
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
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }

    /// What `$model` gives: bindings to the environment object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to the property at `keyPath`: reads and writes go to the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension EnvironmentObject: DynamicPropertyLink {
    func link(graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        box.values = environment
        if let object = environment.environmentObjects[ObjectIdentifier(ObjectType.self)] { graph.noteObserved(object) }
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
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.environmentObjects) { $0[ObjectIdentifier(T.self)] = object }
    }
}

/// Counts writes to `@Published` properties and `objectWillChange.send()` calls, so the
/// settle loop can tell that an action changed a model, and notes which models changed on
/// the thread of the render in progress (a layout-time write to a model a view observes
/// sends that render round again). Models are not tied to one render: a write seen by a
/// concurrent render costs it at most one more pass, which lays out the same.
enum ModelChanges {
    nonisolated(unsafe) private static var count = 0
    private static let lock = NSLock()
    private static let recorderKey = "dev.swatchraster.model-changes"

    static func bump(_ object: AnyObject?) {
        lock.lock()
        count &+= 1
        lock.unlock()
        if let object, let recorder = Thread.current.threadDictionary[recorderKey] as? ModelChangeRecorder {
            recorder.changed.insert(ObjectIdentifier(object))
        }
    }

    static var version: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// Runs `body` with `recorder` collecting the models changed on this thread.
    static func recording<T>(into recorder: ModelChangeRecorder, _ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[recorderKey]
        dictionary[recorderKey] = recorder
        defer { dictionary[recorderKey] = outer }
        return try body()
    }
}

/// The models changed during one render's pass, by identity.
final class ModelChangeRecorder {
    var changed: Set<ObjectIdentifier> = []
}
