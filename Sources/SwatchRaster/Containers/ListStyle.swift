/// SwiftUI's `ListStyle`: how a `List` draws its rows and sections. Set with `.listStyle(_:)`.
public protocol ListStyle {}

/// The engine's reading of a list style.
enum ListStyleKind: Hashable {
    case plain, grouped, insetGrouped, inset
}

/// Styles the engine knows how to draw.
protocol KnownListStyle: ListStyle {
    var kind: ListStyleKind { get }
}

/// The platform's default: on iOS the inset grouped look (theswiftk.it.com, "SwiftUI List
/// tutorial 2026": "default on iOS 13 plus").
public struct DefaultListStyle: ListStyle, KnownListStyle {
    /// The default style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// Rows edge to edge on the system background, separators between them.
public struct PlainListStyle: ListStyle, KnownListStyle {
    /// The plain style.
    public init() {}
    var kind: ListStyleKind { .plain }
}

/// Full-width groups of rows on the grouped background, with separators above and below.
public struct GroupedListStyle: ListStyle, KnownListStyle {
    /// The grouped style.
    public init() {}
    var kind: ListStyleKind { .grouped }
}

/// Rounded cards of rows inset from the edges on the grouped background (iOS's default).
public struct InsetGroupedListStyle: ListStyle, KnownListStyle {
    /// The inset grouped style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// Plain rows inset from the edges.
public struct InsetListStyle: ListStyle, KnownListStyle {
    /// The inset style.
    public init() {}
    var kind: ListStyleKind { .inset }
}

/// The sidebar style; on an iPhone it looks like the inset grouped one.
public struct SidebarListStyle: ListStyle, KnownListStyle {
    /// The sidebar style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The plain list style.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The grouped list style.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset grouped list style.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The inset list style.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar list style.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKindKey: EnvironmentKey { static var defaultValue: ListStyleKind { .insetGrouped } }
private struct DefaultMinListRowHeightKey: EnvironmentKey {
    /// 44 points: the minimum row height iOS lists use (Flutter's CupertinoListTile, measured on
    /// iOS 14.4's Settings app: 28 + 2 × 8; Apple's HIG minimum hit target, 44 × 44).
    static var defaultValue: CGFloat { 44 }
}

extension EnvironmentValues {
    /// The style `.listStyle(_:)` chose for lists inside.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }

    /// The least height of a list row (SwiftUI's `defaultMinListRowHeight`): 44 points on iOS.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of lists inside this view.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, (style as? KnownListStyle)?.kind ?? .insetGrouped)
    }

    /// Replaces the insets around this row's content (nil: the style's default).
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        wrapNodes { node, _, context in ListRowNode(path: context.path, child: node, insets: .some(insets)) }
    }

    /// Draws `view` behind this row instead of the style's row background.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        wrapNodes { node, index, context in
            let background = view.map { context.resolveSingle($0, at: .slot("listRowBackground", index)) }
            return ListRowNode(path: context.path, child: node, background: .some(background))
        }
    }

    /// Shows or hides this row's separators on `edges`.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        wrapNodes { node, _, context in ListRowNode(path: context.path, child: node, separator: (visibility, edges)) }
    }

    /// Shows or hides the separators above and below this section (grouped styles).
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        wrapNodes { node, _, context in ListRowNode(path: context.path, child: node, separator: (visibility, edges)) }
    }

    /// Draws this row's separators on `edges` in `color` (nil: the system separator color).
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        wrapNodes { node, _, context in
            ListRowNode(path: context.path, child: node, separatorTint: (color?.resolve(in: context.environment), edges))
        }
    }

    /// Draws the separators above and below this section on `edges` in `color` (nil: the
    /// system separator color).
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        wrapNodes { node, _, context in
            ListRowNode(path: context.path, child: node, separatorTint: (color?.resolve(in: context.environment), edges))
        }
    }
}

/// The list row modifiers: invisible to layout, read by the list from the row's modifier chain.
final class ListRowNode: ModifierNode {
    /// `.some(nil)` resets to the default; nil means this modifier does not set insets.
    let insets: EdgeInsets??
    let background: Node??
    let separator: (Visibility, VerticalEdge.Set)?
    /// The separators' color on some edges; a nil color is the system's.
    let separatorTint: (RGBAColor?, VerticalEdge.Set)?

    init(path: ViewPath, child: Node, insets: EdgeInsets?? = nil, background: Node?? = nil, separator: (Visibility, VerticalEdge.Set)? = nil,
         separatorTint: (RGBAColor?, VerticalEdge.Set)? = nil) {
        self.insets = insets
        self.background = background
        self.separator = separator
        self.separatorTint = separatorTint
        super.init(path: path, child: child)
    }
}

extension Node {
    /// The nearest value a list row modifier in this node's modifier chain sets (the
    /// outermost modifier wins, as SwiftUI's row preferences do).
    func listRowValue<T>(_ value: (ListRowNode) -> T?) -> T? {
        var node: Node = self
        while let modifier = node as? ModifierNode {
            if let row = modifier as? ListRowNode, let found = value(row) { return found }
            if modifier is SectionNode { return nil }
            node = modifier.child
        }
        return nil
    }

    /// The color this row (or section) gives its separator on `edge`, if it sets one.
    func listSeparatorTint(_ edge: VerticalEdge) -> RGBAColor? {
        guard let (color, edges) = listRowValue({ $0.separatorTint }), edges.contains(VerticalEdge.Set(edge)) else { return nil }
        return color
    }

    /// Whether this row (or section) hides its separator on `edge`.
    func hidesListSeparator(_ edge: VerticalEdge) -> Bool {
        guard let (visibility, edges) = listRowValue({ $0.separator }) else { return false }
        return visibility == .hidden && edges.contains(VerticalEdge.Set(edge))
    }
}
