@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// PNG files as the PNG spec and docs/ARCHITECTURE.md §8.1 describe them, decoded back through libpng.
final class PNGTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// Deterministic pixels with every alpha level, including translucent ones.
    private func sample(width: Int = 37, height: Int = 23, opaque: Bool = false) -> RasterImage {
        var pixels: [UInt8] = []
        var state: UInt32 = 12345
        for _ in 0..<(width * height) {
            for _ in 0..<4 {
                state = state &* 1_103_515_245 &+ 12345
                pixels.append(UInt8(truncatingIfNeeded: state >> 16))
            }
            if opaque { pixels[pixels.count - 1] = 255 }
        }
        return RasterImage(width: width, height: height, scale: 2, pixels: pixels)
    }

    /// Chunk types in file order, parsed from the bytes per the PNG spec.
    private func chunks(_ data: Data) -> [(type: String, body: Data)] {
        let bytes = [UInt8](data)
        XCTAssertEqual(Array(bytes.prefix(8)), [137, 80, 78, 71, 13, 10, 26, 10])
        var result: [(String, Data)] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append((type, Data(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return result
    }

    func testRoundTripKeepsEveryPixelWithAlpha() throws {
        let image = sample()
        let url = folder.appendingPathComponent("a.png")
        try image.writePNG(to: url)
        let decoded = try RasterImage(contentsOfPNG: url)
        XCTAssertEqual(decoded.width, image.width)
        XCTAssertEqual(decoded.height, image.height)
        XCTAssertEqual(decoded.pixels, image.pixels)
        XCTAssertEqual(decoded.scale, 2)
        XCTAssertEqual(chunks(try Data(contentsOf: url))[0].body[9], 6, "RGBA color type")
    }

    /// Images made of runs of repeated rows (the case the encoder writes its own deflate blocks
    /// for): many widths, run lengths from 1 to thousands of rows, opaque and translucent,
    /// must decode through libpng to exactly the same pixels.
    func testRepeatedRowRunsRoundTripAtManySizes() throws {
        var state: UInt32 = 99
        func next() -> UInt32 { state = state &* 1_103_515_245 &+ 12345; return state >> 8 }
        let shapes: [(width: Int, runs: [Int], opaque: Bool)] = [
            (1, [1, 1, 300], true), (3, [2, 7, 1], false), (17, [1000], true), (64, [5, 1, 1, 40, 2], false),
            (1000, [3, 70, 1, 2, 33], true), (4000, [1, 20, 1], false), (257, [9000], false), (5, [65536 / 5 + 3], true),
        ]
        for shape in shapes {
            var pixels: [UInt8] = []
            for run in shape.runs {
                var row: [UInt8] = []
                for x in 0..<shape.width {
                    // Rows with structure (a few colors) and rows of noise.
                    let v = next()
                    let pixel: [UInt8] = x % 7 < 4 ? [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v >> 16 & 0xFF), 0]
                                                   : [200, 100, 50, 0]
                    row += pixel[0..<3] + [shape.opaque ? 255 : UInt8((v >> 4) & 0xFF)]
                }
                for _ in 0..<run { pixels += row }
            }
            let height = shape.runs.reduce(0, +)
            let image = RasterImage(width: shape.width, height: height, scale: 1, pixels: pixels)
            let url = folder.appendingPathComponent("runs-\(shape.width)-\(height).png")
            try image.writePNG(to: url)
            let decoded = try RasterImage(contentsOfPNG: url)
            XCTAssertEqual([decoded.width, decoded.height], [shape.width, height])
            XCTAssertTrue(decoded.pixels == image.pixels, "pixels differ for width \(shape.width), runs \(shape.runs)")
        }
    }

    func testOpaqueImagesAreWrittenAsRGBAndDecodeTheSame() throws {
        let image = sample(opaque: true)
        let data = try image.pngData()
        XCTAssertEqual(chunks(data)[0].body[9], 2, "RGB color type")
        let url = folder.appendingPathComponent("b.png")
        try data.write(to: url)
        XCTAssertEqual(try RasterImage(contentsOfPNG: url).pixels, image.pixels)
    }

    /// Recomputed by Python's hashlib (`pythonSHA256`, SHA256Tests.swift), not by our hasher.
    func testPixelHashIsSHA256OverHeaderAndRows() throws {
        let image = sample()
        let expected = "sha256:" + (try pythonSHA256(Array("RGBA8 37 23\n".utf8) + image.pixels))
        XCTAssertEqual(image.pixelHash, expected)
    }

    func testChunksFollowDesign() throws {
        for (scale, ppm) in [(1, 2835), (2, 5669), (3, 8504)] {
            let image = RasterImage(width: 2, height: 2, scale: CGFloat(scale), pixels: [UInt8](repeating: 200, count: 16))
            let list = chunks(try image.pngData())
            let types = list.map(\.type)
            XCTAssertEqual(types.first, "IHDR")
            XCTAssertEqual(types.last, "IEND")
            for required in ["sRGB", "gAMA", "cHRM", "pHYs", "tEXt", "IDAT"] { XCTAssertTrue(types.contains(required), required) }
            XCTAssertFalse(types.contains("tIME"))
            XCTAssertFalse(types.contains("iCCP"))
            let srgb = list.first { $0.type == "sRGB" }!.body
            XCTAssertEqual([UInt8](srgb), [0])
            let gama = [UInt8](list.first { $0.type == "gAMA" }!.body)
            XCTAssertEqual(Int(gama[0]) << 24 | Int(gama[1]) << 16 | Int(gama[2]) << 8 | Int(gama[3]), 45455)
            let phys = [UInt8](list.first { $0.type == "pHYs" }!.body)
            XCTAssertEqual(Int(phys[0]) << 24 | Int(phys[1]) << 16 | Int(phys[2]) << 8 | Int(phys[3]), ppm)
            XCTAssertEqual(phys[8], 1, "unit: metre")
            XCTAssertEqual(String(decoding: list.first { $0.type == "tEXt" }!.body, as: UTF8.self), "Software\u{0}SwatchRaster")
        }
    }

    func testFailedWritesLeaveNothingBehind() throws {
        let image = sample()
        XCTAssertThrowsError(try image.writePNG(to: folder.appendingPathComponent("missing/dir/x.png"))) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot write "), "\(error)")
        }
        XCTAssertThrowsError(try image.writePNG(to: folder)) { error in
            XCTAssertTrue("\(error)".contains("is a directory"), "\(error)")
        }
        try image.writePNG(to: folder.appendingPathComponent("ok.png"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["ok.png"])
    }

    func testFullDiskIsAnErrorWithoutATempFileLeft() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        // Writes to /dev/full fail with ENOSPC. Through `writePNG`, as a user writes: once to
        // the device and once through a link to it in our folder. Each must throw one error
        // naming the path and the cause, and leave no temporary file in either folder.
        let link = folder.appendingPathComponent("full.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/full")
        let devBefore = try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.contains(".tmp-") }
        for url in [URL(fileURLWithPath: "/dev/full"), link] {
            XCTAssertThrowsError(try sample().writePNG(to: url), "\(url.path)") { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains(url.path), text)
                XCTAssertTrue(text.contains("No space left"), text)
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["full.png"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.contains(".tmp-") }, devBefore)
    }

    /// CRC-32 (ISO 3309, as PNG chunks use it), bit by bit: independent of zlib and libpng.
    private func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    /// One chunk's bytes: length, type, data, CRC.
    private func chunk(_ type: String, _ body: Data) -> Data {
        let typed = Data(type.utf8) + body
        func be(_ v: UInt32) -> Data { Data([UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }
        return be(UInt32(body.count)) + typed + be(crc32(typed))
    }

    /// Damage that libpng only warns about (and would decode past) is an error naming it:
    /// a bad CRC on an ancillary chunk, and a bad Adler-32 in an IDAT chunk of its own (read
    /// after the last row, where libpng treats it as a warning). A bad Adler-32 inside the
    /// data's last chunk was already an error and stays one.
    func testDamagedFilesAreErrorsNamingTheDamage() throws {
        let image = sample(opaque: true)
        let list = chunks(try image.pngData())
        let signature = Data([137, 80, 78, 71, 13, 10, 26, 10])
        func file(_ parts: [Data]) -> Data { parts.reduce(signature, +) }
        func expectError(_ data: Data, _ words: String, _ what: String) {
            XCTAssertThrowsError(try RasterImage(pngData: data), what) { error in
                XCTAssertTrue("\(error)".contains(words), "\(what): \(error)")
            }
        }
        let intact = list.map { chunk($0.type, $0.body) }
        XCTAssertEqual(try RasterImage(pngData: file(intact)).pixels, image.pixels, "the chunks as re-framed here decode")

        for type in ["pHYs", "tEXt"] {
            var parts = intact
            let i = list.firstIndex { $0.type == type }!
            parts[i][parts[i].count - 1] ^= 0x01  // last CRC byte
            expectError(file(parts), "\(type): CRC error", "bad \(type) CRC")
        }

        // Only one IDAT: the Adler-32 is its last 4 bytes.
        XCTAssertEqual(list.filter { $0.type == "IDAT" }.count, 1)
        let idat = list.firstIndex { $0.type == "IDAT" }!
        var stream = list[idat].body
        stream[stream.count - 1] ^= 0x01
        var inOne = intact
        inOne[idat] = chunk("IDAT", stream)
        expectError(file(inOne), "incorrect data check", "bad Adler-32 in the data's chunk")
        var split = intact
        split.replaceSubrange(idat...idat, with: [chunk("IDAT", stream.prefix(stream.count - 4)), chunk("IDAT", stream.suffix(4))])
        expectError(file(split), "incorrect data check", "bad Adler-32 in a chunk of its own")
    }

    func testDecodingGarbageIsAnError() throws {
        let url = folder.appendingPathComponent("bad.png")
        try Data("not a png".utf8).write(to: url)
        XCTAssertThrowsError(try RasterImage(contentsOfPNG: url)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot read PNG \(url.path)"), "\(error)")
        }
    }
}
