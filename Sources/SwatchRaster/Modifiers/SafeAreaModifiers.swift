/// Kinds of safe area a view can extend into, as in SwiftUI: the device's and containers'
/// (`container`), the software keyboard's (`keyboard`), or both (`all`). No keyboard is ever
/// shown in a rendering, so only `container` insets exist here (docs/ARCHITECTURE.md §5.18).
@frozen public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// A set from its bits; the named regions are clearer.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area the device and containers define (status bar, home indicator).
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area a software keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends the view into the safe area on `edges`, where its frame touches the safe
    /// area's boundary: a background that should run under the status bar and home indicator.
    /// The view's size as its parent sees it is unchanged; at placement, its content is offered
    /// the larger rectangle. Without a safe area (a plain `ImageRenderer`), nothing changes.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapNodes { node, _, context in
            IgnoresSafeAreaNode(path: context.path, child: node, regions: regions, edges: edges)
        }
    }
}

/// A root that keeps its content inside a safe area, as SwiftUI's hosting view does on a
/// device: it takes the whole proposal, offers the content the proposal less `insets`, and
/// centres the content in the safe rectangle. `ImageRenderer.safeAreaInsets` puts it at the
/// root; device presets set those insets.
struct SafeAreaRoot<Content: View>: View, PrimitiveView {
    let content: Content
    let insets: EdgeInsets
    var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        // The screen's background of a grouped list, when no navigation container drew it.
        let children = context.resolveHere(GroupedScreenBackground(content: content))
        let child = LayoutPass.root(children)
        nodes.append(SafeAreaRootNode(path: context.path, child: child, insets: insets))
    }
}

/// The screen's own background where a grouped `List` or `Form` fills it without a navigation
/// container: on iOS the list's background runs under the status bar and the home indicator
/// as it does inside a `NavigationStack` (whose container draws it, Navigation.swift). Without
/// this a bare `Form` preview had white bands above and below (ScanNow's settings screen).
struct GroupedScreenBackground<Content: View>: View, _RemoveGlobalActorIsolation {
    let content: Content
    @MainActor var body: some View {
        content.backgroundPreferenceValue(NavigationTitleKey.self) { value in
            if let background = value.background { Color(background).ignoresSafeArea() }
        }
    }
}
