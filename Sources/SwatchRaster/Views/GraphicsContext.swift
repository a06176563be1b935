/// SwiftUI's immediate-mode drawing context, as a `Canvas` hands it to its renderer. Each
/// call is recorded with the context's transform, opacity, blend mode and clip at that
/// moment; `Canvas` then draws the record as shapes, text and images in call order, through
/// the same rasterizer as every other view (docs/ARCHITECTURE.md §7.17).
public struct GraphicsContext {
    /// The drawing calls made so far, shared by the copies of one canvas's context.
    let record: GraphicsRecord
    /// The transform applied to what is drawn from now on.
    public var transform: CGAffineTransform = .identity
    /// The opacity applied to what is drawn from now on.
    public var opacity: Double = 1
    /// The blend mode applied to what is drawn from now on.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public let environment: EnvironmentValues
    /// The clip in effect, in the canvas's coordinates (nil: none).
    var clipPath: Path?

    init(record: GraphicsRecord, environment: EnvironmentValues) {
        self.record = record
        self.environment = environment
    }

    /// The smallest rectangle holding the clip; the whole plane without one.
    public var clipBoundingRect: CGRect { clipPath?.boundingRect ?? CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9) }

    /// What fills or strokes a path: SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        let style: AnyShapeStyle
        /// A color.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
        /// Fills with a color from components in `colorSpace` (Oscar's meteors use `.color(white: 1)`).
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// Fills with a gray from `white` in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: white, green: white, blue: white, opacity: opacity))
        }
        /// Any shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }
        /// The context's foreground style.
        public static var foreground: Shading { Shading(style: AnyShapeStyle(.foreground)) }
        /// A linear gradient between two points of the canvas.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(CanvasGradient.linear(gradient, startPoint, endPoint)))
        }
        /// A radial gradient around a point of the canvas.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(CanvasGradient.radial(gradient, center, startRadius, endRadius)))
        }
        /// A conic gradient around a point of the canvas.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(CanvasGradient.conic(gradient, center, angle)))
        }
    }

    /// Options of a gradient shading (repeat, mirror, linear color); drawn as the default.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// The set with these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient outside its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats it mirrored.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear color.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record.append(.fill(path.applying(transform), shading.style, style, drawState))
    }

    /// Strokes `path` with `shading`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
        var scaled = style
        scaled.lineWidth *= scale.isFinite && scale > 0 ? scale : 1
        record.append(.stroke(path.applying(transform), shading.style, scaled, drawState))
    }

    /// Strokes `path` with `shading` at `lineWidth`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its anchor point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        record.append(.view(AnyView(text), point, anchor, nil, drawState))
    }

    /// Draws `text` inside `rect`, top-leading, wrapping to its width.
    public func draw(_ text: Text, in rect: CGRect) {
        record.append(.textBox(text, rect, drawState))
    }

    /// Draws `image` with its anchor point at `point`, at its own size.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record.append(.view(AnyView(image), point, anchor, nil, drawState))
    }

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record.append(.view(AnyView(image.resizable()), rect.origin, .topLeading, rect.size, drawState))
    }

    /// Text ready to draw: SwiftUI's `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        let text: Text
        /// The shading of text that sets no color of its own.
        public var shading: Shading = .foreground
        /// The text's size for `size`.
        public func measure(in size: CGSize) -> CGSize {
            let renderer = ImageRenderer(content: text)
            renderer.proposedSize = ProposedViewSize(width: size.width.isFinite ? size.width : nil, height: nil)
            return (try? renderer.layout())?.frame.size ?? .zero
        }
    }

    /// Resolves `text` in this context's environment.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    /// Draws resolved text at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { draw(text.text, at: point, anchor: anchor) }
    /// Draws resolved text in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }

    /// An image ready to draw: SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        /// The shading of template images.
        public var shading: Shading?

        /// The image's size in points: its natural size, laid out with no size proposed, as
        /// code that centers or tiles it in a canvas reads it (oscar-weather's clouds).
        public var size: CGSize {
            let renderer = ImageRenderer(content: image)
            renderer.proposedSize = .unspecified
            return (try? renderer.layout())?.frame.size ?? .zero
        }

        /// The distance from the image's top to its baseline: its bottom edge, as for any
        /// image without a text baseline of its own.
        public var baseline: CGFloat { size.height }
    }

    /// Resolves `image` in this context's environment.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
    /// Draws a resolved image at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { draw(image.image, at: point, anchor: anchor) }
    /// Draws a resolved image in `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }

    /// Moves the origin by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    /// Scales by (`x`, `y`).
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    /// Rotates by `angle`.
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Clips what follows to `path` (within an earlier clip, the later one is used: nested
    /// clips are not intersected here).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clipPath = path.applying(transform)
    }

    /// Options of a clip (inverse); an inverse clip is not drawn differently here.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// The set with these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Draws `content` in a copy of this context, whose changes stay inside it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// A filter on what follows (shadows, blurs, color matrices): not drawn here.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    /// A filter: SwiftUI's `GraphicsContext.Filter`. Recorded nowhere: filters are not drawn.
    public struct Filter: Sendable {
        /// A blur of `radius`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        /// A drop shadow.
        public static func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter() }
        /// A color multiplication.
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        /// A hue rotation.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
        /// A saturation change.
        public static func saturation(_ amount: Double) -> Filter { Filter() }
        /// A brightness change.
        public static func brightness(_ amount: Double) -> Filter { Filter() }
        /// A contrast change.
        public static func contrast(_ amount: Double) -> Filter { Filter() }
        /// Grayscale.
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        /// Color inversion.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter() }
        /// Luminance to alpha.
        public static var luminanceToAlpha: Filter { Filter() }
        /// An alpha threshold.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter() }
    }

    /// Options of a filter.
    public struct FilterOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// The set with these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filters in linear color.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// The set with these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps the result opaque.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithers the result.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// The set with these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the content.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draws only the shadow.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Inverts the shadow's alpha.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Keeps the shadow's color alpha.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    var drawState: GraphicsRecord.State {
        GraphicsRecord.State(opacity: opacity, blendMode: blendMode, clip: clipPath, transform: transform)
    }
}

/// The calls a `Canvas` renderer made, in order.
final class GraphicsRecord {
    /// The context's state when a call was made.
    struct State {
        let opacity: Double
        let blendMode: GraphicsContext.BlendMode
        let clip: Path?
        /// The transform of text and images, drawn at their own coordinates (paths are
        /// recorded already transformed).
        let transform: CGAffineTransform
    }
    enum Command {
        case fill(Path, AnyShapeStyle, FillStyle, State)
        case stroke(Path, AnyShapeStyle, StrokeStyle, State)
        /// A view whose `anchor` point sits at the point; sized by itself, or to the size.
        /// The point is in the context's coordinates, before the state's transform.
        case view(AnyView, CGPoint, UnitPoint, CGSize?, State)
        /// Text wrapped in a rectangle, from its top-leading corner (before the transform).
        case textBox(Text, CGRect, State)
        /// Glyphs of a text layout's run, drawn by a `TextRenderer` (TextNode+Renderer.swift).
        case glyphs(Text.Layout.RunSlice, State)
    }
    private(set) var commands: [Command] = []
    func append(_ command: Command) { commands.append(command) }
}

/// A gradient whose geometry is given in a canvas's points, as `GraphicsContext.Shading`
/// takes it; it resolves to the engine's gradient in the unit space of the canvas (every
/// recorded shape is laid out over the whole canvas).
enum CanvasGradient {
    case linear(Gradient, CGPoint, CGPoint)
    case radial(Gradient, CGPoint, CGFloat, CGFloat)
    case conic(Gradient, CGPoint, Angle)

    func style(in size: CGSize) -> AnyShapeStyle {
        func unit(_ point: CGPoint) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? point.x / size.width : 0, y: size.height > 0 ? point.y / size.height : 0)
        }
        switch self {
        case .linear(let gradient, let start, let end):
            return AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end)))
        case .radial(let gradient, let center, let startRadius, let endRadius):
            return AnyShapeStyle(RadialGradient(gradient: gradient, center: unit(center), startRadius: startRadius, endRadius: endRadius))
        case .conic(let gradient, let center, let angle):
            return AnyShapeStyle(AngularGradient(gradient: gradient, center: unit(center), angle: angle))
        }
    }
}

extension CanvasGradient: ShapeStyle {}
