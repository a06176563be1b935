import CPNG
import CSwatchPNG
import Foundation
import XCTest

/// The row encoder (`SWATCH_DEFLATE_ROWS`, deflate_rows.c and huffman.c) against two decoders
/// that share no code with it: Python's zlib, which must inflate each IDAT stream (checking
/// its Adler-32) to exactly the filtered rows the PNG spec defines for our choice of filters,
/// and libpng, which must return the pixels written.
final class RowDeflateTests: XCTestCase {
    struct Sample {
        var name: String
        var width: Int
        var height: Int
        var opaque: Bool
        var rgba: [UInt8]
    }

    /// Rows of a few kinds, each repeated by a run pattern (runs of equal rows below, at and
    /// above the zero-row block's threshold), at widths around everything the encoder
    /// branches on: tiny rows, rows shorter than a match, rows wider than the 32 KiB window
    /// (no match to the row above is possible), opaque (RGB) and translucent (RGBA).
    static var samples: [Sample] {
        var random = SeededRandom(seed: 0x5EED)
        var samples: [Sample] = []
        let kinds = ["noise", "palette", "text", "gradient", "skewed"]
        let runs = [1, 2, 3, 1, 4, 1, 10, 2, 1, 40, 1]
        for width in [1, 2, 3, 5, 17, 85, 86, 257, 1000, 1838] {
            for kind in kinds {
                for opaque in [true, false] {
                    var rows: [[UInt8]] = []
                    for (index, run) in runs.enumerated() {
                        let row = makeRow(kind, width: width, y: index, opaque: opaque, &random)
                        rows += Array(repeating: row, count: run)
                    }
                    samples.append(Sample(name: "\(kind) \(width)px \(opaque ? "RGB" : "RGBA")", width: width,
                                          height: rows.count, opaque: opaque, rgba: rows.flatMap { $0 }))
                }
            }
        }
        // Enough unlike rows for the history to slide several times and for blocks to fill
        // (noise is nearly all literals), and rows wider than the window.
        for (kind, width, height, opaque) in [("noise", 1000, 60, true), ("text", 1838, 120, true), ("skewed", 700, 90, false),
                                              ("text", 10923, 6, true), ("noise", 8192, 5, false), ("palette", 11000, 8, true)] {
            var rows: [[UInt8]] = []
            for y in 0..<height {
                let row = makeRow(kind, width: width, y: y, opaque: opaque, &random)
                rows += y % 5 == 4 ? [row, row, row, row] : [row]
            }
            samples.append(Sample(name: "large \(kind) \(width)px \(opaque ? "RGB" : "RGBA")", width: width,
                                  height: rows.count, opaque: opaque, rgba: rows.flatMap { $0 }))
        }
        return samples
    }

    /// One RGBA row of `kind`: uniform noise; four colors; a background with short runs of
    /// anti-aliased grays (as text); a gradient; or bytes whose frequencies follow the
    /// Fibonacci numbers, which makes an optimal Huffman code deeper than deflate's 15 bits.
    static func makeRow(_ kind: String, width: Int, y: Int, opaque: Bool, _ random: inout SeededRandom) -> [UInt8] {
        var row: [UInt8] = []
        row.reserveCapacity(width * 4)
        let fibonacci: [UInt64] = {
            var f: [UInt64] = [1, 1]
            while f.count < 24 { f.append(f[f.count - 1] + f[f.count - 2]) }
            return f
        }()
        let fibonacciTotal = fibonacci.reduce(0, +)
        func skewedByte(_ random: inout SeededRandom) -> UInt8 {
            var pick = random.next() % fibonacciTotal
            for (index, weight) in fibonacci.enumerated() {
                if pick < weight { return UInt8(index * 7 % 256) }
                pick -= weight
            }
            return 0
        }
        var x = 0
        while x < width {
            var pixel: [UInt8]
            switch kind {
            case "noise":
                let v = random.next()
                pixel = [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)]
            case "palette":
                let colors: [[UInt8]] = [[255, 255, 255, 255], [242, 242, 247, 200], [60, 60, 67, 76], [0, 122, 255, 255]]
                pixel = colors[Int(random.next() % 4)]
            case "text":
                let ink = random.next() % 9 == 0
                let v = UInt8(truncatingIfNeeded: random.next())
                pixel = ink ? [v, v, v, 255] : [242, 242, 247, 255]
            case "gradient":
                pixel = [UInt8(x % 256), UInt8(y % 256), UInt8((x + y) % 256), UInt8(255 - x % 200)]
            default:
                pixel = (0..<4).map { _ in skewedByte(&random) }
            }
            if opaque { pixel[3] = 255 }
            row += pixel
            x += 1
        }
        return row
    }

    /// The PNG of `sample` written by `deflater`, the color type chosen by the writer
    /// (`SWATCH_PNG_AUTO`).
    static func png(_ sample: Sample, deflater: Int32 = Int32(SWATCH_DEFLATE_ROWS)) throws -> Data {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { throw CocoaError(.fileWriteUnknown) }
        var message = [CChar](repeating: 0, count: 256)
        let status = sample.rgba.withUnsafeBufferPointer { pixels in
            swatch_png_write(stream, pixels.baseAddress, UInt32(sample.width), UInt32(sample.height), 2835,
                             Int32(SWATCH_PNG_AUTO), deflater, 3, 0, 0, &message, message.count)
        }
        fclose(stream)
        defer { free(buffer) }
        XCTAssertEqual(status, 0, "\(sample.name): \(messageText(message))")
        return Data(bytes: buffer!, count: size)
    }

    /// Reads [u32 width, u32 height, u32 n, RGBA, u32 m, PNG] per case; writes per case
    /// [u8 status, i64 first differing byte or -1]: status 0 = inflated (Adler-32 and all) to
    /// the expected rows, 1 = inflated to something else, 2 = zlib rejected the stream, 3 =
    /// the IHDR color type is not the one for the pixels (RGB exactly when all are opaque).
    static let checker = """
        import struct, sys, zlib
        data = sys.stdin.buffer.read()
        out = sys.stdout.buffer
        at = 0
        while at < len(data):
            width, height, n = struct.unpack_from("<III", data, at); at += 12
            rgba = data[at:at + n]; at += n
            m, = struct.unpack_from("<I", data, at); at += 4
            png = data[at:at + m]; at += m
            i, idat, color_type = 8, b"", None
            while i < len(png):
                length, = struct.unpack(">I", png[i:i + 4]); kind = png[i + 4:i + 8]
                if kind == b"IHDR": color_type = png[i + 8 + 9]
                if kind == b"IDAT": idat += png[i + 8:i + 8 + length]
                i += 12 + length
            opaque = all(a == 255 for a in rgba[3::4])
            bpp = 3 if opaque else 4
            if color_type != (2 if opaque else 6):
                out.write(struct.pack("<Bq", 3, -1)); continue
            expected, previous = bytearray(), None
            for y in range(height):
                row = rgba[y * width * 4:(y + 1) * width * 4]
                if bpp == 3: row = b"".join(row[k:k + 3] for k in range(0, len(row), 4))
                expected += (b"\\x02" + bytes(len(row))) if row == previous else (b"\\x00" + row)
                previous = row
            try:
                decoded = zlib.decompress(idat)
            except zlib.error:
                out.write(struct.pack("<Bq", 2, -1)); continue
            if decoded == expected:
                out.write(struct.pack("<Bq", 0, -1))
            else:
                first = next((k for k, (a, b) in enumerate(zip(decoded, expected)) if a != b), min(len(decoded), len(expected)))
                out.write(struct.pack("<Bq", 1, first))
        """

    func testPythonZlibInflatesEveryStreamToTheFilteredRows() throws {
        let samples = Self.samples
        var input = Data()
        for sample in samples {
            let png = try Self.png(sample)
            input.append(contentsOf: withUnsafeBytes(of: UInt32(sample.width).littleEndian, Array.init))
            input.append(contentsOf: withUnsafeBytes(of: UInt32(sample.height).littleEndian, Array.init))
            input.append(contentsOf: withUnsafeBytes(of: UInt32(sample.rgba.count).littleEndian, Array.init))
            input.append(contentsOf: sample.rgba)
            input.append(contentsOf: withUnsafeBytes(of: UInt32(png.count).littleEndian, Array.init))
            input.append(png)
        }
        let output = try runPython(Self.checker, input: input)
        XCTAssertEqual(output.count, samples.count * 9, "python stopped early")
        XCTAssertTrue(samples.contains { $0.opaque } && samples.contains { !$0.opaque })
        for (index, sample) in samples.enumerated() where (index + 1) * 9 <= output.count {
            let status = output[index * 9]
            let first = output[(index * 9 + 1)..<(index * 9 + 9)].withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(as: Int64.self)) }
            let reason = ["", "inflates to other bytes from \(first) on", "is rejected by zlib", "has the wrong color type"]
            XCTAssertEqual(status, 0, "\(sample.name): the IDAT stream \(reason[min(Int(status), 3)])")
        }
    }

    /// libpng decodes each file to the pixels written, with either deflater.
    func testLibpngDecodesThePixelsWritten() throws {
        for sample in Self.samples {
            for deflater in [Int32(SWATCH_DEFLATE_ROWS), Int32(SWATCH_DEFLATE_ZLIB)] {
                let png = try Self.png(sample, deflater: deflater)
                var bytes = [UInt8](png)
                let file = fmemopen(&bytes, bytes.count, "rb")
                var rgba: UnsafeMutablePointer<UInt8>?
                var width: UInt32 = 0, height: UInt32 = 0, ppm: UInt32 = 0
                var message = [CChar](repeating: 0, count: 256)
                let status = swatch_png_read(file, &rgba, &width, &height, &ppm, &message, message.count)
                fclose(file)
                XCTAssertEqual(status, 0, "\(sample.name), deflater \(deflater): \(messageText(message))")
                guard status == 0, let rgba else { continue }
                let decoded = Array(UnsafeBufferPointer(start: rgba, count: Int(width * height * 4)))
                free(rgba)
                XCTAssertEqual([Int(width), Int(height)], [sample.width, sample.height], sample.name)
                XCTAssertTrue(decoded == sample.rgba, "\(sample.name), deflater \(deflater): pixels differ")
            }
        }
    }
}

/// A C error message buffer as text, up to its terminating zero.
private func messageText(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
