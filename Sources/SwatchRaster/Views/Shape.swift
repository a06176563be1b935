/// A 2D outline that fills the space it is offered; drawn with the foreground color unless
/// filled or stroked explicitly.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// The outline within `rect`, in the rect's coordinates.
    nonisolated func path(in rect: CGRect) -> Path
    /// Whether the shape is mirrored in right-to-left layout (`.mirrors` unless overridden).
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

/// A shape that can be inset, so `strokeBorder` can keep the stroke inside the bounds.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// SwiftUI's `ShapeStyle`: something that can paint a shape or text: a `Color`, a gradient,
/// the current foreground (`ForegroundStyle`), a hierarchical level of it (`.secondary`), the
/// tint, or any of those type-erased in an `AnyShapeStyle` (docs/ARCHITECTURE.md §7.10).
public protocol ShapeStyle: Sendable {
    /// What `resolve(in:)` returns: another style that paints this one (`Never` for the
    /// built-in styles, which the engine paints directly).
    associatedtype Resolved: ShapeStyle = Never
    /// The style this one stands for in `environment`; a custom style's way to paint as a
    /// color or gradient that depends on the color scheme or other environment values.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension Color: ShapeStyle {}

extension Color: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        var color = resolve(in: environment)
        color.alpha *= StyleResolver.levelOpacity(level)
        return .color(color)
    }
}

/// The current foreground color, SwiftUI's default paint for shapes and text.
public struct ForegroundStyle: ShapeStyle {
    /// The current foreground color as a style; `.foreground` is the usual spelling.
    public init() {}
}

extension ForegroundStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.foreground(environment.foregroundStyles, in: environment, level: level)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground color.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle {
    /// The paint as a color, if it is one; `nil` means "the foreground color".
    var colorValue: Color? {
        if let color = self as? Color { return color }
        return (self as? AnyShapeStyle)?.colorValue
    }
}

/// SwiftUI's `AnyShapeStyle`: a type-erased style, so one variable can hold a color, a
/// gradient or the foreground style (`isActive ? AnyShapeStyle(.blue) : AnyShapeStyle(.foreground)`).
public struct AnyShapeStyle: ShapeStyle {
    /// The wrapped style (never itself an `AnyShapeStyle`).
    let base: any ShapeStyle

    /// The wrapped style's color; nil when it is not a plain color.
    var colorValue: Color? { base as? Color }

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }
}

extension AnyShapeStyle: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(base, in: environment, level: level)
    }
}

/// How a shape is painted; a `nil` style is the foreground.
enum ShapePaint {
    /// The outline filled by the non-zero or even-odd rule (`FillStyle`).
    case fill(AnyShapeStyle?, FillStyle)
    /// A stroke centred on the outline (`stroke`) or kept inside it (`strokeBorder`).
    case stroke(AnyShapeStyle?, StrokeStyle, inside: Bool)
}

extension Shape {
    /// Never called: the engine fills the shape's path with the foreground color.
    public var body: Never { fatalError("shapes are primitive views") }

    /// The shape filled with `content`, by the fill rule of `style` (non-zero unless
    /// `eoFill`).
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> FillShapeView<Self, S, EmptyView> {
        FillShapeView(shape: self, style: content, fillStyle: style, background: EmptyView())
    }

    /// The shape filled with the foreground color, by the fill rule of `style`.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        ShapeDrawing(shape: self, paint: .fill(nil, style))
    }

    /// The outline stroked with `content` as `style` describes (width, caps, joins, dashes),
    /// centred on the edge. `antialiased` is accepted for source compatibility; strokes are
    /// always anti-aliased here.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The outline stroked with `content`, `lineWidth` points wide, centred on the edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased, background: EmptyView())
    }

    /// The stroke's outline as a new shape, drawn with the foreground color unless filled:
    /// SwiftUI returns a shape here, so `.stroke(style:)` can be filled, trimmed or clipped to.
    public func stroke(style: StrokeStyle) -> some Shape {
        StrokedShape(shape: self, style: style)
    }

    /// The stroke's outline, `lineWidth` points wide, as a new shape.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// The outline inset by half the line width and stroked with `content`, so the stroke
    /// stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The outline stroked inside the bounds, so the stroke never spills outside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased, background: EmptyView())
    }

    /// The inner stroke of `style` with the foreground color.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeDrawing(shape: self, paint: .stroke(nil, style, inside: true))
    }

    /// The outline stroked inside the bounds with the foreground color.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        ShapeDrawing(shape: self, paint: .stroke(nil, StrokeStyle(lineWidth: lineWidth), inside: true))
    }
}

/// A shape with its paint: the primitive the engine lays out and draws.
struct ShapeDrawing<S: Shape>: View, PrimitiveView {
    let shape: S
    let paint: ShapePaint
    var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let style: AnyShapeStyle?
        switch paint {
        case .fill(let fill, _): style = fill
        case .stroke(let stroke, _, _): style = stroke
        }
        // A material fill blurs what is behind the shape (§7.14) instead of painting a color.
        if case .fill = paint, let material = style?.base as? Material {
            let shape = self.shape
            nodes.append(MaterialNode(path: context.path, shapeType: S.self, material: material,
                                      appearance: Appearance(context.environment)) { shape.path(in: $0) })
            return
        }
        let resolved = StyleResolver.paint(style?.base, in: context.environment)
        // A filled `stroke(style:)` shape is drawn as the stroke of its source, at device scale.
        if case .fill(let fill, _) = paint, let stroked = shape as? any StrokedShapeSource {
            nodes.append(ShapeNode(path: context.path, shapeType: S.self, paint: .stroke(fill, stroked.strokeStyle, inside: false), resolved: resolved) { rect, _ in
                stroked.sourcePath(in: rect)
            })
            return
        }
        let shape = self.shape
        let node = ShapeNode(path: context.path, shapeType: S.self, paint: paint, resolved: resolved) { rect, inset in
            ShapeOutline.path(of: shape, in: rect, inset: inset)
        }
        node.isMirrored = shape.layoutDirectionBehavior.mirrors(context.environment.layoutDirection)
        node.containerShape = context.environment.containerShape
        nodes.append(node)
    }
}

extension Shape {
    func makeShapeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        ShapeDrawing(shape: self, paint: .fill(nil, FillStyle())).makeNodes(context, into: &nodes)
    }
}

/// Outlines for insets: insettable shapes inset themselves, others are drawn uninset.
enum ShapeOutline {
    static func path<S: Shape>(of shape: S, in rect: CGRect, inset: CGFloat) -> Path {
        if inset == 0 { return shape.path(in: rect) }
        if let insettable = shape as? any InsettableShape {
            return insetPath(insettable, rect, inset)
        }
        return shape.path(in: rect)
    }

    private static func insetPath<I: InsettableShape>(_ shape: I, _ rect: CGRect, _ amount: CGFloat) -> Path {
        shape.inset(by: amount).path(in: rect)
    }
}
