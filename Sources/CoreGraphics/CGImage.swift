import Foundation

/// A bitmap: Core Graphics' `CGImage`, as apps crop sprite sheets and read an image's pixel
/// size through `UIImage.cgImage`. Here it is always 8-bit straight (not premultiplied) RGBA,
/// rows top to bottom, the engine's own layout, so that UIKit hands pixels across unchanged.
public final class CGImage: Hashable, @unchecked Sendable {
    // @unchecked: immutable after init.
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per color component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row: four per pixel, no padding.
    public var bytesPerRow: Int { width * 4 }
    /// How alpha is stored: last, not premultiplied.
    public var alphaInfo: CGImageAlphaInfo { .last }
    /// The pixels: straight RGBA8, rows top to bottom.
    @_spi(SwatchRaster) public let rgbaPixels: [UInt8]

    /// A bitmap of `width` × `height` straight RGBA8 pixels, rows top to bottom (the engine's
    /// layout; not one of Apple's initializers).
    @_spi(SwatchRaster) public init(width: Int, height: Int, rgbaPixels: [UInt8]) {
        precondition(rgbaPixels.count == width * height * 4, "CGImage: \(rgbaPixels.count) bytes for \(width) × \(height) pixels")
        self.width = width
        self.height = height
        self.rgbaPixels = rgbaPixels
    }

    /// The part of the image inside `rect` (in pixels, rounded out to whole pixels and cut to
    /// the image), or nil when nothing of the image is inside it.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let cut = rect.standardized.integral.intersection(bounds)
        guard !cut.isNull, cut.width >= 1, cut.height >= 1 else { return nil }
        let x0 = Int(cut.minX), y0 = Int(cut.minY), w = Int(cut.width), h = Int(cut.height)
        var out = [UInt8]()
        out.reserveCapacity(w * h * 4)
        for row in y0..<(y0 + h) {
            let start = (row * width + x0) * 4
            out.append(contentsOf: rgbaPixels[start..<(start + w * 4)])
        }
        return CGImage(width: w, height: h, rgbaPixels: out)
    }

    /// Equal when size and pixels are.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.rgbaPixels == rhs.rgbaPixels)
    }
    /// Hashes the size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }
}

/// Where a bitmap keeps alpha: Core Graphics' `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last, color premultiplied.
    case premultipliedLast = 1
    /// Alpha first, color premultiplied.
    case premultipliedFirst = 2
    /// Alpha last, color straight.
    case last = 3
    /// Alpha first, color straight.
    case first = 4
    /// Ignored last byte.
    case noneSkipLast = 5
    /// Ignored first byte.
    case noneSkipFirst = 6
    /// Alpha only.
    case alphaOnly = 7
}
