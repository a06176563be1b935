/// What resolving a view needs: where it is (identity), what it inherits (environment),
/// and where its state lives (the graph).
struct ResolveContext {
    var path: ViewPath
    var environment: EnvironmentValues
    let graph: StateGraph
    /// Where resolution reports problems it cannot throw (a font that is not installed).
    let diagnostics: Diagnostics

    /// Resolves a child view one level down, at the given identity component.
    func resolve<V: View>(_ view: V, at component: AnyHashable) -> [Node] {
        var child = self
        child.path = path.appending(component)
        return child.resolveHere(view)
    }

    /// Resolves an existential child view one level down.
    func resolve(_ view: any View, at component: AnyHashable) -> [Node] {
        var child = self
        child.path = path.appending(component)
        return child.resolveHere(view)  // opens the existential
    }

    /// Resolves `view` at this context's own path: primitives become nodes; other views
    /// get their dynamic properties bound and their `body` resolved in turn.
    ///
    /// Which of the three a type is does not change, so it is decided once per type
    /// (`StateGraph.viewKinds`) and the casts are only made where they succeed.
    func resolveHere<V: View>(_ view: V) -> [Node] {
        let id = ObjectIdentifier(V.self)
        let kind: ViewKind
        if let cached = graph.viewKinds[id] {
            kind = cached
        } else {
            kind = view is PrimitiveView ? .primitive : (view is any Shape ? .shape : .composite)
            graph.viewKinds[id] = kind
        }
        switch kind {
        case .primitive:
            if let primitive = view as? PrimitiveView { return primitive.makeNodes(self) }
        case .shape:
            if let shape = view as? any Shape { return shape.makeShapeNodes(self) }
        case .composite:
            break
        }
        graph.bindDynamicProperties(of: view, at: path, environment: environment)
        return resolve(view.body, at: ObjectIdentifier(V.self))
    }

    /// Resolves a view that must act as one node (a modifier's secondary content, a
    /// GeometryReader's content): several views are stacked like a ZStack.
    func resolveSingle<V: View>(_ view: V, at component: AnyHashable, alignment: Alignment = .center) -> Node {
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
    case primitive
    /// A `Shape` that is not primitive: fills its path.
    case shape
    /// Anything else: bind dynamic properties, resolve `body`.
    case composite
}
