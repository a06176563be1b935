import CoreGraphics
import SwatchRaster

extension Color {
    /// The color as a Core Graphics color: its light-appearance sRGB value here (iOS returns
    /// nil for dynamic colors; a still has one appearance per render, read with `resolve(in:)`).
    @available(*, deprecated, renamed: "resolve(in:)")
    public var cgColor: CGColor? {
        let c = resolve(in: Appearance.light)
        return CGColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
}

extension Color.Resolved {
    /// The resolved color as a Core Graphics sRGB color.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
