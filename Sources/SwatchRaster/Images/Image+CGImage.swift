@_spi(SwatchRaster) import CoreGraphics

/// SwiftUI's `CGImage` initializers: how a bitmap drawn with `CGContext` (or cut from a
/// `UIImage`) becomes a view. `scale` is pixels per point, and `orientation` turns the pixels
/// as `Image.Orientation` says before they are laid out.
extension Image {
    /// An image of `cgImage`, read by accessibility as `label`.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(rasterImage: Self.oriented(cgImage, scale: scale, orientation))
    }

    /// An image of `cgImage` that accessibility skips.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(rasterImage: Self.oriented(cgImage, scale: scale, orientation))
    }

    /// The pixels turned as `orientation` says: where each output pixel comes from.
    static func oriented(_ image: CGImage, scale: CGFloat, _ orientation: Orientation) -> RasterImage {
        let w = image.width, h = image.height
        guard orientation != .up else { return RasterImage(width: w, height: h, scale: scale, pixels: image.rgbaPixels) }
        let turned = [.left, .leftMirrored, .right, .rightMirrored].contains(orientation)
        let outW = turned ? h : w, outH = turned ? w : h
        var out = [UInt8](repeating: 0, count: outW * outH * 4)
        for y in 0..<outH {
            for x in 0..<outW {
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (x, y)
                case .upMirrored: (sx, sy) = (w - 1 - x, y)
                case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                case .downMirrored: (sx, sy) = (x, h - 1 - y)
                case .left: (sx, sy) = (w - 1 - y, x)
                case .leftMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                case .right: (sx, sy) = (y, h - 1 - x)
                case .rightMirrored: (sx, sy) = (y, x)
                }
                let source = (sy * w + sx) * 4, target = (y * outW + x) * 4
                out[target..<(target + 4)] = image.rgbaPixels[source..<(source + 4)]
            }
        }
        return RasterImage(width: outW, height: outH, scale: scale, pixels: out)
    }
}
