import Foundation

extension View {
    /// Sets the shape that `ContainerRelativeShape` takes inside this view, as SwiftUI's
    /// `containerShape(_:)` does for a widget or a custom card: a view inset by `d` from this
    /// one draws the container's shape inset by `d`, so corners stay concentric
    /// (docs/ARCHITECTURE.md §7.8).
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        ContainerShapeView(content: self, shape: shape)
    }
}

/// The nearest `containerShape(_:)`: its shape, and the node whose frame is the container's.
final class ContainerShapeReference {
    /// The container's shape inset by an amount, drawn in a rectangle.
    let path: (CGRect, CGFloat) -> Path
    /// The node that `containerShape(_:)` wrapped; its frame is read when drawing, after
    /// placement and any right-to-left mirroring.
    weak var node: Node?

    init(path: @escaping (CGRect, CGFloat) -> Path) { self.path = path }

    /// The container's shape around `frame` (a drawing node's frame, in root coordinates),
    /// drawn in `rect`: inset by the node's smallest distance to the container's edges, in
    /// the rectangle that inset reaches, which is `rect` itself.
    func path(in rect: CGRect, frame: CGRect) -> Path {
        guard let container = node?.frame else { return path(rect, 0) }
        let insets = [frame.minX - container.minX, frame.minY - container.minY,
                      container.maxX - frame.maxX, container.maxY - frame.maxY]
        let inset = max(0, insets.min() ?? 0)
        guard inset.isFinite else { return Path(rect) }
        return path(rect.insetBy(dx: -inset, dy: -inset), inset)
    }
}

/// The container shape and frame of the node being drawn, for `ContainerRelativeShape`,
/// whose `path(in:)` is given only a rectangle. Set by the drawing node around its outline
/// calls; drawing runs in the view phase, one at a time (§3.1).
enum ContainerShapeScope {
    nonisolated(unsafe) private(set) static var current: (reference: ContainerShapeReference, frame: CGRect)?

    static func with<T>(_ reference: ContainerShapeReference?, frame: CGRect, _ body: () -> T) -> T {
        guard let reference else { return body() }
        let saved = current
        current = (reference, frame)
        defer { current = saved }
        return body()
    }
}

private struct ContainerShapeKey: EnvironmentKey {
    static var defaultValue: ContainerShapeReference? { nil }
}

extension EnvironmentValues {
    /// The nearest `containerShape(_:)` above, if any.
    var containerShape: ContainerShapeReference? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

/// `containerShape(_:)`: its content resolved with the shape in the environment, each node
/// wrapped so the container's frame is known.
struct ContainerShapeView<Content: View, S: InsettableShape>: View, PrimitiveView {
    let content: Content
    let shape: S
    var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let shape = self.shape
        let reference = ContainerShapeReference { rect, inset in
            inset == 0 ? shape.path(in: rect) : shape.inset(by: inset).path(in: rect)
        }
        let inner = context.with { $0.containerShape = reference }
        inner.resolveHere(content, into: &nodes) { node, _ in
            let wrapper = ModifierNode(path: context.path, child: node)
            reference.node = wrapper
            return wrapper
        }
    }
}
