/// A value a view owns and may change; changing it re-evaluates the view.
///
/// The storage is bound to the view's identity the first time the engine sees it, so a
/// freshly made view value (as every `body` makes) finds the state its predecessor left.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// State that starts at `value`.
    public init(wrappedValue value: Value) { box = StateBox(value) }
    /// State that starts at `value` (the spelling for initializing `_x` in an `init`).
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The current value; writing it schedules another pass if it changed.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state, for `$value` and child views' `@Binding`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state that starts at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicPropertyLink {
    func link(graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        let initial = box.local
        box.location = graph.location(for: key, initial: { initial })
    }
}

/// The reference a `State` value carries: before binding it holds the initial value, after
/// binding it forwards to the persistent location.
final class StateBox<Value> {
    var local: Value
    var location: StateLocation<Value>?

    init(_ value: Value) { local = value }

    var value: Value {
        get { location?.value ?? local }
        set {
            if let location { location.set(newValue) } else { local = newValue }
        }
    }
}
