/// A 2D outline that fills the space it is offered; drawn with the foreground color unless
/// filled or stroked explicitly.
public protocol Shape: View {
    /// The outline within `rect`, in the rect's coordinates.
    func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, so `strokeBorder` can keep the stroke inside the bounds.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// SwiftUI's `ShapeStyle`: something that can paint a shape or text: a `Color`, a gradient,
/// the current foreground (`ForegroundStyle`), a hierarchical level of it (`.secondary`), the
/// tint, or any of those type-erased in an `AnyShapeStyle` (docs/ARCHITECTURE.md §7.6).
public protocol ShapeStyle: Sendable {}

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
    case fill(AnyShapeStyle?)
    /// A stroke centred on the outline (`stroke`) or kept inside it (`strokeBorder`).
    case stroke(AnyShapeStyle?, lineWidth: CGFloat, inside: Bool)
}

extension Shape {
    /// Never called: the engine fills the shape's path with the foreground color.
    public var body: Never { fatalError("shapes are primitive views") }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> some View {
        ShapeView(shape: self, paint: .fill(AnyShapeStyle(content)))
    }

    /// The outline stroked with `content`, centred on the edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), lineWidth: lineWidth, inside: false))
    }

    /// The outline stroked with the foreground color, centred on the edge.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, paint: .stroke(nil, lineWidth: lineWidth, inside: false))
    }
}

extension InsettableShape {
    /// The outline stroked inside the bounds, so the stroke never spills outside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), lineWidth: lineWidth, inside: true))
    }

    /// The outline stroked inside the bounds with the foreground color.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, paint: .stroke(nil, lineWidth: lineWidth, inside: true))
    }
}

/// A shape with its paint: the primitive the engine lays out and draws.
struct ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let paint: ShapePaint
    var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let style: AnyShapeStyle?
        switch paint {
        case .fill(let fill): style = fill
        case .stroke(let stroke, _, _): style = stroke
        }
        let resolved = StyleResolver.paint(style?.base, in: context.environment)
        let shape = self.shape
        nodes.append(ShapeNode(path: context.path, shapeType: S.self, paint: paint, resolved: resolved) { rect, inset in
            ShapeOutline.path(of: shape, in: rect, inset: inset)
        })
    }
}

extension Shape {
    func makeShapeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        ShapeView(shape: self, paint: .fill(nil)).makeNodes(context, into: &nodes)
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
