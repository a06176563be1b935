/// The settle loop (docs/ARCHITECTURE.md §6.3): resolve, lay out, fold preferences, fire the
/// changed `onPreferenceChange` actions, and go round again while they change state.
final class LayoutPass {
    /// Passes allowed before giving up with an error naming the keys still firing.
    static let maximumPasses = 32

    private let graph = StateGraph()
    /// Whether the settled tree holds a `.preferredColorScheme` (the renderer then reads it).
    var hasPreferredColorScheme: Bool { graph.hasPreferredColorScheme }
    private var lastObserved: [ObserverKey: AnyObject] = [:]

    private struct ObserverKey: Hashable {
        let path: ViewPath
        let key: ObjectIdentifier
    }

    /// Lays out `view` until it settles; returns the placed root.
    func run<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues, scale: CGFloat) throws -> Node {
        var firing: [PreferenceObserverNode] = []
        // The previous pass's tree is freed only once the next one is built: freed first,
        // its memory came back through the allocator's free lists in scattered order, and
        // the new tree's nodes ended up far apart (measured: 5000 colors ~6 % slower).
        var previousRoot: Node?
        for _ in 0..<LayoutPass.maximumPasses {
            graph.beginPass()
            let diagnostics = Diagnostics()
            let context = ResolveContext(path: ViewPath(), environment: environment, graph: graph, diagnostics: diagnostics)
            // `@Observable` properties read while resolving are tracked: a write to one
            // after this (in layout or by an action) sends the render round again (§4.3).
            let observed = ObservationFlag()
            var root = trackingObservations(observed) { LayoutPass.root(context.resolveHere(view)) }
            if diagnostics.stopped, let error = diagnostics.error { throw error }
            if environment.layoutDirection != .leftToRight {
                root = LayoutDirectionNode(path: ViewPath().appending("direction"), child: root, direction: environment.layoutDirection)
            }
            // Models written from here on (by layout-time closures such as `alignmentGuide`,
            // or by actions) are noted by identity; writes while resolving are not.
            let modelChanges = ModelChangeRecorder()
            let models = ModelChanges.version
            try ModelChanges.recording(into: modelChanges) {
                let size = root.sizeThatFits(proposal)
                // The image itself must have a size: a root that is infinite (a flexible view
                // offered infinity) or past 10⁷ points is no picture SwiftUI could draw either.
                let bounds = CGRect(origin: .zero, size: size)
                guard Node.isPlaceable(bounds) else { throw RenderError.invalidFrame(view: root.displayName, frame: bounds) }
                // Placement visits every node in tree order, so it also lists the observers;
                // each pulls (and caches) only its own subtree's preferences when fired.
                let observers = ObserverList()
                root.place(CGRect(origin: .zero, size: size), proposal: proposal, PlacementContext(scale: scale, diagnostics: diagnostics, observers: observers))
                if graph.hasLayoutDirectionChange || environment.layoutDirection != .leftToRight {
                    LayoutDirectionNode.mirror(root)
                }
                withExtendedLifetime(previousRoot) {}
                if let error = diagnostics.error { throw error }
                firing = fireChangedObservers(observers.nodes)
            }
            // An action that wrote an `ObservableObject` model changes the view as a `@State`
            // write does, and so does a layout-time write to a model a view of this tree
            // observes (§4.3).
            if !firing.isEmpty && ModelChanges.version != models { graph.markChanged() }
            if !modelChanges.changed.isDisjoint(with: graph.observedModels) { graph.markChanged() }
            if observed.changed { graph.markChanged() }
            graph.modelsChangedLastPass = modelChanges.changed
            if !graph.changed { return root }
            previousRoot = root
        }
        throw RenderError.unsettled(passes: LayoutPass.maximumPasses, keys: Array(Set(firing.map(\.keyName))).sorted())
    }

    /// Several root views stack vertically, as a VStack would.
    static func root(_ nodes: [Node]) -> Node {
        if nodes.count == 1 { return nodes[0] }
        return StackNode(path: ViewPath().appending("root"), axis: .vertical, alignment: HorizontalAlignment.center.key,
                         spacing: nil, children: nodes)
    }

    /// Runs, in tree order, the actions whose observed value changed; returns their nodes
    /// (named only if the loop fails to settle: spelling a type name costs ~10k instructions).
    private func fireChangedObservers(_ observers: [PreferenceObserverNode]) -> [PreferenceObserverNode] {
        var fired: [PreferenceObserverNode] = []
        for observer in observers {
            let key = ObserverKey(path: observer.path, key: observer.keyID)
            guard let value = observer.fireIfChanged(previous: lastObserved[key]) else { continue }
            lastObserved[key] = value
            fired.append(observer)
        }
        return fired
    }
}
