import CSwatchPNG
import Foundation
import XCTest

/// The hand-made deflate block for runs of zero rows, decoded by Python's zlib: a decoder
/// that shares no code with libpng or with this package.
final class ZeroRowsBlockTests: XCTestCase {
    /// One block to decode: `rows` rows of `rowBytes` bytes, and the sink buffer size used
    /// (small sizes make the block cross many flushes, as it crosses IDAT chunks).
    struct Case {
        var rowBytes: Int
        var rows: Int
        var bufferSize: Int
        var blocks = 1
    }

    /// The block's bytes, collected from the sink's flushes.
    private final class Collected {
        var bytes: [UInt8] = []
    }

    /// A raw deflate stream: `blocks` copies of the block (each ends byte-aligned, so they
    /// chain), then a final empty stored block (BFINAL 1, BTYPE 0, LEN 0, NLEN 0xFFFF).
    static func stream(_ c: Case) -> [UInt8] {
        let collected = Collected()
        var buffer = [UInt8](repeating: 0, count: c.bufferSize)
        buffer.withUnsafeMutableBufferPointer { storage in
            var sink = swatch_byte_sink(
                buffer: storage.baseAddress, size: storage.count, used: 0,
                flush: { context, bytes, count in
                    let collected = Unmanaged<Collected>.fromOpaque(context!).takeUnretainedValue()
                    collected.bytes += UnsafeBufferPointer(start: bytes, count: count)
                },
                context: Unmanaged.passUnretained(collected).toOpaque())
            for _ in 0..<c.blocks { swatch_zero_rows_block(&sink, c.rowBytes, UInt32(c.rows)) }
            collected.bytes += storage[0..<sink.used]
        }
        return collected.bytes + [0x01, 0x00, 0x00, 0xFF, 0xFF]
    }

    /// Widths 1…64 px, then a spread up to 4096 px, at 3 and 4 bytes per pixel (RGB, RGBA),
    /// plus every row length from 1 to 1100 bytes (every remainder mod 258, several times).
    static var cases: [Case] {
        var cases: [Case] = []
        let widths = Array(1...64) + [65, 85, 86, 87, 100, 127, 128, 129, 200, 255, 256, 257, 300, 344, 345,
                                      500, 511, 512, 513, 777, 1000, 1023, 1024, 1025, 1500, 1838, 2000,
                                      2047, 2048, 2049, 2756, 3000, 3333, 4095, 4096]
        for width in widths {
            for bpp in [3, 4] {
                for rows in [1, 2, 3, 5, 64] {
                    cases.append(Case(rowBytes: width * bpp, rows: rows, bufferSize: cases.count % 3 == 0 ? 7 : 1 << 18))
                }
            }
        }
        for rowBytes in 1...1100 { cases.append(Case(rowBytes: rowBytes, rows: 3, bufferSize: 1 << 18)) }
        for width in [1, 64, 1000, 4096] {
            cases.append(Case(rowBytes: width * 4, rows: 3000, bufferSize: 1 << 18))
            cases.append(Case(rowBytes: width * 3, rows: 700, bufferSize: 1000, blocks: 3))
        }
        return cases
    }

    /// Reads [u32 row bytes, u32 rows, u32 length, stream] per case from stdin; for each
    /// writes [u8 status, u64 decoded length, i64 first byte that is not the expected one or
    /// -1] with status 0 = a complete stream and nothing after it, 1 = incomplete or trailing
    /// bytes, 2 = zlib error (then the message's length and text follow).
    static let decoder = """
        import struct, sys, zlib
        data = sys.stdin.buffer.read()
        out = sys.stdout.buffer
        at = 0
        while at < len(data):
            row_bytes, rows, length = struct.unpack_from("<III", data, at)
            at += 12
            stream = data[at:at + length]
            at += length
            try:
                d = zlib.decompressobj(-15)
                decoded = d.decompress(stream)
            except zlib.error as error:
                message = str(error).encode()
                out.write(struct.pack("<BqqI", 2, 0, -1, len(message)) + message)
                continue
            status = 0 if d.eof and not d.unused_data and not d.unconsumed_tail else 1
            expected = (b"\\x02" + bytes(row_bytes)) * rows
            mismatch = -1
            if decoded != expected:
                mismatch = next((i for i, (a, b) in enumerate(zip(decoded, expected)) if a != b), min(len(decoded), len(expected)))
            out.write(struct.pack("<Bqq", status, len(decoded), mismatch))
        """

    func testPythonZlibDecodesRowsOfUpFilterAndZeros() throws {
        let cases = Self.cases
        var input = Data()
        for c in cases {
            let stream = Self.stream(c)
            for value in [UInt32(c.rowBytes), UInt32(c.rows * c.blocks), UInt32(stream.count)] {
                withUnsafeBytes(of: value.littleEndian) { input.append(contentsOf: $0) }
            }
            input.append(contentsOf: stream)
        }
        let output = try runPython(Self.decoder, input: input)
        var at = 0
        func read<T: FixedWidthInteger>(_: T.Type) -> T {
            defer { at += MemoryLayout<T>.size }
            return output[at..<(at + MemoryLayout<T>.size)].withUnsafeBytes { T(littleEndian: $0.loadUnaligned(as: T.self)) }
        }
        for c in cases {
            guard at < output.count else { return XCTFail("python stopped before \(c)") }
            let status = read(UInt8.self), length = read(Int64.self), mismatch = read(Int64.self)
            let what = "\(c.rows * c.blocks) rows of \(c.rowBytes) bytes (buffer \(c.bufferSize), \(c.blocks) blocks)"
            if status == 2 {
                let count = Int(read(UInt32.self))
                XCTFail("zlib rejected \(what): \(String(decoding: output[at..<(at + count)], as: UTF8.self))")
                at += count
                continue
            }
            XCTAssertEqual(status, 0, "\(what): not one complete deflate stream")
            XCTAssertEqual(length, Int64(c.rows * c.blocks * (c.rowBytes + 1)), what)
            XCTAssertEqual(mismatch, -1, "\(what): byte \(mismatch) is not [2, 0, 0, …]")
        }
        XCTAssertEqual(at, output.count, "unexpected output after the last case")
    }
}
