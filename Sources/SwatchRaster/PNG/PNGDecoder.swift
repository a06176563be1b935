@_implementationOnly import CSwatchPNG
#if canImport(Glibc)
import Glibc
#endif

extension RasterImage {
    /// Decodes a PNG file of any color type into straight RGBA8, so hashes can be checked
    /// against files written by any encoder. The scale comes from pHYs (72 dpi = 1), else 1.
    public init(contentsOfPNG url: URL) throws {
        guard let file = fopen(url.path, "rb") else { throw FileError(path: url.path, errno: errno, verb: "read") }
        defer { fclose(file) }
        try self.init(stream: file, path: url.path)
    }

    /// Decodes PNG bytes held in memory (a snapshot library's stored reference, say).
    public init(pngData data: Data) throws {
        var bytes = [UInt8](data)
        guard !bytes.isEmpty else { throw PNGError(message: "empty data") }
        let count = bytes.count
        let image = try bytes.withUnsafeMutableBytes { buffer -> RasterImage in
            guard let file = fmemopen(buffer.baseAddress, count, "rb") else {
                throw PNGError(message: "cannot open a memory stream")
            }
            defer { fclose(file) }
            return try RasterImage(stream: file, path: nil)
        }
        self = image
    }

    private init(stream file: UnsafeMutablePointer<FILE>, path: String?) throws {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0, ppm: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = swatch_png_read(file, &pixels, &width, &height, &ppm, &message, message.count)
        guard status == 0, let pixels else {
            throw PNGError(message: String(nulTerminated: message), path: path)
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height) * 4
        let scale = ppm == 0 ? 1 : max(0.5, (Double(ppm) * 0.0254 / 72 * 2).rounded() / 2)
        self.init(width: Int(width), height: Int(height), scale: CGFloat(scale),
                  pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}
