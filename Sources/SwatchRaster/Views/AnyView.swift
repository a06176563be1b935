/// A type-erased view, for returning different view types from one place.
/// Its identity includes the wrapped type, so swapping types resets state as in SwiftUI.
public struct AnyView: View, PrimitiveView {
    let view: any View
    /// Erases `view`'s type.
    public init<V: View>(_ view: V) { self.view = view }
    /// Erases a view given as an existential, if it is one.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }
    /// Never called: the engine resolves the wrapped view directly.
    public var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolve(view, at: .type(ObjectIdentifier(type(of: view))), into: &nodes)
    }
}
