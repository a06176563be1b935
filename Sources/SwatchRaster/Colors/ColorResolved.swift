import Foundation

extension Color {
    /// SwiftUI's `Color.Resolved` (iOS 17): a color's concrete value in one environment, as
    /// linear-light sRGB components; `red`, `green` and `blue` read and write gamma-encoded sRGB.
    /// Paints as that fixed color.
    @frozen
    public struct Resolved: Hashable, Sendable {
        /// Red in linear light (extended sRGB, usually 0...1).
        public var linearRed: Float
        /// Green in linear light.
        public var linearGreen: Float
        /// Blue in linear light.
        public var linearBlue: Float
        /// Opacity in 0...1.
        public var opacity: Float

        /// A resolved color of components in `colorSpace` (converted to sRGB).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let srgb = ColorSpaceConversion.toSRGB(colorSpace, Double(red), Double(green), Double(blue))
            linearRed = Float(ColorSpaceConversion.srgbToLinear(srgb.0))
            linearGreen = Float(ColorSpaceConversion.srgbToLinear(srgb.1))
            linearBlue = Float(ColorSpaceConversion.srgbToLinear(srgb.2))
            self.opacity = opacity
        }

        /// Red, gamma-encoded sRGB.
        public var red: Float {
            get { Float(ColorSpaceConversion.linearToSRGB(Double(linearRed))) }
            set { linearRed = Float(ColorSpaceConversion.srgbToLinear(Double(newValue))) }
        }
        /// Green, gamma-encoded sRGB.
        public var green: Float {
            get { Float(ColorSpaceConversion.linearToSRGB(Double(linearGreen))) }
            set { linearGreen = Float(ColorSpaceConversion.srgbToLinear(Double(newValue))) }
        }
        /// Blue, gamma-encoded sRGB.
        public var blue: Float {
            get { Float(ColorSpaceConversion.linearToSRGB(Double(linearBlue))) }
            set { linearBlue = Float(ColorSpaceConversion.srgbToLinear(Double(newValue))) }
        }

        /// The engine's straight-alpha sRGB value.
        var rgba: RGBAColor {
            RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity))
        }

        init(_ rgba: RGBAColor) {
            self.init(red: Float(rgba.red), green: Float(rgba.green), blue: Float(rgba.blue), opacity: Float(rgba.alpha))
        }
    }

    /// A color that is always `resolved`.
    public init(_ resolved: Color.Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }

    /// The color's value in `environment` as SwiftUI's `Color.Resolved`. (The engine's own
    /// overload, returning `RGBAColor`, is preferred where the type is not spelled.)
    @_disfavoredOverload
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        Color.Resolved(resolve(in: Appearance(environment)))
    }
}

extension Color.Resolved: ShapeStyle, ResolvableShapeStyle {
    /// Painted directly: no other form.
    public typealias Resolved = Never

    func resolvePaint(in environment: EnvironmentValues, level: Int) -> ResolvedPaint {
        StyleResolver.paint(Color(self), in: environment, level: level)
    }
}

extension Color.Resolved: CustomStringConvertible {
    /// `#RRGGBBAA` of the gamma-encoded components.
    public var description: String {
        func byte(_ value: Float) -> String {
            let v = Int((min(max(value, 0), 1) * 255).rounded())
            return String(v, radix: 16, uppercase: true).leftPadded
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
    }
}

private extension String {
    var leftPadded: String { count < 2 ? "0" + self : self }
}

extension Color.Resolved: Animatable {
    /// The linear components and opacity, interpolated in linear light.
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    /// The linear components and opacity as animatable data.
    public var animatableData: AnimatableData {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            linearRed = newValue.first
            linearGreen = newValue.second.first
            linearBlue = newValue.second.second.first
            opacity = newValue.second.second.second
        }
    }
}

extension Color.Resolved: Codable {
    /// Decodes four numbers: linear red, green, blue and opacity.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        linearRed = try container.decode(Float.self)
        linearGreen = try container.decode(Float.self)
        linearBlue = try container.decode(Float.self)
        opacity = try container.decode(Float.self)
    }

    /// Encodes four numbers: linear red, green, blue and opacity.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(linearRed)
        try container.encode(linearGreen)
        try container.encode(linearBlue)
        try container.encode(opacity)
    }
}
