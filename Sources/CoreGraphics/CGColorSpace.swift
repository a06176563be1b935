import Foundation

/// A color space: Core Graphics' `CGColorSpace`. Colors here are sRGB only (`CGColor`), so a
/// space is its name, and converting between the RGB spaces keeps the components: device RGB
/// is sRGB on iOS, and the extended and Display P3 spaces differ only outside or at the edge of
/// sRGB, which these colors never leave (an approximation for P3, ARCHITECTURE §5.20).
public final class CGColorSpace: Hashable, @unchecked Sendable {
    // @unchecked: immutable.
    /// The space's name, such as `kCGColorSpaceSRGB`.
    public let name: CFString?
    /// The number of color components (without alpha).
    public let numberOfComponents: Int

    init(name: CFString, numberOfComponents: Int) {
        self.name = name
        self.numberOfComponents = numberOfComponents
    }

    /// The space named `name` (one of the `CGColorSpace` names), or nil for a name not known.
    public convenience init?(name: CFString) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.displayP3, CGColorSpace.linearSRGB, CGColorSpace.genericRGBLinear:
            self.init(name: name, numberOfComponents: 3)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray:
            self.init(name: name, numberOfComponents: 1)
        default:
            return nil
        }
    }

    /// Equal when the names are.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The sRGB space's name.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// The extended sRGB space's name.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// The linear sRGB space's name.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// The Display P3 space's name.
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// The generic linear RGB space's name.
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// The gray space's name (gamma 2.2).
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// The linear gray space's name.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// The extended gray space's name.
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
}

/// The device RGB space: sRGB on iOS.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: "kCGColorSpaceDeviceRGB", numberOfComponents: 3) }
/// The device gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: "kCGColorSpaceDeviceGray", numberOfComponents: 1) }

/// How colors outside a space are mapped into it: Core Graphics' `CGColorRenderingIntent`.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The space's default.
    case defaultIntent
    /// Clip to the gamut, keeping the white point.
    case absoluteColorimetric
    /// Clip to the gamut, adapting the white point.
    case relativeColorimetric
    /// Keep relations between colors.
    case perceptual
    /// Keep saturation.
    case saturation
}

extension CGColor {
    /// The color's space: sRGB, the space of every color here.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The color in `space`: the same components for an RGB space (see `CGColorSpace`), the
    /// luminance (Rec. 709 weights) and alpha for a gray one.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        guard space.numberOfComponents == 1, let c = components, c.count == 4 else { return self }
        return CGColor(gray: 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2], alpha: c[3])
    }
}
