/// Where `@State` values live between evaluations of `body`, keyed by view identity and
/// property name, and the flag that tells the settle loop that something changed.
final class StateGraph {
    private var storage: [StateKey: AnyObject] = [:]
    /// Text layouts shared by the passes of this graph's layout.
    let textLayouts = TextLayoutCache()
    /// Set when resolving meets a change of layout direction: the pass then mirrors the
    /// right-to-left subtrees after placement (`LayoutDirectionNode`).
    var hasLayoutDirectionChange = false
    /// Set when resolving meets `.preferredColorScheme`: the renderer then reads the root's
    /// preference for the window's scheme (PreferredColorScheme.swift).
    var hasPreferredColorScheme = false

    private struct FaceKey: Hashable {
        let font: Font
        let source: FontSource
    }
    /// Faces already resolved in this layout: the process-wide lookup normalizes the family
    /// name and takes a lock each time, for the same few fonts in every label.
    private var faces: [FaceKey: FontFace] = [:]

    func face(for font: Font, source: FontSource) throws -> FontFace {
        let key = FaceKey(font: font, source: source)
        if let face = faces[key] { return face }
        let face = try FontResolver.face(for: font, source: source)
        faces[key] = face
        return face
    }
    /// Set by any state write that changes a value; cleared at the start of each pass.
    private(set) var changed = false

    func beginPass() {
        changed = false
        observedModels.removeAll(keepingCapacity: true)
    }
    func markChanged() { changed = true }

    /// The models (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`) that views
    /// linked in this pass, by identity: a change to one of them lays the tree out again.
    private(set) var observedModels: Set<ObjectIdentifier> = []
    /// The object each `@ObservedObject` property had in the last pass.
    private var observedByKey: [StateKey: AnyObject] = [:]
    /// The models written during the last pass's layout and actions (docs/ARCHITECTURE.md §4.3).
    var modelsChangedLastPass: Set<ObjectIdentifier> = []

    /// The object an `@ObservedObject` property at `key` observes in this pass: `current`,
    /// unless the property held another instance of the type last pass and that one changed
    /// then. SwiftUI would update only the view that observes it, keeping the instance.
    func observedObject<Object: AnyObject>(for key: StateKey, current: Object) -> Object {
        var object = current
        if let previous = observedByKey[key] as? Object, previous !== current,
           modelsChangedLastPass.contains(ObjectIdentifier(previous)) {
            object = previous
        }
        observedByKey[key] = object
        noteObserved(object)
        return object
    }

    /// Records that a view in this pass reads `object`.
    func noteObserved(_ object: AnyObject) { observedModels.insert(ObjectIdentifier(object)) }

    func location<Value>(for key: StateKey, initial: () -> Value) -> StateLocation<Value> {
        if let existing = storage[key] as? StateLocation<Value> { return existing }
        let location = StateLocation(value: initial(), graph: self)
        storage[key] = location
        return location
    }

    /// Per view type, the stored properties `bindDynamicProperties` has to visit: this
    /// layout's copy of `ViewTypeCache`'s plans, read without its lock.
    private var plans: [ObjectIdentifier: FieldPlan] = [:]
    /// Per view type, whether it is primitive, a shape (with the conforming metatype) or
    /// composite, so `ResolveContext.resolveHere` makes no dynamic cast per view: this
    /// layout's copy of `ViewTypeCache`'s kinds.
    @exclusivity(unchecked) private var viewKinds: [ObjectIdentifier: ViewKind] = [:]

    /// `V`'s kind, from this graph's copy or else the process-wide cache.
    func viewKind<V>(of type: V.Type) -> ViewKind {
        let id = ObjectIdentifier(V.self)
        if let kind = viewKinds[id] { return kind }
        let kind = ViewTypeCache.shared.kind(of: V.self)
        viewKinds[id] = kind
        return kind
    }

    /// Links every `@State`/`@Environment` property of `view` (found by reflection, as
    /// SwiftUI does) to its storage for this identity.
    ///
    /// A struct view whose stored properties all have static types that cannot hold a dynamic
    /// property unless the type itself is one (structs, enums, tuples, functions, optionals of
    /// those: no existentials or classes) is planned once per type from its field metadata,
    /// and then only those properties are read, at their offsets — the same properties, under
    /// the same names, that `Mirror` finds, without building a `Mirror` per view per pass.
    /// Any other view is reflected with `Mirror` as before.
    func bindDynamicProperties<V>(of view: V, at path: ViewPath, environment: EnvironmentValues) {
        let id = ObjectIdentifier(V.self)
        let plan: FieldPlan
        if let cached = plans[id] {
            plan = cached
        } else {
            plan = ViewTypeCache.shared.plan(for: view)
            plans[id] = plan
        }
        guard case .fields(let fields) = plan else {
            bind(Mirror(reflecting: view), path: path, prefix: "", environment: environment, depth: 0)
            return
        }
        if fields.isEmpty { return }
        withUnsafeBytes(of: view) { raw in
            for field in fields {
                if let link = field.link {
                    // The field's static type is the link type: call it on the bytes in place.
                    link.link(at: raw.baseAddress! + field.offset, graph: self,
                              key: StateKey(path: path, property: field.name), environment: environment)
                } else {
                    // A user's `DynamicProperty` struct (planned fields have concrete types, so
                    // it is no link itself): bind the links inside it.
                    bind(Mirror(reflecting: field.load(raw)), path: path, prefix: field.name + ".",
                         environment: environment, depth: 1)
                }
            }
        }
    }

    private func bind(_ mirror: Mirror, path: ViewPath, prefix: String, environment: EnvironmentValues, depth: Int) {
        guard depth < 4 else { return }
        for (index, child) in mirror.children.enumerated() {
            let label = prefix + (child.label ?? "#\(index)")
            if let link = child.value as? DynamicPropertyLink {
                link.link(graph: self, key: StateKey(path: path, property: label), environment: environment)
            } else if child.value is DynamicProperty {
                bind(Mirror(reflecting: child.value), path: path, prefix: label + ".", environment: environment, depth: depth + 1)
            }
        }
    }
}

/// Identity of one state property: the owning view's path and the property's name.
struct StateKey: Hashable {
    let path: ViewPath
    let property: String
}

/// The persistent cell behind one `@State` property.
final class StateLocation<Value> {
    private(set) var value: Value
    private weak var graph: StateGraph?

    init(value: Value, graph: StateGraph) {
        self.value = value
        self.graph = graph
    }

    /// Stores a new value; only a real change (by `==` where the type is Equatable) asks
    /// for another pass, so an action that writes the same width settles.
    func set(_ newValue: Value) {
        if valuesEqual(value, newValue) { return }
        value = newValue
        graph?.markChanged()
    }
}

/// `==` for values whose type is Equatable at run time; `false` otherwise.
func valuesEqual(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(to: b)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
