/// SwiftUI's `ViewModifier`: a reusable transformation of a view, applied with
/// `.modifier(_:)`. Design systems package their card, chip and badge looks this way, so a
/// snapshot of their views needs it to compile and draw unchanged.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view the modifier's `body(content:)` returns.
    associatedtype Body: View
    /// The view being modified, as the modifier sees it: a placeholder for the original.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view; `content` stands for the view the modifier is applied to.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The placeholder a `ViewModifier`'s `body(content:)` receives: it resolves to the
/// original view, in the environment and at the place the modifier's body puts it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    /// Resolves the original content into nodes.
    let resolveContent: (ResolveContext, inout [Node]) -> Void

    /// Never called: the placeholder is resolved by the engine.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        resolveContent(context, &nodes)
    }
}

/// A view, or a modifier, with a modifier applied: what `.modifier(_:)` returns, with
/// SwiftUI's generic shape so code that names the type compiles.
public struct ModifiedContent<Content, Modifier> {
    /// The view (or modifier) being modified.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Never called: the engine resolves the modifier's body around the content.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        // The modifier may hold @State and @Environment of its own, bound at its identity.
        context.graph.bindDynamicProperties(of: modifier, at: context.path, environment: context.environment)
        let content = self.content
        let placeholder = _ViewModifier_Content<Modifier> { inner, nodes in
            inner.resolve(content, at: .index(0), into: &nodes)
        }
        context.resolve(onMainActor((modifier, placeholder)) { $0.0.body(content: $0.1) }, at: .type(ObjectIdentifier(Modifier.self)), into: &nodes)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The first modifier, then the second: what `first.concat(second)` means.
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

/// A modifier that changes nothing: a neutral value for code that builds modifiers
/// conditionally.
public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that leaves its content alone.
    public static let identity = EmptyModifier()
    /// An empty modifier.
    public init() {}
    /// The content, unchanged.
    public func body(content: Content) -> Content { content }
}

extension ViewModifier {
    /// This modifier followed by `modifier`, as one modifier.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// Applies a `ViewModifier` to this view.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
