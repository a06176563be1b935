import SwatchRaster

// An image's bytes, as apps store or share pictures: PNG only, the one format the engine
// decodes and encodes.

extension UIImage {
    /// The image decoded from PNG `data`, or nil when the bytes are not a PNG this engine reads
    /// (UIKit also reads JPEG, HEIC and others).
    public convenience init?(data: Data) {
        guard let image = try? RasterImage(pngData: data) else { return nil }
        self.init(source: .pixels(image))
    }

    /// The image as PNG bytes: the pixels of a decoded or rendered image. A named or system
    /// image is drawn only when a view draws it, so it has no pixels to encode yet and this
    /// is nil, as UIKit's is for an image without bitmap data.
    public func pngData() -> Data? {
        guard case .pixels(let pixels) = source, pixels.width > 0, pixels.height > 0 else { return nil }
        return try? pixels.pngData()
    }

    /// The image's scale factor: the pixels' for a decoded or rendered image, 1 otherwise.
    public var scale: CGFloat {
        if case .pixels(let pixels) = source { return pixels.scale }
        return 1
    }
}
