@_implementationOnly import CSwatchPNG
#if canImport(Glibc)
import Glibc
#endif

/// Encodes straight RGBA8 pixels with libpng. Opaque images are written as RGB: a quarter
/// fewer bytes to compress, and decoders return the same pixels.
enum PNGEncoder {
    /// What compresses the IDAT stream (`swatch_png_write` in `CSwatchPNG`).
    enum Deflater: Int32 {
        /// The row encoder (`deflate_rows.c`): on the @2x sheet half of zlib's time and 12 %
        /// fewer bytes (benchmarks/README.md, "End to end, second round"). The default.
        case rows = 0  // SWATCH_DEFLATE_ROWS
        /// zlib with `Options.zlibLevel`, `filter` and `strategy`: the encoder before, kept
        /// so that the two can be compared on the same pixels.
        case zlib = 1  // SWATCH_DEFLATE_ZLIB
    }

    /// The deflater, and zlib and filter settings for the rows that differ from the row above
    /// when the deflater is zlib (rows equal to it are always Up-filtered zeros, written
    /// without zlib). The zlib settings were chosen on measurements of swatch sheets at
    /// @1x–@3x (benchmarks/README.md): filter None beats Sub/Up/Paeth and the per-row
    /// heuristic on these rows, and level 3 is as fast as level 1 here while 6 % smaller;
    /// level 6 is 1 % smaller again for twice the time.
    struct Options {
        var deflater = Deflater.rows
        var zlibLevel: Int32 = 3
        /// 0–4: that PNG filter for every such row; 5: libpng's minimum-sum heuristic per row.
        var filter: Int32 = 0
        var strategy: Int32 = 0  // Z_DEFAULT_STRATEGY
    }

    /// Writes `image` to an open stdio stream, as RGB when every pixel is opaque (the encoder
    /// decides while it compares the rows: `SWATCH_PNG_AUTO`).
    static func write(_ image: RasterImage, to file: UnsafeMutablePointer<FILE>, options: Options = Options()) throws {
        let ppm = UInt32((72 * Double(image.scale) / 0.0254).rounded())
        var message = [CChar](repeating: 0, count: 256)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            swatch_png_write(
                file, pixels.baseAddress, UInt32(image.width), UInt32(image.height), ppm,
                Int32(SWATCH_PNG_AUTO), options.deflater.rawValue, options.zlibLevel, options.filter,
                options.strategy, &message, message.count)
        }
        if status != 0 { throw PNGError(message: String(nulTerminated: message)) }
    }
}

/// A PNG that could not be encoded or decoded, as one line.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    /// libpng's (or our) reason.
    public let message: String
    /// The file concerned, when there is one.
    public var path: String?

    /// `cannot read PNG PATH: MESSAGE` when the file is known, else `PNG error: MESSAGE`.
    public var description: String {
        if let path { return "cannot read PNG \(path): \(message)" }
        return "PNG error: \(message)"
    }
}

extension RasterImage {
    /// The encoded PNG bytes.
    public func pngData() throws -> Data {
        try pngData(options: PNGEncoder.Options())
    }

    /// The encoded PNG bytes with zlib instead of the row encoder (the encoder before it), so
    /// that `swatch-bench encoders` can compare both on the same pixels.
    @_spi(Benchmark) public func pngDataByZlib() throws -> Data {
        var options = PNGEncoder.Options()
        options.deflater = .zlib
        return try pngData(options: options)
    }

    private func pngData(options: PNGEncoder.Options) throws -> Data {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { throw PNGError(message: "cannot open a memory stream") }
        do {
            try PNGEncoder.write(self, to: stream, options: options)
        } catch {
            fclose(stream)
            free(buffer)
            throw error
        }
        fclose(stream)
        defer { free(buffer) }
        guard let buffer else { return Data() }
        return Data(bytes: buffer, count: size)
    }

    /// Writes the PNG atomically: a temporary file in the same folder, flushed, then renamed
    /// over `url`. On failure neither a partial `url` nor the temporary file is left.
    public func writePNG(to url: URL) throws {
        try AtomicFile.write(to: url) { fd in
            let copy = dup(fd)
            guard copy >= 0, let stream = fdopen(copy, "wb") else { return errno }
            do {
                try PNGEncoder.write(self, to: stream)
            } catch {
                // libpng says only "Write Error"; the stream's errno says why (ENOSPC, EIO…).
                let code = ferror(stream) != 0 ? errno : 0
                fclose(stream)
                if code != 0 { throw FileError(path: url.path, errno: code) }
                throw FileError(path: url.path, reason: (error as? PNGError)?.message ?? "\(error)")
            }
            if fflush(stream) != 0 || ferror(stream) != 0 {
                let code = errno
                fclose(stream)
                return code == 0 ? EIO : code
            }
            return fclose(stream) == 0 ? 0 : errno
        }
    }
}
