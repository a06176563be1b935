/// A container that takes all the space offered and builds its content from that size,
/// placing it at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content is built from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    /// Never called: the engine builds the content once the reader's size is known.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let content = self.content
        nodes.append(GeometryReaderNode(path: context.path) { proxy in
            context.resolveSingle(content(proxy), at: "content", alignment: .topLeading)
        })
    }
}

/// The geometry a `GeometryReader` hands its content: size, frames in other spaces, anchors.
public struct GeometryProxy {
    let frameInRoot: CGRect
    let namedSpaces: [AnyHashable: CGPoint]

    /// The reader's size.
    public var size: CGSize { frameInRoot.size }

    /// Always zero here: rendered images have no safe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame expressed in `space`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return frameInRoot
        case .local: return CGRect(origin: .zero, size: frameInRoot.size)
        case .named(let name):
            let origin = namedSpaces[name] ?? .zero
            return frameInRoot.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The reader's frame expressed in `space` (iOS 17 spelling).
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// Resolves an anchor in the reader's own coordinate space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.translate(anchor.rootValue, CGSize(width: -frameInRoot.minX, height: -frameInRoot.minY))
    }
}

/// A `GeometryReader` after resolution: its content is resolved at placement, when the
/// size is known.
final class GeometryReaderNode: Node {
    let makeContent: (GeometryProxy) -> Node

    init(path: ViewPath, makeContent: @escaping (GeometryProxy) -> Node) {
        self.makeContent = makeContent
        super.init(path: path)
    }

    override var kind: String? { "GeometryReader" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        let proxy = GeometryProxy(frameInRoot: frame, namedSpaces: context.namedSpaces)
        let content = makeContent(proxy)
        childArray = [content]
        // The content is proposed the reader's size.
        let contentProposal = ProposedViewSize(frame.size)
        let size = content.sizeThatFits(contentProposal)
        content.place(CGRect(origin: frame.origin, size: size), proposal: contentProposal, context)
    }
}
