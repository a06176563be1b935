/// A piece of user interface, described as a value: SwiftUI's central protocol.
///
/// Conform by writing `body`; the engine evaluates it, binding `@State` to the view's
/// identity, until it reaches the primitive views that it knows how to lay out and draw.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's `body` returns.
    associatedtype Body: View
    /// The content of the view, rebuilt whenever its state changes.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// Primitive views have no body; asking for it is a programming error.
    nonisolated public var body: Never { fatalError("primitive views have no body") }
}

/// Views the engine turns into layout nodes itself rather than through `body`.
///
/// The marker keeps them nonisolated although `View` is `@MainActor`: like SwiftUI's own
/// `Text` or `VStack`, they are plain values that any thread may make and compare.
protocol PrimitiveView: _RemoveGlobalActorIsolation {
    nonisolated func makeNodes(_ context: ResolveContext, into nodes: inout [Node])
}

extension PrimitiveView {
    /// Primitive views trap if their body is read, as SwiftUI's do.
    nonisolated func primitiveBody() -> Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
