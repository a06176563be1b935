/// A coordinate system to express frames in: the root's (`global`), the view's own
/// (`local`), or an ancestor's that was named with `.coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// The iOS 17 spelling of coordinate spaces (`.named("x")`, `.global`, `.local`).
public protocol CoordinateSpaceProtocol {
    /// The space as the classic enum.
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space, as `.coordinateSpace(.named("grid"))` declares.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    /// `.named` with this space's name.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The root's coordinate space, for the generic `frame(in:)`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Always `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinate space, for the generic `frame(in:)`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Always `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// A space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The root view's space: points from the rendered image's top-left corner.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The space of the view whose frame is asked for: its own origin is (0, 0).
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// `.coordinateSpace(name:)`: records this view's origin under a name during placement.
final class CoordinateSpaceNode: ModifierNode {
    let name: AnyHashable

    init(path: ViewPath, child: Node, name: AnyHashable) {
        self.name = name
        super.init(path: path, child: child)
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        var inner = context
        inner.namedSpaces[name] = frame.origin
        child.place(frame, proposal: proposal, inner)
    }
}

struct CoordinateSpaceModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let name: AnyHashable
    var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolveHere(content, into: &nodes) { node, _ in CoordinateSpaceNode(path: context.path, child: node, name: name) }
    }
}

extension View {
    /// Names this view's coordinate space so descendants can measure frames in it.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        CoordinateSpaceModifier(content: self, name: AnyHashable(name))
    }

    /// Names this view's coordinate space (iOS 17 spelling).
    nonisolated public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View {
        CoordinateSpaceModifier(content: self, name: space.name)
    }
}
