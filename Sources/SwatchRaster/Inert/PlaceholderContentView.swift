/// SwiftUI's `PlaceholderContentView`: what `phaseAnimator`, `keyframeAnimator`,
/// `animation(_:body:)` and a `Transition`'s `body(content:phase:)` receive in place of the
/// view they modify. It draws that view, in the environment and at the place the closure puts
/// it, exactly as `ViewModifier`'s content placeholder does.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    /// The view the placeholder stands for.
    let content: any View

    init(_ content: any View) { self.content = content }

    /// Never called: the engine resolves the original view in the placeholder's place.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolve(content, at: .index(0), into: &nodes)
    }
}
