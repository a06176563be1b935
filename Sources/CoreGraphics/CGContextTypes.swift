/// How a path's inside is decided when it is filled: Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding
    /// Even-odd.
    case evenOdd
}

/// What `CGContext.drawPath(using:)` paints: Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How images are resampled when drawn at another size.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, medium, high
}

/// A bitmap's layout: alpha info in the low bits, byte order above (Core Graphics'
/// `CGBitmapInfo`). Bitmap contexts here always keep 8-bit RGBA; the value is kept.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    /// A layout of `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
