extension View {
    /// A fixed width and/or height; the content is placed inside by `alignment`.
    @inlinable
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        fixedFrame(width: width, height: height, alignment: alignment)
    }

    /// `frame(width:height:alignment:)`'s view (`@usableFromInline`: see `NodeModifier`).
    @usableFromInline
    nonisolated func fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> NodeModifier<Self> {
        // An invalid dimension is dropped, as SwiftUI's `_FrameLayout` drops it; checked while
        // resolving, so the warning belongs to the render that met it.
        wrapNodes { node, _, context in
            FrameNode(path: context.path, child: node,
                      width: DegenerateGeometry.frameDimension(width, label: "width"),
                      height: DegenerateGeometry.frameDimension(height, label: "height"), alignment: alignment)
        }
    }

    /// A flexible frame: minimum, ideal and maximum sizes per axis (`.infinity` to fill).
    /// Contradictory limits are ordered as SwiftUI orders them: ideal raised to min, max
    /// raised to ideal, never lowered.
    @inlinable
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        flexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                      minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
    }

    /// The flexible `frame`'s view (`@usableFromInline`: see `NodeModifier`).
    @usableFromInline
    nonisolated func flexibleFrame(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
        minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
    ) -> NodeModifier<Self> {
        wrapNodes { node, _, context in
            typealias Check = DegenerateGeometry
            let horizontal = FlexibleFrameNode.Limits(
                min: Check.flexibleLimit(minWidth, label: "minWidth", isMaximum: false),
                ideal: Check.flexibleLimit(idealWidth, label: "idealWidth", isMaximum: false),
                max: Check.flexibleLimit(maxWidth, label: "maxWidth", isMaximum: true))
            let vertical = FlexibleFrameNode.Limits(
                min: Check.flexibleLimit(minHeight, label: "minHeight", isMaximum: false),
                ideal: Check.flexibleLimit(idealHeight, label: "idealHeight", isMaximum: false),
                max: Check.flexibleLimit(maxHeight, label: "maxHeight", isMaximum: true))
            return FlexibleFrameNode(
                path: context.path, child: node,
                horizontal: horizontal,
                vertical: vertical,
                alignment: alignment)
        }
    }

    /// Ideal size on both axes: text stops wrapping and truncating.
    @inlinable
    nonisolated public func fixedSize() -> some View { idealSize(horizontal: true, vertical: true) }

    /// Ideal size on the chosen axes.
    @inlinable
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { idealSize(horizontal: horizontal, vertical: vertical) }

    /// `fixedSize`'s view (`@usableFromInline`: see `NodeModifier`).
    @usableFromInline
    nonisolated func idealSize(horizontal: Bool, vertical: Bool) -> NodeModifier<Self> {
        wrapNodes { node, _, context in
            FixedSizeNode(path: context.path, child: node, horizontal: horizontal, vertical: vertical)
        }
    }

    /// Constrains the content to an aspect ratio (width / height), fitting or filling the proposal.
    /// A ratio that is zero, negative or not finite is ignored (the content's own ratio is used),
    /// with a warning: no rectangle has it.
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapNodes { node, _, context in
            var ratio = aspectRatio
            if let value = ratio, !(value.isFinite && value > 0) {
                DegenerateGeometry.warn("aspectRatio(\(DegenerateGeometry.spell(value)))",
                                        "invalid aspect ratio (zero, negative or non-finite)", "the content's own ratio used")
                ratio = nil
            }
            return AspectRatioNode(path: context.path, child: node, ratio: ratio, contentMode: contentMode)
        }
    }

    /// Constrains the content to the aspect ratio of `aspectRatio`.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// `aspectRatio(nil, contentMode: .fit)`.
    nonisolated public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// `aspectRatio(nil, contentMode: .fill)`.
    nonisolated public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Shifts drawing without changing layout. A NaN or infinite offset moves the view
    /// nowhere that can be drawn: it is not drawn, its space is kept, and a warning is printed.
    nonisolated public func offset(_ offset: CGSize) -> some View {
        wrapNodes { node, _, context in
            if DegenerateGeometry.isFinite(offset) { return OffsetNode(path: context.path, child: node, offset: offset) }
            DegenerateGeometry.warn("offset(x: \(DegenerateGeometry.spell(offset.width)), y: \(DegenerateGeometry.spell(offset.height)))",
                                    "invalid offset (non-finite)", "not drawn")
            return UndrawnNode(path: context.path, child: node)
        }
    }

    /// Shifts drawing without changing layout.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// The priority stacks use to hand out space (default 0; higher goes first).
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        wrapNodes { node, _, context in LayoutPriorityNode(path: context.path, child: node, priority: value) }
    }

    /// The older spelling of `ignoresSafeArea(.all, edges:)`.
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}
