@_spi(SwatchRaster) import CoreGraphics
import SwatchRaster

// `UIImage.cgImage` and `UIImage(cgImage:)`: the bitmap behind an image, as apps crop sprite
// sheets and read pixel sizes. The bitmap is the engine's pixels in Core Graphics' clothes
// (straight RGBA8, CGImage.swift).

extension UIImage {
    /// The image's bitmap: its pixels for a decoded or rendered image, the asset's light
    /// variant at the render's screen scale for a named one, nil for a
    /// system symbol, which is drawn from its font only when a view draws it.
    public var cgImage: CGImage? {
        let raster: RasterImage?
        switch source {
        case .pixels(let pixels): raster = pixels
        case .named(let name, let bundle):
            raster = AssetCatalogImages.rasterImage(named: name, bundlePath: bundle?.bundlePath, scale: UIScreen.main.scale)
        case .system: raster = nil
        }
        guard let raster, raster.width > 0, raster.height > 0 else { return nil }
        return CGImage(width: raster.width, height: raster.height, rgbaPixels: raster.pixels)
    }

    /// An image of `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// An image of `cgImage`'s pixels at `scale` pixels per point; the orientation is kept
    /// only as `.up` (the pixels are not turned).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(source: .pixels(RasterImage(width: cgImage.width, height: cgImage.height, scale: scale, pixels: cgImage.rgbaPixels)))
    }

    /// How an image's pixels are turned: UIKit's `UIImage.Orientation`.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The orientation: pixels are kept upright here.
    public var imageOrientation: UIImage.Orientation { .up }
}
