/// What resolving a view needs: where it is (identity), what it inherits (environment),
/// and where its state lives (the graph).
struct ResolveContext {
    var path: ViewPath
    var environment: EnvironmentValues
    let graph: StateGraph
    /// Where resolution reports problems it cannot throw (a font that is not installed).
    let diagnostics: Diagnostics
    /// How many `resolve(_:at:into:)` levels down this context is, for `StackGuard`.
    var depth = 0

    /// Resolves a child view one level down, at the given identity component.
    func resolve<V: View>(_ view: V, at component: ViewPathComponent) -> [Node] {
        var nodes: [Node] = []
        resolve(view, at: component, into: &nodes)
        return nodes
    }

    /// Resolves a child view one level down and appends its nodes to `nodes`. Views append
    /// into their parent's list rather than returning lists of their own: most make one
    /// node, and an array per view was an allocation per view.
    func resolve<V: View>(_ view: V, at component: ViewPathComponent, into nodes: inout [Node]) {
        var child = self
        child.path = path.appending(component)
        child.depth += 1
        if child.depth % StackGuard.checkInterval == 0, StackGuard.isLow {
            diagnostics.record(RenderError.nestingTooDeep(depth: child.depth))
            return
        }
        if diagnostics.stopped { return }
        child.resolveHere(view, into: &nodes)
    }

    /// Resolves `view` at this context's own path.
    func resolveHere<V: View>(_ view: V) -> [Node] {
        var nodes: [Node] = []
        resolveHere(view, into: &nodes)
        return nodes
    }

    /// Resolves `view` at this context's own path, appending its nodes to `nodes`:
    /// primitives make nodes; other views get their dynamic properties bound and their
    /// `body` resolved in turn.
    ///
    /// Which of the three a type is does not change, so it is decided once per type
    /// (`StateGraph.viewKind(of:)`, `ViewTypeCache`), keeping the conforming metatype: a
    /// dynamic cast of every view to `PrimitiveView` cost about a thousand instructions, a
    /// call through the cached metatype a few.
    func resolveHere<V: View>(_ view: V, into nodes: inout [Node]) {
        switch graph.viewKind(of: V.self) {
        case .primitive(let type):
            withUnsafePointer(to: view) { type.makeNodes(at: UnsafeRawPointer($0), self, into: &nodes) }
            return
        case .shape(let type):
            withUnsafePointer(to: view) { type.makeShapeNodes(at: UnsafeRawPointer($0), self, into: &nodes) }
            return
        case .composite:
            break
        }
        graph.bindDynamicProperties(of: view, at: path, environment: environment)
        resolve(onMainActor(view) { $0.body }, at: .type(ObjectIdentifier(V.self)), into: &nodes)
    }

    /// Resolves `content` here, appending its nodes to `nodes` with each replaced by
    /// `wrap(node, index)`: a modifier wraps every node of its content, in place.
    func resolveHere<V: View>(_ content: V, into nodes: inout [Node], wrappingEach wrap: (Node, Int) -> Node) {
        let start = nodes.count
        resolveHere(content, into: &nodes)
        for index in start..<nodes.count { nodes[index] = wrap(nodes[index], index - start) }
    }

    /// Resolves a view that must act as one node (a modifier's secondary content, a
    /// GeometryReader's content): several views are stacked like a ZStack.
    func resolveSingle<V: View>(_ view: V, at component: ViewPathComponent, alignment: Alignment = .center) -> Node {
        let nodes = resolve(view, at: component)
        if nodes.count == 1 { return nodes[0] }
        return ZStackNode(path: path.appending(component), alignment: alignment, children: nodes, implicit: true)
    }

    func with(_ update: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        update(&copy.environment)
        return copy
    }
}

/// How `ResolveContext.resolveHere` turns a view type into nodes.
enum ViewKind {
    /// A `PrimitiveView`: makes its nodes itself.
    case primitive(any PrimitiveView.Type)
    /// A `Shape` that is not primitive: fills its path.
    case shape(any Shape.Type)
    /// Anything else: bind dynamic properties, resolve `body`.
    case composite

    init(_ type: Any.Type) {
        if let primitive = type as? any PrimitiveView.Type {
            self = .primitive(primitive)
        } else if let shape = type as? any Shape.Type {
            self = .shape(shape)
        } else {
            self = .composite
        }
    }
}

extension PrimitiveView {
    /// `makeNodes` on the value at `pointer`, which the caller knows to be a `Self`.
    nonisolated static func makeNodes(at pointer: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
        pointer.assumingMemoryBound(to: Self.self).pointee.makeNodes(context, into: &nodes)
    }
}

extension Shape {
    /// `makeShapeNodes` on the value at `pointer`, which the caller knows to be a `Self`.
    nonisolated static func makeShapeNodes(at pointer: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
        pointer.assumingMemoryBound(to: Self.self).pointee.makeShapeNodes(context, into: &nodes)
    }
}
