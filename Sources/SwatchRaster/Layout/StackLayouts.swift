/// SwiftUI's `HStackLayout` (iOS 16): `HStack` as a `Layout` value, to store, pass around or
/// switch with `AnyLayout`. It lays out exactly as `HStack`.
public struct HStackLayout: Layout, NodeLayout {
    /// How children line up vertically.
    public var alignment: VerticalAlignment
    /// The gap between adjacent children; nil for the default.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks along the horizontal axis (a `Spacer` inside grows horizontally).
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The stack's size for `proposal`, as `HStack` chooses it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nodeSize(proposal: proposal, subviews: subviews)
    }

    /// Places the subviews left to right, as `HStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nodePlace(in: bounds, proposal: proposal, subviews: subviews)
    }

    func makeNode(path: ViewPath, children: [Node]) -> Node {
        StackNode(path: path, axis: .horizontal, alignment: alignment.key, spacing: spacing, children: children)
    }
}

/// SwiftUI's `VStackLayout` (iOS 16): `VStack` as a `Layout` value.
public struct VStackLayout: Layout, NodeLayout {
    /// How children line up horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between adjacent children; nil for the default.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks along the vertical axis (a `Spacer` inside grows vertically).
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The stack's size for `proposal`, as `VStack` chooses it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nodeSize(proposal: proposal, subviews: subviews)
    }

    /// Places the subviews top to bottom, as `VStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nodePlace(in: bounds, proposal: proposal, subviews: subviews)
    }

    func makeNode(path: ViewPath, children: [Node]) -> Node {
        StackNode(path: path, axis: .vertical, alignment: alignment.key, spacing: spacing, children: children)
    }
}

/// SwiftUI's `ZStackLayout` (iOS 16): `ZStack` as a `Layout` value.
public struct ZStackLayout: Layout, NodeLayout {
    /// How children line up on both axes.
    public var alignment: Alignment

    /// An overlaying layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The stack's size for `proposal`, as `ZStack` chooses it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nodeSize(proposal: proposal, subviews: subviews)
    }

    /// Places the subviews on top of each other, as `ZStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nodePlace(in: bounds, proposal: proposal, subviews: subviews)
    }

    func makeNode(path: ViewPath, children: [Node]) -> Node {
        ZStackNode(path: path, alignment: alignment, children: children)
    }
}
