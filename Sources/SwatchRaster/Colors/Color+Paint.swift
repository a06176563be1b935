import Foundation

// Color initializers and operations SwiftUI has beyond the basic ones in Color.swift:
// gray levels in a color space, mixing, and the standard gradient of a color.

extension Color {
    /// A gray in `colorSpace`; `white` 0 is black, 1 is white.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// This color mixed with `rhs`: `fraction` 0 is this color, 1 is `rhs`, 0.5 equal parts.
    /// Interpolated with premultiplied alpha, in sRGB for `.device` and in Oklab for
    /// `.perceptual` (SwiftUI's default; which perceptual space SwiftUI uses is not documented,
    /// Oklab is an approximation, docs/ARCHITECTURE.md §7.12). Resolved per appearance.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        var variants: [RGBAColor] = []
        for appearance in [Appearance.light, .dark, .lightHighContrast, .darkHighContrast] {
            variants.append(Color.mix(resolve(in: appearance), rhs.resolve(in: appearance), by: fraction, in: colorSpace))
        }
        return Color(storage: .dynamic(name: nil, variants: variants))
    }

    /// Two resolved colors mixed (premultiplied), as `mix(with:by:in:)` defines.
    static func mix(_ a: RGBAColor, _ b: RGBAColor, by fraction: Double, in space: Gradient.ColorSpace) -> RGBAColor {
        let f = max(0, min(1, fraction.isFinite ? fraction : 0))
        let alpha = a.alpha + (b.alpha - a.alpha) * f
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func components(_ c: RGBAColor) -> (Double, Double, Double) {
            space == .perceptual ? OklabConversion.fromSRGB(c.red, c.green, c.blue) : (c.red, c.green, c.blue)
        }
        let ca = components(a), cb = components(b)
        func lerp(_ x: Double, _ y: Double) -> Double { (x * a.alpha + (y * b.alpha - x * a.alpha) * f) / alpha }
        var out = (lerp(ca.0, cb.0), lerp(ca.1, cb.1), lerp(ca.2, cb.2))
        if space == .perceptual { out = OklabConversion.toSRGB(out.0, out.1, out.2) }
        let clamp = { (v: Double) in max(0, min(1, v)) }
        return RGBAColor(red: clamp(out.0), green: clamp(out.1), blue: clamp(out.2), alpha: alpha)
    }

    /// The color's standard gradient, SwiftUI's `Color.gradient`: top to bottom, from a lighter
    /// version of the color to the color (see `standardGradientStops`).
    public var gradient: AnyGradient { AnyGradient(source: .color(self), space: .device) }

    /// The stops of `Color.gradient` for a resolved color: at the top, the color with its HSL
    /// lightness raised by 0.15 (hue, saturation and alpha kept); at the bottom, the color.
    /// This is a fit to SwiftUI's rendered top colors measured by TUIkit (grey 128: L 0.502 →
    /// 0.647; rgb(51,102,204): 0.500 → 0.639; rgb(0,153,51): 0.300 → 0.451), so an
    /// approximation within about 0.01 of lightness (docs/ARCHITECTURE.md §7.12).
    static func standardGradientStops(_ color: RGBAColor) -> [ResolvedGradient.Stop] {
        let (h, s, l) = hsl(color)
        let top = rgb(h, s, min(1, l + 0.15), alpha: color.alpha)
        return [ResolvedGradient.Stop(color: top, location: 0), ResolvedGradient.Stop(color: color, location: 1)]
    }

    /// Hue (0..<1), saturation and lightness of a color's sRGB components.
    static func hsl(_ c: RGBAColor) -> (Double, Double, Double) {
        let r = max(0, min(1, c.red)), g = max(0, min(1, c.green)), b = max(0, min(1, c.blue))
        let maxC = max(r, g, b), minC = min(r, g, b)
        let l = (maxC + minC) / 2
        let d = maxC - minC
        guard d > 0 else { return (0, 0, l) }
        let s = d / (1 - abs(2 * l - 1))
        var h: Double
        if maxC == r { h = ((g - b) / d).truncatingRemainder(dividingBy: 6) } else if maxC == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
        h /= 6
        if h < 0 { h += 1 }
        return (h, s, l)
    }

    /// The sRGB color of hue (0..<1), saturation and lightness.
    static func rgb(_ h: Double, _ s: Double, _ l: Double, alpha: Double) -> RGBAColor {
        let c = (1 - abs(2 * l - 1)) * s
        let hp = h * 6
        let x = c * (1 - abs(hp.truncatingRemainder(dividingBy: 2) - 1))
        let (r1, g1, b1): (Double, Double, Double)
        switch Int(hp) % 6 {
        case 0: (r1, g1, b1) = (c, x, 0)
        case 1: (r1, g1, b1) = (x, c, 0)
        case 2: (r1, g1, b1) = (0, c, x)
        case 3: (r1, g1, b1) = (0, x, c)
        case 4: (r1, g1, b1) = (x, 0, c)
        default: (r1, g1, b1) = (c, 0, x)
        }
        let m = l - c / 2
        return RGBAColor(red: r1 + m, green: g1 + m, blue: b1 + m, alpha: alpha)
    }

    /// The fifth content level with the default foreground: black (light) or white (dark) at
    /// 5 %, 8.1 % with increased contrast (OpenSwiftUI's `DefaultSystemColorDefinition_PhoneTV`
    /// `.quinary`, read from iOS).
    static let quinaryLabel = Color(
        name: "quinaryLabel",
        light: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.05), dark: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.05),
        lightHighContrast: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.08137255),
        darkHighContrast: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.08137255))
}
