/// The finished picture `ImageRenderer.render()` returns: straight-alpha RGBA8 pixels plus
/// the scale they were drawn at.
public struct RasterImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels per point the image was rendered at.
    public let scale: CGFloat
    /// Straight (un-premultiplied) RGBA8, rows top to bottom, 4 bytes per pixel.
    public let pixels: [UInt8]

    /// An image from raw pixels; `pixels` must hold width × height × 4 bytes. A negative or
    /// overflowing size stops here, where the mistake is made, rather than in the encoder.
    public init(width: Int, height: Int, scale: CGFloat, pixels: [UInt8]) {
        if let problem = RasterImage.problem(width: width, height: height, byteCount: pixels.count) {
            preconditionFailure("RasterImage: \(problem)")
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = pixels
    }

    /// Why `width`, `height` and a buffer of `byteCount` bytes cannot make an image, or nil.
    static func problem(width: Int, height: Int, byteCount: Int) -> String? {
        guard width >= 0, height >= 0 else { return "negative size \(width)×\(height)" }
        let (area, o1) = width.multipliedReportingOverflow(by: height)
        let (bytes, o2) = area.multipliedReportingOverflow(by: 4)
        guard !o1, !o2 else { return "size \(width)×\(height) overflows" }
        guard bytes == byteCount else { return "pixel buffer of \(byteCount) bytes does not match \(width)×\(height) (\(bytes) bytes)" }
        return nil
    }

    /// One pixel's straight RGBA components.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// `sha256:<hex>` over `RGBA8 <width> <height>\n` and the pixel rows (docs/ARCHITECTURE.md §9): a
    /// contract on decoded pixels, so it does not depend on the PNG encoder or zlib build.
    public var pixelHash: String {
        let hasher = SHA256Hasher()
        hasher.update("RGBA8 \(width) \(height)\n".utf8)
        pixels.withUnsafeBytes { hasher.update($0) }
        return "sha256:" + SHA256Hasher.hex(hasher.finalize())
    }
}
