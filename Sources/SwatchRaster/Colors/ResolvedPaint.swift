/// What a `ShapeStyle` becomes once the environment is known: one color, or a gradient
/// whose geometry is still relative to the bounds it will paint (docs/ARCHITECTURE.md §7.10).
enum ResolvedPaint {
    case color(RGBAColor)
    case gradient(ResolvedGradient)

    /// The color for solid paints; a gradient's first stop otherwise (what `layoutJSON` shows).
    var representativeColor: RGBAColor {
        switch self {
        case .color(let color): return color
        case .gradient(let gradient): return gradient.stops.first?.color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        }
    }

    /// The gradient, when this paint is one.
    var gradient: ResolvedGradient? {
        if case .gradient(let gradient) = self { return gradient }
        return nil
    }

    /// The paint with every color's alpha multiplied by `opacity` (hierarchical levels).
    func multiplyingOpacity(by opacity: Double) -> ResolvedPaint {
        if opacity == 1 { return self }
        switch self {
        case .color(var color):
            color.alpha *= opacity
            return .color(color)
        case .gradient(var gradient):
            gradient.stops = gradient.stops.map { ResolvedGradient.Stop(color: RGBAColor(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, alpha: $0.color.alpha * opacity), location: $0.location) }
            return .gradient(gradient)
        }
    }
}

/// A gradient with its colors resolved for one appearance; its geometry is relative to the
/// bounds of whatever it paints, and becomes device pixels only when drawn (`GradientShader`).
struct ResolvedGradient {
    struct Stop {
        let color: RGBAColor
        let location: Double
    }

    /// How the gradient parameter is found from a point of the bounds.
    enum Geometry {
        /// Projection onto the line from `start` to `end` (unit points).
        case linear(start: UnitPoint, end: UnitPoint)
        /// Distance from `center` (unit point), between two radii in points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Angle around `center`, clockwise on screen, from `start` to `end` (radians).
        case angular(center: UnitPoint, start: Double, end: Double)
        /// Distance from `center` in the unit square stretched over the bounds, between two
        /// radius fractions.
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
    }

    /// Stops sorted by location (stable, so equal locations keep their order: a hard edge).
    var stops: [Stop]
    let geometry: Geometry
    let colorSpace: Gradient.ColorSpace

    init(stops: [Stop], geometry: Geometry, colorSpace: Gradient.ColorSpace) {
        self.stops = stops.enumerated().sorted { a, b in
            a.element.location < b.element.location || (a.element.location == b.element.location && a.offset < b.offset)
        }.map(\.element)
        self.geometry = geometry
        self.colorSpace = colorSpace
    }
}

/// A style the engine can paint: resolved against the environment at a hierarchical level
/// (0 = primary). Every public style type conforms; a user's own `ShapeStyle` that does not
/// paints with the foreground, as before gradients existed here.
protocol ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint
}

/// Resolution of any style, and of the foreground at a level.
enum StyleResolver {
    /// The paint of `style`; `nil` or an unknown style is the foreground.
    static func paint(_ style: (any ShapeStyle)?, in environment: EnvironmentValues, level: Int = 0) -> ResolvedPaint {
        if let resolvable = style as? any ResolvableShapeStyle {
            return resolvable.resolvePaint(in: environment, level: level)
        }
        if let style, let custom = customPaint(style, in: environment, level: level) { return custom }
        return foreground(environment.foregroundStyles, in: environment, level: level)
    }

    /// Opacity of a custom foreground style at hierarchical `level`: 1, 0.5, 0.25, then 0.18
    /// (OpenSwiftUI's `SystemColorDefinition.opacity(at:)`, read from SwiftUI's, see
    /// docs/ARCHITECTURE.md §7.11).
    static func levelOpacity(_ level: Int) -> Double {
        switch level {
        case ...0: return 1
        case 1: return 0.5
        case 2: return 0.25
        default: return 0.18
        }
    }

    /// The default content colors by level: iOS's label colors, and the quinary fill.
    static func defaultContentColor(_ level: Int) -> Color {
        switch level {
        case ...0: return Color(.label)
        case 1: return Color(.secondaryLabel)
        case 2: return Color(.tertiaryLabel)
        case 3: return Color(.quaternaryLabel)
        default: return Color.quinaryLabel
        }
    }

    /// The foreground at `level`: the style given for that level by
    /// `foregroundStyle(_:_:_:)`, else the primary style faded to the level's opacity, else
    /// the default label colors.
    static func foreground(_ styles: ForegroundStyles?, in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        guard let styles else { return .color(defaultContentColor(level).resolve(in: environment)) }
        if level >= 1 && level - 1 < styles.others.count {
            return paint(styles.others[level - 1].base, in: environment, level: 0)
        }
        return paint(styles.primary.base, in: environment, level: level)
    }
}

/// The foreground styles set by `foregroundStyle` (primary, then secondary and tertiary when
/// given), as the environment keeps them.
struct ForegroundStyles: Sendable {
    let primary: AnyShapeStyle
    let others: [AnyShapeStyle]
}
