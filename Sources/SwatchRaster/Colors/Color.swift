/// A color that may depend on the appearance (system colors) or be fixed.
/// As in SwiftUI it is a value, a `ShapeStyle` and a `View` (a rectangle that fills the proposal).
public struct Color: Hashable, CustomStringConvertible, Sendable {
    enum Storage: Hashable, Sendable {
        case system(SystemColor)
        case fixed(RGBAColor)
        indirect case opacity(Storage, Double)
        /// A user's color: a value per appearance (light, dark, light HC, dark HC) and a name.
        case dynamic(name: String?, variants: [RGBAColor])
    }
    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A dynamic iOS system color.
    public init(_ systemColor: SystemColor) { storage = .system(systemColor) }

    /// A fixed sRGB color; components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .fixed(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// A named color with its own value in each appearance, as theme files define them.
    /// High-contrast values default to the standard ones.
    package init(name: String? = nil, light: RGBAColor, dark: RGBAColor? = nil,
                lightHighContrast: RGBAColor? = nil, darkHighContrast: RGBAColor? = nil) {
        let dark = dark ?? light
        storage = .dynamic(name: name, variants: [light, dark, lightHighContrast ?? light, darkHighContrast ?? dark])
    }

    /// A fixed gray; `white` 0 is black, 1 is white.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The color space of `Color(_:red:green:blue:opacity:)`; only sRGB is drawn here.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// A color in a named space, converted to sRGB.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let converted = ColorSpaceConversion.toSRGB(colorSpace, red, green, blue)
        self.init(red: converted.0, green: converted.1, blue: converted.2, opacity: opacity)
    }

    /// A fixed color from hue, saturation and brightness in 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let v = brightness
        let p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    /// The same color with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(storage: .opacity(storage, opacity)) }

    /// The color's value in an appearance.
    public func resolve(in appearance: Appearance) -> RGBAColor { Self.resolve(storage, appearance) }

    /// The color's value for an environment's color scheme and contrast.
    public func resolve(in environment: EnvironmentValues) -> RGBAColor { resolve(in: Appearance(environment)) }

    private static func resolve(_ storage: Storage, _ appearance: Appearance) -> RGBAColor {
        switch storage {
        case .system(let color): return color.resolve(in: appearance)
        case .fixed(let color): return color
        case .dynamic(_, let variants):
            switch appearance {
            case .light: return variants[0]
            case .dark: return variants[1]
            case .lightHighContrast: return variants[2]
            case .darkHighContrast: return variants[3]
            }
        case .opacity(let base, let factor):
            var color = resolve(base, appearance)
            color.alpha *= max(0, min(1, factor))
            return color
        }
    }

    /// The color's `name`: its system or theme name, or the hex of its light value.
    public var description: String { name }

    // SwiftUI's named colors: the iOS tints, and fixed black, white and clear.
    /// iOS `systemRed`: one value in light appearances, another in dark.
    public static let red = Color(.systemRed)
    /// iOS `systemOrange`: one value in light appearances, another in dark.
    public static let orange = Color(.systemOrange)
    /// iOS `systemYellow`: one value in light appearances, another in dark.
    public static let yellow = Color(.systemYellow)
    /// iOS `systemGreen`: one value in light appearances, another in dark.
    public static let green = Color(.systemGreen)
    /// iOS `systemMint`: one value in light appearances, another in dark.
    public static let mint = Color(.systemMint)
    /// iOS `systemTeal`: one value in light appearances, another in dark.
    public static let teal = Color(.systemTeal)
    /// iOS `systemCyan`: one value in light appearances, another in dark.
    public static let cyan = Color(.systemCyan)
    /// iOS `systemBlue`: one value in light appearances, another in dark.
    public static let blue = Color(.systemBlue)
    /// iOS `systemIndigo`: one value in light appearances, another in dark.
    public static let indigo = Color(.systemIndigo)
    /// iOS `systemPurple`: one value in light appearances, another in dark.
    public static let purple = Color(.systemPurple)
    /// iOS `systemPink`: one value in light appearances, another in dark.
    public static let pink = Color(.systemPink)
    /// iOS `systemBrown`: one value in light appearances, another in dark.
    public static let brown = Color(.systemBrown)
    /// iOS `systemGray`, the same value in every appearance.
    public static let gray = Color(.systemGray)
    /// Fixed opaque black, whatever the appearance.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fixed opaque white, whatever the appearance.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent: painting with it leaves the pixels unchanged.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The primary content color: black in light, white in dark.
    public static let primary = Color(.label)
    /// The secondary content color.
    public static let secondary = Color(.secondaryLabel)
    /// The app's accent color (system blue here).
    public static let accentColor = Color(.systemBlue)
}

extension Color: _ExpressibleByColorLiteral {
    /// The color of a `#colorLiteral(red:green:blue:alpha:)` where a `Color` is expected
    /// (`let tint: Color = #colorLiteral(…)`): its sRGB components.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
