import Foundation
@testable import SwatchRaster
import XCTest

/// XXH3-128 pixel hashes (ARCHITECTURE §9) against independent references, the algorithm
/// named by a hash's prefix, and the README's Python one-liner.
final class PixelHashTests: XCTestCase {
    /// A 2×1 image: opaque red, then half-transparent blue.
    private let image = RasterImage(width: 2, height: 1, scale: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128])

    /// The expected value was computed by Python's `xxhash` package (4.1.0, its own bundled
    /// xxHash 0.8.4, not Debian's libxxhash that the engine links):
    /// `xxhash.xxh3_128_hexdigest(b"RGBA8 2 1\n" + bytes([255,0,0,255,0,0,255,128]))`.
    func testXXH3OfASmallImageMatchesPythonXXHash() {
        XCTAssertEqual(image.pixelHash(using: .xxh3_128), "xxh3-128:" + Self.smallImageXXH3)
    }

    /// Python's `xxhash` computes it live when installed (CI installs it): a large image,
    /// where the streaming code paths of XXH3 differ from a short input's.
    func testXXH3OfALargeImageMatchesPythonXXHashLive() throws {
        try XCTSkipUnless(Self.python(has: "xxhash"), "python3 -m pip install xxhash to run")
        var pixels = [UInt8](repeating: 0, count: 300 * 200 * 4)
        for i in pixels.indices { pixels[i] = UInt8(truncatingIfNeeded: i &* 2654435761 >> 7) }
        let large = RasterImage(width: 300, height: 200, scale: 1, pixels: pixels)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xxh3-\(UUID().uuidString).bin")
        try Data(Array("RGBA8 300 200\n".utf8) + pixels).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let out = try Self.runPython("import sys,xxhash; print(xxhash.xxh3_128_hexdigest(open(sys.argv[1],'rb').read()))", file.path)
        XCTAssertEqual(large.pixelHash(using: .xxh3_128), "xxh3-128:" + out)
    }

    func testSHA256StaysThePixelHashProperty() {
        XCTAssertEqual(image.pixelHash(using: .sha256), image.pixelHash)
        XCTAssertTrue(image.pixelHash.hasPrefix("sha256:"))
    }

    func testAHashNamesItsAlgorithm() {
        XCTAssertEqual(PixelHashAlgorithm(of: "xxh3-128:00"), .xxh3_128)
        XCTAssertEqual(PixelHashAlgorithm(of: "SHA256:00"), .sha256)
        XCTAssertNil(PixelHashAlgorithm(of: "md5:00"))
        XCTAssertNil(PixelHashAlgorithm(of: "no colon"))
        XCTAssertTrue(image.hasPixelHash(image.pixelHash))
        XCTAssertTrue(image.hasPixelHash(image.pixelHash(using: .xxh3_128).uppercased().replacingOccurrences(of: "XXH3-128", with: "xxh3-128")))
        XCTAssertFalse(image.hasPixelHash("xxh3-128:" + String(repeating: "0", count: 32)))
        XCTAssertFalse(image.hasPixelHash("md5:" + String(repeating: "0", count: 32)))
        XCTAssertTrue(PixelHashAlgorithm.xxh3_128.isWellFormed("xxh3-128:" + Self.smallImageXXH3))
        XCTAssertFalse(PixelHashAlgorithm.xxh3_128.isWellFormed("xxh3-128:abc"))
        XCTAssertFalse(PixelHashAlgorithm.sha256.isWellFormed("xxh3-128:" + Self.smallImageXXH3))
    }

    /// The README's one-liner (decode with Pillow, hash with xxhash) gives the CLI's hash, so
    /// the documentation cannot drift from the code. It is read from README.md itself.
    func testTheREADMEsPythonOneLinerRecomputesTheCLIHash() throws {
        try XCTSkipUnless(Self.python(has: "xxhash") && Self.python(has: "PIL"), "python3 -m pip install xxhash pillow to run")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try XCTUnwrap(readme.split(separator: "\n").first { $0.hasPrefix("python3 -c ") && $0.contains("xxh3_128") },
                                 "README.md has no python3 -c … xxh3_128 line")
        // The line is `python3 -c "<program>" swatches.png`: take the program between the quotes.
        let start = try XCTUnwrap(line.firstIndex(of: "\""))
        let end = try XCTUnwrap(line.lastIndex(of: "\""))
        let program = String(line[line.index(after: start)..<end])
        let sheet = RasterImage(width: 3, height: 2, scale: 1, pixels: (0..<24).map { UInt8($0 * 10) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).png")
        try sheet.writePNG(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertEqual(try Self.runPython(program, file.path), sheet.pixelHash(using: .xxh3_128))
    }

    static let smallImageXXH3 = "f096c1a206258e0e611d24f7c032ca65"

    static func python(has module: String) -> Bool {
        (try? runPython("import \(module)")) != nil
    }

    static func runPython(_ program: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
