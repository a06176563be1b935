/// SwiftUI's `Canvas`: a view drawn by a closure through a `GraphicsContext`. It takes the
/// size it is offered, as a shape does; its renderer runs once per layout with that size,
/// and what it drew is placed as shapes, text and images in call order
/// (docs/ARCHITECTURE.md §7.17).
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols
    let isOpaque: Bool

    /// A canvas drawn by `renderer`, with symbol views it may look up (drawn nowhere here).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        self.isOpaque = opaque
    }

    /// The offered size, filled with what the renderer draws.
    public var body: some View {
        GeometryReader { proxy in
            CanvasDrawing(renderer: renderer, size: proxy.size)
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer, symbols: { EmptyView() })
    }
}

/// Runs a canvas's renderer for one size and draws its record.
struct CanvasDrawing: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let size: CGSize
    @Environment(\.self) private var environment

    var body: some View {
        let record = GraphicsRecord()
        var context = GraphicsContext(record: record, environment: environment)
        renderer(&context, size)
        return ZStack(alignment: .topLeading) {
            ForEach(Array(record.commands.enumerated()), id: \.offset) { _, command in
                CanvasCommandView(command: command, size: size)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .clipped()
    }
}

/// One recorded call, drawn over the whole canvas.
struct CanvasCommandView: View {
    let command: GraphicsRecord.Command
    let size: CGSize

    var body: some View {
        switch command {
        case .fill(let path, let style, let fillStyle, let state):
            finish(FixedPath(path: path).fill(resolved(style), style: fillStyle), state)
        case .stroke(let path, let style, let strokeStyle, let state):
            finish(FixedPath(path: path).stroke(resolved(style), style: strokeStyle), state)
        case .view(let view, let point, let anchor, let fixedSize, let state):
            finish(transformed(view, at: point, anchor: anchor, size: fixedSize, state.transform), state)
        case .textBox(let text, let rect, let state):
            finish(transformed(AnyView(text.frame(width: rect.width, height: rect.height, alignment: .topLeading)),
                               at: rect.origin, anchor: .topLeading, size: nil, state.transform), state)
        case .glyphs:
            // Only a text renderer's context has a text layout to draw from.
            EmptyView()
        }
    }

    /// Text or an image placed at `point` of the context and drawn through its transform, as
    /// a canvas draws them (turned and scaled with the context). A transform that only moves
    /// moves the point: no layer, no resampling.
    private func transformed(_ view: AnyView, at point: CGPoint, anchor: UnitPoint, size fixedSize: CGSize?,
                             _ transform: CGAffineTransform) -> AnyView {
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
            let moved = CGPoint(x: point.x + transform.tx, y: point.y + transform.ty)
            return AnyView(PlacedView(view: view, point: moved, anchor: anchor, size: fixedSize))
        }
        return AnyView(PlacedView(view: view, point: point, anchor: anchor, size: fixedSize)
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .transformEffect(transform))
    }

    private func resolved(_ style: AnyShapeStyle) -> AnyShapeStyle {
        (style.base as? CanvasGradient)?.style(in: size) ?? style
    }

    /// The call's clip (the canvas clips them all), opacity and blend mode.
    @ViewBuilder
    private func finish<V: View>(_ view: V, _ state: GraphicsRecord.State) -> some View {
        let framed = view.frame(width: size.width, height: size.height, alignment: .topLeading)
        if let clip = state.clip {
            framed.clipShape(FixedPath(path: clip)).opacity(state.opacity).canvasCompositing(state.blendMode)
        } else {
            framed.opacity(state.opacity).canvasCompositing(state.blendMode)
        }
    }
}

extension View {
    /// Composites the view as a canvas call with `mode` asks: through the view modifier's
    /// blend mode where it has the mode, else with its Porter–Duff operator.
    nonisolated func canvasCompositing(_ mode: GraphicsContext.BlendMode) -> some View {
        wrapNodes { node, _, context in
            EffectNode(path: context.path, child: node) { _, _ in
                switch mode.compositing {
                case .blend(let blend)?: return blend == .normal ? nil : .blend(blend)
                case .compose(let op)?: return .compose(op)
                case nil: return nil
                }
            }
        }
    }
}

/// A path in the canvas's coordinates, drawn where it is whatever the frame.
struct FixedPath: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { path }
}

/// A view whose `anchor` point sits at `point` of the canvas.
struct PlacedView: View {
    let view: AnyView
    let point: CGPoint
    let anchor: UnitPoint
    let size: CGSize?

    var body: some View {
        view
            .frame(width: size?.width, height: size?.height)
            .fixedSize()
            .alignmentGuide(.leading) { d in d.width * anchor.x - point.x }
            .alignmentGuide(.top) { d in d.height * anchor.y - point.y }
    }
}
