/// The view an `if`/`else` or `switch` builds: one branch or the other, each with its own
/// identity so state does not leak between branches.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    /// Never called: the engine resolves the chosen branch itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        switch storage {
        case .trueContent(let view): context.resolve(view, at: "true", into: &nodes)
        case .falseContent(let view): context.resolve(view, at: "false", into: &nodes)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Never called: `nil` shows nothing and a value shows its view, as an `if` without `else` builds.
    public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        switch self {
        case .some(let view): context.resolve(view, at: "some", into: &nodes)
        case .none: break
        }
    }
}
