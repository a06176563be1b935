/// Where `@State` values live between evaluations of `body`, keyed by view identity and
/// property name, and the flag that tells the settle loop that something changed.
final class StateGraph {
    private var storage: [StateKey: AnyObject] = [:]
    /// Set by any state write that changes a value; cleared at the start of each pass.
    private(set) var changed = false

    func beginPass() { changed = false }
    func markChanged() { changed = true }

    func location<Value>(for key: StateKey, initial: () -> Value) -> StateLocation<Value> {
        if let existing = storage[key] as? StateLocation<Value> { return existing }
        let location = StateLocation(value: initial(), graph: self)
        storage[key] = location
        return location
    }

    /// Links every `@State`/`@Environment` property of `view` (found by reflection, as
    /// SwiftUI does) to its storage for this identity.
    func bindDynamicProperties<V>(of view: V, at path: ViewPath, environment: EnvironmentValues) {
        bind(Mirror(reflecting: view), path: path, prefix: "", environment: environment, depth: 0)
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
