/// SwiftUI's `Gradient`: colors at locations along 0...1, shared by every gradient style.
/// Used directly as a style it paints top to bottom, like `AnyGradient`.
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// One color at a location of the gradient, SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        /// The color at this stop.
        public var color: Color
        /// Where the stop lies, 0 at the gradient's start and 1 at its end.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// How colors between stops are interpolated, SwiftUI's `Gradient.ColorSpace`.
    public struct ColorSpace: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case device, perceptual }
        let kind: Kind

        /// In the output color space (sRGB here), with premultiplied alpha: SwiftUI's default.
        public static let device = ColorSpace(kind: .device)
        /// In a perceptual space (Oklab here), so equal steps look equal.
        public static let perceptual = ColorSpace(kind: .perceptual)
    }

    /// The stops in the order given.
    public var stops: [Stop]

    /// A gradient through `colors`, evenly spaced from 0 to 1.
    public init(colors: [Color]) {
        let last = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// A gradient through explicit stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// This gradient, interpolated in `space`.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self).colorSpace(space) }

    /// The stops with their colors resolved for `environment`.
    func resolvedStops(in environment: EnvironmentValues) -> [ResolvedGradient.Stop] {
        stops.map { ResolvedGradient.Stop(color: $0.color.resolve(in: environment), location: Double($0.location)) }
    }
}

extension Gradient: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        AnyGradient(self).resolvePaint(in: environment, level: level)
    }
}

/// SwiftUI's `AnyGradient`: a gradient without geometry, from `Gradient` or `Color.gradient`.
/// Used as a style it paints from the top edge's middle to the bottom edge's middle.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    enum Source: Hashable, Sendable {
        case stops(Gradient)
        /// `Color.gradient`: the stops are derived when the color is resolved.
        case color(Color)
    }

    let source: Source
    let space: Gradient.ColorSpace

    init(source: Source, space: Gradient.ColorSpace) {
        self.source = source
        self.space = space
    }

    /// `gradient` as an `AnyGradient`.
    public init(_ gradient: Gradient) { self.init(source: .stops(gradient), space: .device) }

    /// The same gradient interpolated in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(source: source, space: space) }

    /// Resolved stops, with `geometry`, at a hierarchical level.
    func resolve(_ geometry: ResolvedGradient.Geometry, in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        let stops: [ResolvedGradient.Stop]
        switch source {
        case .stops(let gradient): stops = gradient.resolvedStops(in: environment)
        case .color(let color): stops = Color.standardGradientStops(color.resolve(in: environment))
        }
        let paint = ResolvedPaint.gradient(ResolvedGradient(stops: stops, geometry: geometry, colorSpace: space))
        return paint.multiplyingOpacity(by: StyleResolver.levelOpacity(level))
    }
}

extension AnyGradient: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        resolve(.linear(start: .top, end: .bottom), in: environment, level: level)
    }
}

/// SwiftUI's `LinearGradient`: colors along the line from `startPoint` to `endPoint`, unit
/// points of the painted bounds; constant across it. Also a view that fills its frame.
public struct LinearGradient: ShapeStyle, View, PrimitiveView {
    let gradient: AnyGradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    init(any gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(any: AnyGradient(gradient), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through evenly spaced `colors`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// Never called: the engine fills the offered rectangle with the gradient.
    public var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        GradientView.makeNodes(self, context, into: &nodes)
    }
}

extension LinearGradient: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        gradient.resolve(.linear(start: startPoint, end: endPoint), in: environment, level: level)
    }
}

/// SwiftUI's `RadialGradient`: colors by distance from `center` (a unit point), from
/// `startRadius` to `endRadius` in points. Also a view that fills its frame.
public struct RadialGradient: ShapeStyle, View, PrimitiveView {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    init(any gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A radial gradient of `gradient` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(any: AnyGradient(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Never called: the engine fills the offered rectangle with the gradient.
    public var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        GradientView.makeNodes(self, context, into: &nodes)
    }
}

extension RadialGradient: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        gradient.resolve(.radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)), in: environment, level: level)
    }
}

/// SwiftUI's `AngularGradient` (a conic gradient): colors by angle around `center`, clockwise
/// from `startAngle` (0 points to the trailing edge). Where the angles span less than a turn,
/// the gap shows the last color then the first, switching halfway across it; where they span
/// more, only the last turn is drawn. Also a view that fills its frame.
public struct AngularGradient: ShapeStyle, View, PrimitiveView {
    let gradient: AnyGradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    init(any gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// An angular gradient from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(any: AnyGradient(gradient), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: one full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * Double.pi))
    }

    /// A conic gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A conic gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// Never called: the engine fills the offered rectangle with the gradient.
    public var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        GradientView.makeNodes(self, context, into: &nodes)
    }
}

extension AngularGradient: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        gradient.resolve(.angular(center: center, start: startAngle.radians, end: endAngle.radians), in: environment, level: level)
    }
}

/// SwiftUI's `EllipticalGradient`: a radial gradient in the unit square, stretched over the
/// bounds, so its rings are ellipses; radii are fractions (0.5 reaches the edges from the
/// centre). Also a view that fills its frame.
public struct EllipticalGradient: ShapeStyle, View, PrimitiveView {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    init(any gradient: AnyGradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// An elliptical gradient of `gradient`.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(any: AnyGradient(gradient), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Never called: the engine fills the offered rectangle with the gradient.
    public var body: Never { primitiveBody() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        GradientView.makeNodes(self, context, into: &nodes)
    }
}

extension EllipticalGradient: ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        gradient.resolve(
            .elliptical(center: center, startFraction: Double(startRadiusFraction), endFraction: Double(endRadiusFraction)),
            in: environment, level: level)
    }
}

/// Gradients used as views: a rectangle filling the proposal, painted with the gradient.
enum GradientView {
    static func makeNodes<G: ShapeStyle & ResolvableShapeStyle>(_ gradient: G, _ context: ResolveContext, into nodes: inout [Node]) {
        let paint = gradient.resolvePaint(in: context.environment, level: 0)
        nodes.append(ShapeNode(path: context.path, shapeType: G.self, paint: .fill(nil, FillStyle()), resolved: paint) { rect, inset in
            Path(rect.insetBy(dx: inset, dy: inset))
        })
    }
}
