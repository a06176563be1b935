/// Flexible empty space that grows along its stack's axis.
public struct Spacer: View, PrimitiveView {
    /// The least length the spacer takes; `nil` means the default spacing (8 points).
    public var minLength: CGFloat?

    /// A spacer of at least `minLength`.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// Never called: the engine sizes the spacer along its stack's axis.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(SpacerNode(path: context.path, minLength: minLength ?? StackNode.defaultSpacing))
    }
}

/// A spacer after resolution; its stack tells it which axis it grows along.
///
/// Its layout priority is -infinity, as in SwiftUI (OpenSwiftUI's `Spacer` layout engine
/// answers `-.infinity` for `layoutPriority()`): a stack sizes every other child first, with
/// only the spacers' minimum lengths held back, and the spacers share what remains
/// (docs/ARCHITECTURE.md §5.2). `.layoutPriority(_:)` on a spacer overrides it.
final class SpacerNode: Node {
    let minLength: CGFloat
    var axis: Axis?

    init(path: ViewPath, minLength: CGFloat) {
        self.minLength = minLength
        super.init(path: path, layoutPriority: -.infinity)
    }

    override var kind: String? { "Spacer" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func grow(_ value: CGFloat?) -> CGFloat { max(minLength, value ?? minLength) }
        switch axis {
        case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }
}

/// A thin horizontal line separating content. Unlike SwiftUI's, it stays horizontal in an `HStack`.
public struct Divider: View, PrimitiveView {
    /// A 1-point line in the environment's `separator` color, as wide as offered.
    public init() {}
    /// Never called: the engine draws the line itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(DividerNode(path: context.path, color: Color.separator.resolve(in: context.environment)))
    }
}

/// A divider after resolution: 1 point thick (iOS draws a hairline), as long as offered.
final class DividerNode: Node {
    let color: RGBAColor

    init(path: ViewPath, color: RGBAColor) {
        self.color = color
        super.init(path: path)
    }

    override var kind: String? { "Divider" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: 1)
    }

    override func draw(_ list: inout DisplayList) {
        list.fill(list.snap(frame), color: color)
    }
}
