@testable import SwatchRaster
@testable import SwatchSheets
import Foundation
import XCTest

/// Issue 26, the command line as a newcomer meets it: a slow generator on standard input,
/// `-o -`, an empty theme, `manifest merge` into a new folder, and help text.
final class CommandLineNewcomerTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-newcomer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture("tokens"), toPath: directory.appendingPathComponent("tokens").path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var binary: URL {
        get throws {
            let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()].map { $0.appendingPathComponent("render-swatches") }
            return try XCTUnwrap(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
        }
    }

    /// Runs the CLI with standard input fed by `feed`, which gets the pipe's write end.
    private func run(_ arguments: [String], feed: @escaping @Sendable (FileHandle) -> Void) throws -> (status: Int32, out: Data, err: String) {
        let process = Process()
        process.executableURL = try binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let input = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let writer = input.fileHandleForWriting
        Thread.detachNewThread { feed(writer) }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, outData, String(decoding: errData, as: UTF8.self))
    }

    func testStandardInputIsWaitedForAsLongAsTheWriterKeepsItOpen() throws {
        // `generate-tokens | render-swatches --palette -` with a generator that takes 11 s,
        // past the 10 s after which standard input used to be given up on.
        let palette = try Data(contentsOf: directory.appendingPathComponent("tokens/web.gpl"))
        let slow = try run(["--palette", "-", "-o", "slow.png"]) { writer in
            Thread.sleep(forTimeInterval: 11)
            writer.write(palette)
            try? writer.close()
        }
        XCTAssertEqual(slow.status, 0, slow.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("slow.png").path))
        // A limit is a flag.
        let limited = try run(["--palette", "-", "-o", "limited.png", "--stdin-timeout", "0.5"]) { writer in
            Thread.sleep(forTimeInterval: 3)
            try? writer.close()
        }
        XCTAssertEqual(limited.status, 1)
        XCTAssertEqual(limited.err, "error: <stdin>: no data after 0.5 s (is anything writing to it?)\n")
    }

    func testDashWritesThePNGToStandardOutput() throws {
        let result = try run(["-o", "-", "--scale", "1"]) { try? $0.close() }
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(Array(result.out.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
        let file = directory.appendingPathComponent("stdout.png")
        try result.out.write(to: file)
        let image = try RasterImage(contentsOfPNG: file)
        // The summary line goes to standard error, with the image's own hash.
        XCTAssertEqual(result.err, "<stdout>: \(image.width)×\(image.height) px @1x \(image.pixelHash(using: .xxh3_128))\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("-").path), "no file named -")
    }

    func testAThemeWithNoColorsIsAnErrorThatNamesIt() throws {
        try Data(#"{"spacing": {"small": {"$type": "dimension", "$value": "4px"}}}"#.utf8).write(to: directory.appendingPathComponent("empty.tokens.json"))
        let render = try runCLI(["--palette", "empty.tokens.json", "-o", "x.png"], in: directory)
        XCTAssertEqual(render.status, 1)
        XCTAssertEqual(render.err, "error: empty.tokens.json: no colors found, so there is nothing to render (is it a theme file?)\n")
        let batch = try runCLI(["batch", "empty.tokens.json", "--output-dir", "out", "--scale", "1"], in: directory)
        XCTAssertEqual(batch.status, 1)
        XCTAssertTrue(batch.err.contains("error: empty.tokens.json: no colors found"), batch.err)
    }

    func testManifestMergeCreatesTheOutputFolder() throws {
        XCTAssertEqual(try runCLI(["batch", "tokens/web.gpl", "--output-dir", "s1", "--scale", "1", "--shard", "1/1"], in: directory).status, 0)
        let merge = try runCLI(["manifest", "merge", "s1/manifest.json", "-o", "merged/all/manifest.json"], in: directory)
        XCTAssertEqual(merge.status, 0, merge.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("merged/all/manifest.json").path))
    }

    func testHelpNamesEachDefaultOnce() throws {
        let help = try runCLI(["batch", "--help"], in: directory)
        let jobs = help.out.split(separator: "\n").drop { !$0.contains("--jobs") }.prefix(2).joined(separator: " ")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        XCTAssertTrue(jobs.contains("(default: the number of cores)"), jobs)
        XCTAssertFalse(help.out.contains("cores). (default:"), help.out)
    }
}

extension CommandLineNewcomerTests {
    /// Style Dictionary 3 and Tokens Studio write `value`/`type` without `$`; such files were
    /// refused with "expected a token or group object, found a string".
    func testOlderTokenFilesAreReadAndTheFormatIsNamed() throws {
        let styleDictionary = ##"{"color": {"base": {"red": {"value": "#FF0000"}, "blue": {"value": "#0000FF", "type": "color", "description": "Links"}}}}"##
        let tokensStudio = ##"{"global": {"brand": {"value": "#336699", "type": "color"}, "space": {"value": "4", "type": "spacing"}}, "$themes": [], "$metadata": {"tokenSetOrder": ["global"]}}"##
        for (name, text, count) in [("sd.json", styleDictionary, 2), ("studio.json", tokensStudio, 1)] {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            let run = try runCLI(["--palette", name, "-o", "\(name).png", "--scale", "1", "--dump-layout", "\(name).layout.json"], in: directory)
            XCTAssertEqual(run.status, 0, run.err)
            XCTAssertEqual(run.err, "warning: \(name): read as the older token format (value/type without $, as Style Dictionary 3 and Tokens Studio write it)\n")
            let theme = try Theme.load(contentsOf: directory.appendingPathComponent(name).path)
            XCTAssertEqual(theme.swatches.count, count, name)
        }
        let theme = try Theme.load(contentsOf: directory.appendingPathComponent("sd.json").path)
        XCTAssertEqual(theme.swatches.map(\.path), ["color.base.red", "color.base.blue"])
        XCTAssertEqual(theme.swatches.last?.description, "Links")
        // A DTCG file gets no such note.
        let dtcg = try runCLI(["--palette", "tokens/brand.tokens.json", "-o", "dtcg.png", "--scale", "1"], in: directory)
        XCTAssertEqual(dtcg.err, "")
    }
}
