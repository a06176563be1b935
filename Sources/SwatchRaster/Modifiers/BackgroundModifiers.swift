extension View {
    /// A view behind this one, offered this view's size (the old form; the `alignment:content:`
    /// form is preferred, so `.background(Color.white)` picks the shape-style overload).
    @_disfavoredOverload
    @inlinable
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layered(background, overlay: false, alignment)
    }

    /// Views behind this one, offered this view's size.
    @inlinable
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), overlay: false, alignment)
    }

    /// This view's bounds filled with a style behind it.
    @inlinable
    /// Where this view reaches an edge of the safe area named in `edges`, the fill goes on
    /// to the screen's edge, so a screen's `.background(Color.x)` colors the status bar and
    /// home indicator areas too (Apple: "ignoresSafeAreaEdges … The default value is all").
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(style, ignoringSafeAreaEdges: edges, overlay: false)
    }

    /// A shape filled with a style behind this view.
    @inlinable
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(style, in: shape, overlay: false)
    }

    /// This view's bounds filled with the context's background (`.background`: the
    /// `backgroundStyle`, else `systemBackground`) behind it.
    @inlinable
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(BackgroundStyle(), ignoringSafeAreaEdges: edges, overlay: false)
    }

    /// A shape filled with the context's background behind this view.
    @inlinable
    nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(BackgroundStyle(), in: shape, overlay: false)
    }

    /// An insettable shape filled with the context's background behind this view.
    @inlinable
    nonisolated public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(BackgroundStyle(), in: shape, overlay: false)
    }

    /// A view in front of this one, offered this view's size (the old form).
    @_disfavoredOverload
    @inlinable
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        layered(overlay, overlay: true, alignment)
    }

    /// Views in front of this one, offered this view's size.
    @inlinable
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), overlay: true, alignment)
    }

    /// This view's bounds filled with a style in front of it.
    @inlinable
    /// Like `background(_:ignoresSafeAreaEdges:)`, the fill reaches past the safe area
    /// where this view touches it.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(style, ignoringSafeAreaEdges: edges, overlay: true)
    }

    /// A shape filled with a style in front of this view.
    @inlinable
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(style, in: shape, overlay: true)
    }

    /// A border drawn inside the bounds (an overlay of a rectangle's stroke border).
    @inlinable
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        bordered(content, width: width)
    }

    /// `border`'s view (`@usableFromInline`: see `NodeModifier`).
    @usableFromInline
    nonisolated func bordered<S: ShapeStyle>(_ content: S, width: CGFloat) -> NodeModifier<Self> {
        layered(Rectangle().strokeBorder(content, lineWidth: width), overlay: true, .center)
    }

    /// The safe-area forms' view: the bounds filled with `style`, reaching past the safe area
    /// on `edges` where this view touches it (an empty set keeps it inside).
    @usableFromInline
    nonisolated func layered<S: ShapeStyle>(_ style: S, ignoringSafeAreaEdges edges: Edge.Set, overlay: Bool) -> NodeModifier<Self> {
        let fill = StyledShapeFill(shape: Rectangle(), style: style)
        guard !edges.isEmpty else { return layered(fill, overlay: overlay, .center) }
        return layered(fill.ignoresSafeArea(.all, edges: edges), overlay: overlay, .center)
    }

    /// The shape-style forms' view: `shape` filled with `style`, behind or in front.
    @usableFromInline
    nonisolated func layered<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, overlay: Bool) -> NodeModifier<Self> {
        layered(StyledShapeFill(shape: shape, style: style), overlay: overlay, .center)
    }

    /// `view` behind (or, with `overlay`, in front of) each of this view's nodes, offered its size.
    @usableFromInline
    nonisolated func layered<V: View>(_ view: V, overlay: Bool, _ alignment: Alignment) -> NodeModifier<Self> {
        let placement: SecondaryContentNode.Placement = overlay ? .overlay : .background
        return wrapNodes { node, index, context in
            let tag = placement == .background ? "background" : "overlay"
            // Several views form an implicit ZStack whose own alignment is the default centre;
            // `alignment` places that stack as a whole (Apple's overlay(alignment:content:) docs).
            let secondary = context.resolveSingle(view, at: .slot(tag, index))
            return SecondaryContentNode(path: context.path, primary: node, secondary: secondary, placement: placement, alignment: alignment)
        }
    }
}
