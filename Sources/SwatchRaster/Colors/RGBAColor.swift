/// A color resolved for one appearance: straight-alpha sRGB components in 0...1.
/// The raster stage turns it into 8-bit premultiplied pixels.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// Red in 0...1, not multiplied by `alpha`.
    public var red: Double
    /// Green in 0...1, not multiplied by `alpha`.
    public var green: Double
    /// Blue in 0...1, not multiplied by `alpha`.
    public var blue: Double
    /// Opacity in 0...1; 1 is opaque.
    public var alpha: Double

    /// A color from components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from 0–255 bytes, as the system color table (`SystemColor`) lists them.
    public init(bytes r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
    }

    /// The same color with its opacity multiplied by `factor`; 1 returns it unchanged, so
    /// ordinary drawing keeps its exact bits.
    func scalingAlpha(_ factor: Double) -> RGBAColor {
        guard factor != 1 else { return self }
        var color = self
        color.alpha *= factor
        return color
    }

    /// Components rounded to bytes (straight alpha), clamped to 0...255.
    public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    static func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8(max(0, min(255, (value * 255).rounded())))
    }

    /// `#RRGGBBAA`, the form `layoutJSON()` uses.
    public var hexRGBA: String {
        let b = bytes
        return String(format: "#%02X%02X%02X%02X", b.r, b.g, b.b, b.a)
    }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA`.
    public var description: String {
        let b = bytes
        return b.a == 255 ? String(format: "#%02X%02X%02X", b.r, b.g, b.b) : hexRGBA
    }
}
