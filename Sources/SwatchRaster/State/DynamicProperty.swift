/// A stored property of a view that the engine connects to outside storage before `body`
/// runs (`@State`, `@Environment`, `@Binding`).
public protocol DynamicProperty {
    /// Called before `body` is evaluated; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: the engine links `@State`, `@Environment` and `@Binding` itself.
    public mutating func update() {}
}

/// The engine's side of a dynamic property: how it links to the graph.
protocol DynamicPropertyLink {
    func link(graph: StateGraph, key: StateKey, environment: EnvironmentValues)
}

extension DynamicPropertyLink {
    /// `link` on the value at `pointer`, which the caller knows to be a `Self`.
    static func link(at pointer: UnsafeRawPointer, graph: StateGraph, key: StateKey, environment: EnvironmentValues) {
        pointer.assumingMemoryBound(to: Self.self).pointee.link(graph: graph, key: key, environment: environment)
    }
}
