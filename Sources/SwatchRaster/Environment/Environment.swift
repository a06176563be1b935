/// Reads a value from the environment, as `@Environment(\.colorScheme) var scheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The inherited value (the default before the view is resolved).
    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: DynamicPropertyLink {
    func link(graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        box.values = environment
    }
}

/// Holds the environment a resolved view saw, so `wrappedValue` can read it later.
final class EnvironmentBox {
    var values: EnvironmentValues?
}
