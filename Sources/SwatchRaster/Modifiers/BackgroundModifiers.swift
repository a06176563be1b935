extension View {
    /// A view behind this one, offered this view's size (the old form; the `alignment:content:`
    /// form is preferred, so `.background(Color.white)` picks the shape-style overload).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        secondary(background, .background, alignment)
    }

    /// Views behind this one, offered this view's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondary(content(), .background, alignment)
    }

    /// This view's bounds filled with a style behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        secondary(StyledShapeFill(shape: Rectangle(), style: style), .background, .center)
    }

    /// A shape filled with a style behind this view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        secondary(StyledShapeFill(shape: shape, style: style), .background, .center)
    }

    /// A view in front of this one, offered this view's size (the old form).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        secondary(overlay, .overlay, alignment)
    }

    /// Views in front of this one, offered this view's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondary(content(), .overlay, alignment)
    }

    /// This view's bounds filled with a style in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        secondary(StyledShapeFill(shape: Rectangle(), style: style), .overlay, .center)
    }

    /// A border drawn inside the bounds (an overlay of a rectangle's stroke border).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        secondary(Rectangle().strokeBorder(content, lineWidth: width), .overlay, .center)
    }

    private func secondary<V: View>(_ view: V, _ placement: SecondaryContentNode.Placement, _ alignment: Alignment) -> some View {
        wrapNodes { node, index, context in
            let tag = placement == .background ? "background" : "overlay"
            // Several views form an implicit ZStack whose own alignment is the default centre;
            // `alignment` places that stack as a whole (Apple's overlay(alignment:content:) docs).
            let secondary = context.resolveSingle(view, at: .slot(tag, index))
            return SecondaryContentNode(path: context.path, primary: node, secondary: secondary, placement: placement, alignment: alignment)
        }
    }
}
