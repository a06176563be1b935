extension View {
    /// Space around the content: the default 16 points on `edges`, or `length`.
    @inlinable
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padded(edges, length)
    }

    /// The same space on every edge.
    @inlinable
    nonisolated public func padding(_ length: CGFloat) -> some View { padded(.all, length) }

    /// Space with its own value per edge.
    @inlinable
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { padded(insets) }

    /// `padding(_:_:)`'s view: `length`, or the default 16 points (`@usableFromInline`: see
    /// `NodeModifier`).
    @usableFromInline
    nonisolated func padded(_ edges: Edge.Set, _ length: CGFloat?) -> NodeModifier<Self> { padded(EdgeInsets(edges, length ?? 16)) }

    /// `padding(_:)`'s view.
    @usableFromInline
    nonisolated func padded(_ insets: EdgeInsets) -> NodeModifier<Self> {
        wrapNodes { node, _, context in PaddingNode(path: context.path, child: node, insets: insets.finiteForPadding()) }
    }
}

extension EdgeInsets {
    /// The insets with every NaN or infinite edge made 0, with one warning naming the edges
    /// and the value (§5.21). Negative padding is legal in SwiftUI (it overlaps neighbours)
    /// and stays.
    func finiteForPadding() -> EdgeInsets {
        guard !(top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite) else { return self }
        var insets = self
        var edges: [String] = [], values: [String] = []
        for (name, keyPath) in [("top", \EdgeInsets.top), ("leading", \.leading), ("bottom", \.bottom), ("trailing", \.trailing)]
        where !insets[keyPath: keyPath].isFinite {
            edges.append(".\(name)")
            values.append("\(insets[keyPath: keyPath])")
            insets[keyPath: keyPath] = 0
        }
        let call: String
        if Set(values).count == 1 {
            call = edges.count == 4 ? "padding(\(values[0]))" : "padding([\(edges.joined(separator: ", "))], \(values[0]))"
        } else {
            call = "padding(" + zip(edges, values).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
        }
        DegenerateGeometry.warn(call, "invalid padding (non-finite)", "drawn as 0")
        return insets
    }
}
