@testable import SwatchRaster
@testable import SwatchSheets
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Themes that are not regular files: `--palette -`, FIFOs and devices. They are read to
/// their end, and a FIFO nobody writes to fails after `ThemeLimits.streamTimeout` instead of
/// hanging.
final class ThemeStreamTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs the real binary with `input` on its standard input.
    private func runCLI(_ arguments: [String], stdin input: Data) throws -> (status: Int32, out: String, err: String) {
        let result = try SwatchRasterTests.runCLI(arguments, in: directory) { writer in
            writer.write(input)
            try? writer.close()
        }
        return (result.status, String(decoding: result.out, as: UTF8.self), result.err)
    }

    private func makeFIFO(_ name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        XCTAssertEqual(mkfifo(path, 0o600), 0, String(cString: strerror(errno)))
        return path
    }

    /// `--palette -` draws what `--palette FILE` draws, for token files and GIMP palettes
    /// alike (told apart by content: standard input has no extension).
    func testPaletteFromStandardInputDrawsWhatTheFileDraws() throws {
        for file in ["tokens/brand.tokens.json", "tokens/web.gpl"] {
            let fromFile = try SwatchRasterTests.runCLI(["--palette", fixture(file), "-o", "file.png", "--scale", "1"], in: directory)
            XCTAssertEqual(fromFile.status, 0, fromFile.err)
            let piped = try runCLI(["--palette", "-", "-o", "piped.png", "--scale", "1"], stdin: Data(contentsOf: URL(fileURLWithPath: fixture(file))))
            XCTAssertEqual(piped.status, 0, piped.err)
            let a = try RasterImage(contentsOfPNG: directory.appendingPathComponent("file.png"))
            let b = try RasterImage(contentsOfPNG: directory.appendingPathComponent("piped.png"))
            XCTAssertEqual(a.pixelHash, b.pixelHash, file)
            XCTAssertTrue(piped.out.hasSuffix("\(b.pixelHash(using: .xxh3_128))\n"), piped.out)
        }
    }

    func testStandardInputErrorsNameStdinAndTheLine() throws {
        let result = try runCLI(["--palette", "-", "-o", "x.png"], stdin: Data("{\n  \"g\": {\n    \"c\": { \"$value\": \"#12345G\", \"$type\": \"color\" }\n  }\n}\n".utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.err, "error: <stdin>: g.c: invalid color \"#12345G\": expected #RRGGBB, #RRGGBBAA, a color object or an alias\n")
        let empty = try runCLI(["--palette", "-", "-o", "x.png"], stdin: Data())
        XCTAssertEqual(empty.err, "error: <stdin>: line 1: invalid JSON: unexpected end of file\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.png").path))
    }

    /// A FIFO with no writer: the read gives up after the timeout with a clear error (it does
    /// not block in open(2), which waits for a writer, nor in read(2)).
    func testFIFOWithoutWriterFailsAfterTheTimeout() throws {
        let fifo = try makeFIFO("nobody.tokens.json")
        var limits = ThemeLimits()
        limits.streamTimeout = 0.3
        let start = Date()
        XCTAssertThrowsError(try Theme.load(contentsOf: fifo, limits: limits)) { error in
            XCTAssertEqual((error as? ThemeError)?.description, "\(fifo): no data after 0.3 s (is anything writing to it?)")
        }
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertGreaterThanOrEqual(elapsed, 0.29)
        XCTAssertLessThan(elapsed, 5)
    }

    /// A writer that comes late is waited for, and its theme read to the end: the same theme
    /// as the file. The FIFO has no theme extension: its content says what it is.
    func testFIFOIsReadWhenAWriterComes() throws {
        for file in ["tokens/brand.tokens.json", "tokens/web.gpl"] {
            let fifo = try makeFIFO("late-\(file.hasSuffix(".gpl") ? "gpl" : "json")")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: fixture(file)))
            let writer = Thread {
                Thread.sleep(forTimeInterval: 0.2)
                let handle = FileHandle(forWritingAtPath: fifo)!
                handle.write(bytes)
                try? handle.close()
            }
            writer.start()
            let theme = try Theme.load(contentsOf: fifo)
            let expected = try Theme.load(contentsOf: fixture(file))
            XCTAssertEqual(theme.groups, expected.groups, file)
            XCTAssertFalse(theme.groups.isEmpty)
        }
    }

    /// A writer that stops without closing: the bytes so far are not taken for the whole file.
    func testFIFOWriterThatStallsFails() throws {
        let fifo = try makeFIFO("stall.json")
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)!
            handle.write(Data("{\"g\": ".utf8))
            Thread.sleep(forTimeInterval: 1.5)
            try? handle.close()
        }
        writer.start()
        var limits = ThemeLimits()
        limits.streamTimeout = 0.3
        XCTAssertThrowsError(try Theme.load(contentsOf: fifo, limits: limits)) { error in
            XCTAssertEqual((error as? ThemeError)?.description, "\(fifo): no more data after 0.3 s (6 bytes read, no end of file)")
        }
        Thread.sleep(forTimeInterval: 1.5)
    }

    /// Devices: an empty one is an empty (invalid) theme, an endless one hits the size cap.
    func testDevicesAreReadAndCapped() throws {
        XCTAssertThrowsError(try Theme.load(contentsOf: "/dev/null")) { error in
            XCTAssertEqual((error as? ThemeError)?.description, "/dev/null: line 1: invalid JSON: unexpected end of file")
        }
        var limits = ThemeLimits()
        limits.maximumFileBytes = 1 << 20
        XCTAssertThrowsError(try Theme.load(contentsOf: "/dev/zero", limits: limits)) { error in
            XCTAssertEqual((error as? ThemeError)?.description, "/dev/zero: larger than the 1 MB limit for theme files")
        }
    }
}
