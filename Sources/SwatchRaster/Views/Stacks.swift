/// Children side by side, left to right, aligned vertically by `alignment`.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A row; `spacing` nil means the default 8 points.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: the engine lays out the row itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        // The same node `HStackLayout` makes: one mechanism for the view and the layout value.
        nodes.append(HStackLayout(alignment: alignment, spacing: spacing)
            .makeNode(path: context.path, children: context.resolve(content, at: 0)))
    }
}

/// Children top to bottom, aligned horizontally by `alignment`.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column; `spacing` nil means the default 8 points.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: the engine lays out the column itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(VStackLayout(alignment: alignment, spacing: spacing)
            .makeNode(path: context.path, children: context.resolve(content, at: 0)))
    }
}

/// Children on top of each other, back to front, aligned by `alignment`.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// A stack of layers.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Never called: the engine lays out the layers itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(ZStackLayout(alignment: alignment).makeNode(path: context.path, children: context.resolve(content, at: 0)))
    }
}
