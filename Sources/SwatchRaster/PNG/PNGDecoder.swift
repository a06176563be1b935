import CPNG
#if canImport(Glibc)
import Glibc
#endif

extension RasterImage {
    /// Decodes a PNG file of any color type into straight RGBA8, so hashes can be checked
    /// against files written by any encoder. The scale comes from pHYs (72 dpi = 1), else 1.
    public init(contentsOfPNG url: URL) throws {
        guard let file = fopen(url.path, "rb") else { throw FileError(path: url.path, errno: errno, verb: "read") }
        defer { fclose(file) }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0, ppm: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = swatch_png_read(file, &pixels, &width, &height, &ppm, &message, message.count)
        guard status == 0, let pixels else {
            throw PNGError(message: String(cString: message), path: url.path)
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height) * 4
        let scale = ppm == 0 ? 1 : max(0.5, (Double(ppm) * 0.0254 / 72 * 2).rounded() / 2)
        self.init(width: Int(width), height: Int(height), scale: CGFloat(scale),
                  pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}
