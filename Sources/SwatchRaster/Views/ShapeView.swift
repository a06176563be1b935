/// SwiftUI's `ShapeView` (iOS 17): a filled or stroked shape that can be filled or stroked
/// again, each new drawing on top of the previous ones —
/// `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`.
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape this view draws and provides to further drawing.
    var shape: Content { get }
}

extension ShapeView {
    /// This drawing with the shape filled by `content` on top.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// This drawing with the shape's outline stroked by `content` on top.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This drawing with the shape's outline stroked `lineWidth` wide on top.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// This drawing with an inner border of `content` on top.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This drawing with an inner border `lineWidth` wide on top.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// Draws `drawing` over `background` in one frame (the shape's), or `drawing` alone when
/// there is nothing beneath.
private func resolveLayered<Background: View, S: Shape>(_ background: Background, _ drawing: ShapeDrawing<S>,
                                                        _ context: ResolveContext, into nodes: inout [Node]) {
    if Background.self == EmptyView.self {
        drawing.makeNodes(context, into: &nodes)
        return
    }
    context.resolveHere(ZStack { background; drawing }, into: &nodes)
}

/// A shape filled with a style, over whatever was drawn before (`Shape.fill`'s type).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape filled.
    public var shape: Content
    /// The style that fills it.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle
    /// What is drawn beneath (an earlier fill or stroke, or nothing).
    public var background: Background

    /// The fill of `shape` with `style` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    /// Never called: the engine draws the shape itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        resolveLayered(background, ShapeDrawing(shape: shape, paint: .fill(AnyShapeStyle(style), fillStyle)), context, into: &nodes)
    }
}

/// A shape's outline stroked with a style, over whatever was drawn before (`Shape.stroke`'s type).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape stroked.
    public var shape: Content
    /// The style the stroke is painted with.
    public var style: Style
    /// Width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Accepted for source compatibility; strokes are always anti-aliased here.
    public var isAntialiased: Bool
    /// What is drawn beneath.
    public var background: Background

    /// The stroke of `shape` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// Never called: the engine draws the shape itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        resolveLayered(background, ShapeDrawing(shape: shape, paint: .stroke(AnyShapeStyle(style), strokeStyle, inside: false)), context, into: &nodes)
    }
}

/// A shape's inner border, over whatever was drawn before (`strokeBorder`'s type).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape bordered.
    public var shape: Content
    /// The style the border is painted with.
    public var style: Style
    /// Width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Accepted for source compatibility; strokes are always anti-aliased here.
    public var isAntialiased: Bool
    /// What is drawn beneath.
    public var background: Background

    /// The inner border of `shape` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// Never called: the engine draws the shape itself.
    public var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        resolveLayered(background, ShapeDrawing(shape: shape, paint: .stroke(AnyShapeStyle(style), strokeStyle, inside: true)), context, into: &nodes)
    }
}
