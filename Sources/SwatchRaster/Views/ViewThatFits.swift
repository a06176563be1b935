/// SwiftUI's `ViewThatFits` (iOS 16): shows the first child whose ideal size fits the
/// proposal along `axes`, or the last child when none fits. Sheets use it to switch between
/// a wide and a narrow presentation of the same content.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Picks among `content`'s children, in order of preference, by their fit along `axes`;
    /// with no axes the first child is always used.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Never called: `ViewThatFits` is a primitive the engine lays out itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(ViewThatFitsNode(path: context.path, axes: axes, children: context.resolve(content, at: 0)))
    }
}
