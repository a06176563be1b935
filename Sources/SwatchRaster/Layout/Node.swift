/// One primitive view after resolution: the unit of layout, preferences and drawing.
///
/// Layout follows SwiftUI's contract: the parent proposes a size, the node chooses its
/// size (`sizeThatFits`), the parent places it (`place`). Frames are exact points in the
/// root's coordinate space; the display list snaps them to pixels.
class Node {
    let path: ViewPath

    // The properties layout reads and writes on every visit are exempt from the runtime's
    // dynamic exclusivity checks (~60 instructions per access, about 5 % of a layout): each
    // is read or replaced in one step, never held across a call that could touch it again.

    /// The children of containers that hold a list (stacks, layouts, geometry readers).
    /// Nodes with one or two fixed children keep them in properties instead: an array per
    /// modifier was an allocation per modifier per pass.
    @exclusivity(unchecked) final var childArray: [Node]
    /// The children in tree order, for walks over any node (`--dump-layout`, tests).
    var children: [Node] { childArray }
    /// Frame in root coordinates, set by `place` (and mirrored afterwards by the right-to-left pass, `LayoutDirectionNode`).
    @exclusivity(unchecked) var frame: CGRect = .zero
    /// Sizes chosen so far in this pass, by proposal: stacks ask repeatedly.
    @exclusivity(unchecked) private var sizeCache = SizeCache()
    @exclusivity(unchecked) private var preferenceCache: PreferenceValues?

    init(path: ViewPath, children: [Node] = [], layoutPriority: Double = 0) {
        self.layoutPriority = layoutPriority
        self.path = path
        self.childArray = children
    }

    /// The SwiftUI type name `layoutJSON()` reports; `nil` for nodes that are modifiers
    /// rather than views of their own.
    var kind: String? { nil }

    /// Extra attributes for `layoutJSON()` (text, color).
    func jsonAttributes() -> [(String, String)] { [] }

    /// Stacks hand out space to higher priorities first. Fixed when the node is made (a
    /// modifier passes its child's on), because stacks read it on every proposal.
    final let layoutPriority: Double

    /// The size this node chooses for `proposal`, cached because stacks ask repeatedly.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = sizeCache.size(for: proposal) { return size }
        var size = computeSize(proposal)
        if size.width.isNaN || size.height.isNaN { size = undefinedSizeAsZero(size) }
        sizeCache.insert(proposal, size)
        return size
    }

    /// A NaN length (user math in a custom `Layout`, or a value no check caught) is laid out
    /// as 0, so the sums and positions of the node's neighbours stay numbers (§5.21).
    private func undefinedSizeAsZero(_ size: CGSize) -> CGSize {
        RuntimeWarnings.emit("\(displayName) sized \(size.width) × \(size.height): invalid size (NaN); laid out as 0")
        return CGSize(width: size.width.isNaN ? 0 : size.width, height: size.height.isNaN ? 0 : size.height)
    }

    /// The name warnings and errors give this node: its SwiftUI kind, else its class.
    final var displayName: String { kind ?? String(describing: type(of: self)) }

    /// Set by `place` when the node's rectangle was degenerate: the node and its subtree are
    /// then neither placed nor drawn (`drawIfPlaced`), and the rest of the screen is.
    @exclusivity(unchecked) final private(set) var isDropped = false

    /// Draws the node unless `place` dropped it. Parents draw their children through this, so
    /// that one degenerate view costs only its own drawing.
    final func drawIfPlaced(_ list: inout DisplayList) {
        if !isDropped { draw(&list) }
    }

    /// Override point for `sizeThatFits`.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Fixes the node's frame and places its children inside it. `proposal` is what the
    /// parent proposed when it sized this node for `rect` (as SwiftUI passes a subview's
    /// proposal to `place(at:anchor:proposal:)`): containers place their children by it,
    /// not by the size they chose, which can differ (a stack that overflows its proposal).
    final func place(_ rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        guard Node.isPlaceable(rect) else {
            // NaN, infinite or runaway geometry that no modifier's check caught (a custom
            // `Layout` or `GeometryReader` placing a view by user math): this view is not
            // drawn, the rest of the screen is (§5.21). The root is checked by `LayoutPass`.
            RuntimeWarnings.emit("\(displayName) placed at \(rect.minX), \(rect.minY), \(rect.width) × \(rect.height): "
                + "invalid frame (non-finite or over 10000000 pt); not drawn")
            frame = CGRect(x: rect.minX.isFinite ? rect.minX : 0, y: rect.minY.isFinite ? rect.minY : 0, width: 0, height: 0)
            isDropped = true
            return
        }
        isDropped = false
        frame = rect
        placeChildren(context, proposal: proposal)
    }

    /// Whether a rectangle can be drawn: finite, and within 10⁷ points of the origin (beyond
    /// that, pixel arithmetic loses the precision a frame needs).
    static func isPlaceable(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
            && abs(rect.minX) < 1e7 && abs(rect.minY) < 1e7 && rect.width < 1e7 && rect.height < 1e7
    }

    /// Override point: place children within `frame`; `proposal` is the one this node was
    /// placed with.
    func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {}

    /// Where this container would put its children inside `bounds` for `proposal`, and the
    /// proposal each is placed with, without placing them: what a stack layout answers when a `Layout` value runs it over subviews.
    /// Containers that are not layouts put every child at the bounds' origin, at its size.
    func childFrames(in bounds: CGRect, proposal: ProposedViewSize) -> [(frame: CGRect, proposal: ProposedViewSize)] {
        childArray.map { (CGRect(origin: bounds.origin, size: $0.sizeThatFits(proposal)), proposal) }
    }

    /// An alignment guide this node sets explicitly (text baselines, `alignmentGuide`).
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

    /// Size plus guides, for aligning this node in a container.
    final func dimensions(_ size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, size: size) }
    }

    /// One guide's value at `size`: the explicit one if this node sets it, else the guide's
    /// default. Built-in guides skip `dimensions`, whose closure cost an allocation per call.
    final func guide(_ key: AlignmentKey, size: CGSize) -> CGFloat {
        if let value = explicitAlignment(key, size: size) { return value }
        return key.defaultValue(key.readsOnlySize ? ViewDimensions(size: size) : dimensions(size))
    }

    /// Drawing operations in tree order (back to front).
    func draw(_ list: inout DisplayList) {
        for child in childArray { child.drawIfPlaced(&list) }
    }

    /// This subtree's preference values, folded bottom-up in tree order; computed once per pass.
    final func preferences() -> PreferenceValues {
        if let cached = preferenceCache { return cached }
        let values = computePreferences()
        preferenceCache = values
        return values
    }

    /// Override point: by default the children's values folded in order.
    func computePreferences() -> PreferenceValues {
        var values = PreferenceValues()
        for child in childArray { values.merge(child.preferences()) }
        return values
    }
}

/// A node that wraps exactly one child and, unless it overrides something, is invisible to layout.
class ModifierNode: Node {
    final let child: Node
    init(path: ViewPath, child: Node, layoutPriority: Double? = nil) {
        self.child = child
        super.init(path: path, layoutPriority: layoutPriority ?? child.layoutPriority)
    }
    override var children: [Node] { [child] }
    override func draw(_ list: inout DisplayList) { child.drawIfPlaced(&list) }
    override func computePreferences() -> PreferenceValues { child.preferences() }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        child.place(frame, proposal: proposal, context)
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        child.explicitAlignment(key, size: size)
    }
}

/// What placement needs besides the rectangle: named coordinate spaces of the ancestors,
/// the render scale, and a place to report problems in user code.
struct PlacementContext {
    var namedSpaces: [AnyHashable: CGPoint] = [:]
    let scale: CGFloat
    let diagnostics: Diagnostics
    /// Where `onPreferenceChange` nodes list themselves as they are placed (tree order).
    let observers: ObserverList
    /// The nearest device root's safe area (`ignoresSafeArea`); nil outside one.
    var safeArea: SafeAreaFrame? = nil
}

/// The `onPreferenceChange` nodes of one pass, in tree order.
final class ObserverList {
    private(set) var nodes: [PreferenceObserverNode] = []
    func append(_ node: PreferenceObserverNode) { nodes.append(node) }
}

/// Collects the first error met while resolving or laying out, so the renderer can throw it.
final class Diagnostics {
    private(set) var error: Error?
    /// Set by an error that ends resolution at once (`RenderError.nestingTooDeep`): nothing
    /// more is resolved, so a deep tree's siblings do not each walk down to the limit again.
    private(set) var stopped = false
    func record(_ error: Error) {
        if self.error == nil { self.error = error }
        if case RenderError.nestingTooDeep? = error as? RenderError { stopped = true }
    }
}
