@testable import SwatchRaster
@testable import SwatchSheets
import SwatchRasterTesting
import XCTest

/// Runs the real `render-swatches` binary, as a user would.
final class CommandLineTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try runCLI(arguments, in: directory)
    }

    /// SHA-256 over "RGBA8 w h\n" + straight RGBA rows, computed independently by Python's
    /// hashlib (docs/ARCHITECTURE.md §9).
    private func independentHash(_ image: RasterImage) throws -> String {
        "sha256:" + (try pythonSHA256(Array("RGBA8 \(image.width) \(image.height)\n".utf8) + image.pixels))
    }

    func testDefaultRunWritesSheetAndPrintsTheDecodedPixelHash() throws {
        let result = try run(["-o", "sheet.png"])
        XCTAssertEqual(result.status, 0, result.err)
        let url = directory.appendingPathComponent("sheet.png")
        let decoded = try RasterImage(contentsOfPNG: url)
        let line = result.out.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(line.split(separator: "\n").count, 1)
        XCTAssertTrue(line.hasPrefix("sheet.png: \(decoded.width)×\(decoded.height) px @2x xxh3-128:"), line)
        XCTAssertTrue(line.hasSuffix(decoded.pixelHash(using: .xxh3_128)), line)
        // The older hash, on request, against Python's hashlib.
        let sha = try run(["-o", "sheet.png", "--hash", "sha256"])
        XCTAssertTrue(sha.out.hasSuffix(try independentHash(decoded) + "\n"), sha.out)
    }

    func testHelpTextHasNoStrayBackslashes() throws {
        // Multi-line discussions end their lines with `\` to join them; a doubled `\\`
        // prints a backslash into the help instead.
        for command in [["--help"], ["render", "--help"], ["batch", "--help"], ["verify", "--help"], ["xcodeproj", "--help"], ["symbols", "--help"]] {
            let result = try run(command)
            XCTAssertEqual(result.status, 0, result.err)
            XCTAssertTrue(result.out.contains("USAGE:"), result.out)
            XCTAssertFalse(result.out.contains("\\"), "\(command): \(result.out)")
        }
    }

    func testCheckPassesOnTheRightHashAndFailsWithoutWritingOtherwise() throws {
        let first = try run(["-o", "a.png", "--scale", "1"])
        let hash = String(first.out.split(separator: " ").last!).trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(try run(["-o", "b.png", "--scale", "1", "--check", hash]).status, 0)
        XCTAssertTrue(hash.hasPrefix("xxh3-128:"), hash)
        // A check names its algorithm; the mismatch reports the hash in that same algorithm.
        let sha = String(try run(["-o", "a.png", "--scale", "1", "--hash", "sha256"]).out.split(separator: " ").last!).trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(try run(["-o", "b.png", "--scale", "1", "--check", sha]).status, 0)
        let wrong = "sha256:" + String(repeating: "0", count: 64)
        let failed = try run(["-o", "c.png", "--scale", "1", "--check", wrong])
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.err, "error: pixel hash mismatch: expected \(wrong), got \(sha)\n")
        let wrongXXH = "xxh3-128:" + String(repeating: "0", count: 32)
        let failedXXH = try run(["-o", "c.png", "--scale", "1", "--check", wrongXXH])
        XCTAssertEqual(failedXXH.err, "error: pixel hash mismatch: expected \(wrongXXH), got \(hash)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("c.png").path))
    }

    func testTransparentDarkMatchesImageRenderer() throws {
        let result = try run(["-o", "dark.png", "--scale", "2", "--appearance", "dark", "--background", "transparent"])
        XCTAssertEqual(result.status, 0, result.err)
        let renderer = ImageRenderer(content: SwatchSheet().environment(\.colorScheme, .dark))
        renderer.scale = 2
        let expected = try renderer.render().pixelHash(using: .xxh3_128)
        XCTAssertTrue(result.out.contains(expected), "\(result.out) vs \(expected)")
    }

    func testDumpLayoutSwatchWidthsFollowTheirLabels() throws {
        let result = try run(["-o", "s.png", "--dump-layout", "layout.json", "--scale", "2"])
        XCTAssertEqual(result.status, 0, result.err)
        let json = try String(contentsOf: directory.appendingPathComponent("layout.json"), encoding: .utf8)
        let dump = try LayoutDump(json: json)
        // The default system font (Inter here, §7.2): each label is as wide as that face says.
        let face = try FontLookup.face(family: FontSource.defaultFamily)
        let labels = dump.nodes.filter { $0.kind == "Text" && ($0.text ?? "").hasPrefix(".") }
        XCTAssertEqual(labels.count, 14)
        for label in labels {
            let expectedWidth = face.systemTextWidth(of: label.text!, size: 17)
            XCTAssertEqual(label.frame[2], expectedWidth, accuracy: 0.5, label.text!)
            XCTAssertEqual(label.frame[3], face.lineHeight(size: 17), accuracy: 0.01)
            // The swatch's color is the label's sibling, drawn just above it.
            let swatch = try XCTUnwrap(dump.nodes.first { $0.parent == label.parent && $0.kind == "Color" })
            XCTAssertEqual(swatch.frame[2], max(60, label.frame[2]), accuracy: 0.001, label.text!)
            XCTAssertEqual(swatch.frame[3], 60, accuracy: 0.001)
        }
    }

    func testBadArgumentsFailWithOneErrorLineAndNoFile() throws {
        let cases: [[String]] = [
            ["--scale", "0"], ["--scale", "nan"], ["--scale", "17"], ["--appearance", "purple"],
            ["--font", "No Such Font Family"], ["--font", "/nonexistent/font.ttf"], ["--background", "#12"],
            ["--preferred-width", "-3"], ["--check", "md5:1"], ["--max-pixels", "10"],
            // Issue 28: Int.max let the render try to allocate what no machine holds, and abort.
            ["--max-pixels", "\(Int.max)"],
        ]
        for arguments in cases {
            let result = try run(["-o", "bad.png"] + arguments)
            XCTAssertNotEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(result.err.hasPrefix("error: "), "\(arguments): \(result.err)")
            XCTAssertEqual(result.err.split(separator: "\n").count, 1, "\(arguments): \(result.err)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("bad.png").path))
        }
        let unwritable = try run(["-o", "/nonexistent-dir/x.png"])
        XCTAssertEqual(unwritable.status, 1)
        XCTAssertTrue(unwritable.err.hasPrefix("error: cannot write /nonexistent-dir/x.png"), unwritable.err)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(leftovers, [])
    }

    /// A full disk is an error, and the device is written into, never renamed over.
    func testFullDiskIsAnErrorAndTheDeviceSurvives() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"))
        let result = try run(["-o", "/dev/full"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.hasPrefix("error: cannot write /dev/full"), result.err)
        var info = stat()
        XCTAssertEqual(stat("/dev/full", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/full is still a character device")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: "/dev").contains { $0.hasPrefix(".full.tmp") })
    }

}
