@testable import SwatchRaster
@testable import SwatchSheets
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 28, the command line: each case here lost or hid data before, with exit 0 or no word.
/// Every test runs the real `render-swatches` binary, as a user would.
final class CommandLineDataLossTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-dataloss-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture("tokens"), toPath: path("tokens"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    private func data(_ name: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(name)) }
    private func batch(_ output: String, _ extra: [String] = []) throws -> (status: Int32, out: String, err: String) {
        try runCLI(["batch", "tokens/brand.tokens.json", "tokens/web.gpl", "--output-dir", output, "--appearance", "light,dark", "--scale", "1"] + extra, in: directory)
    }

    // MARK: outputs that are inputs

    func testAnOutputThatIsAnInputIsRefusedAndTheInputKept() throws {
        let theme = "tokens/brand.tokens.json"
        let before = try data(theme)
        let same = try runCLI(["--palette", theme, "-o", theme], in: directory)
        XCTAssertEqual(same.status, 1)
        XCTAssertEqual(same.err, "error: cannot write \(theme): it is the input --palette \(theme); refusing to overwrite an input (choose another output)\n")
        // Another name for the same file (a hard link): compared by device and inode.
        XCTAssertEqual(link(path(theme), path("alias.json")), 0)
        let linked = try runCLI(["--palette", "alias.json", "-o", theme], in: directory)
        XCTAssertEqual(linked.status, 1, linked.err)
        XCTAssertTrue(linked.err.hasPrefix("error: cannot write \(theme): it is the input --palette alias.json"), linked.err)
        let dump = try runCLI(["--palette", theme, "-o", "sheet.png", "--dump-layout", theme], in: directory)
        XCTAssertEqual(dump.status, 1, dump.err)
        XCTAssertTrue(dump.err.hasPrefix("error: "), dump.err)
        XCTAssertEqual(try data(theme), before, "the theme file is untouched")
    }

    func testABatchInputNamedLikeItsManifestIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path("tokens/brand.tokens.json"), toPath: path("out/manifest.json"))
        let before = try data("out/manifest.json")
        let run = try runCLI(["batch", "out/manifest.json", "--output-dir", "out", "--appearance", "light", "--scale", "1"], in: directory)
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.err.contains("it is the input"), run.err)
        XCTAssertEqual(try data("out/manifest.json"), before)
    }

    // MARK: verify reads the stored PNGs

    func testVerifyChecksEveryStoredPNG() throws {
        XCTAssertEqual(try batch("out").status, 0)
        XCTAssertEqual(try runCLI(["verify", "--manifest", "out/manifest.json"], in: directory).status, 0)
        // One PNG swapped for another image, one deleted, one garbage.
        try FileManager.default.removeItem(atPath: path("out/brand-light@1x.png"))
        try FileManager.default.copyItem(atPath: path("out/web-light@1x.png"), toPath: path("out/brand-light@1x.png"))
        try FileManager.default.removeItem(atPath: path("out/brand-dark@1x.png"))
        try Data("not a png".utf8).write(to: directory.appendingPathComponent("out/web-dark@1x.png"))
        let run = try runCLI(["verify", "--manifest", "out/manifest.json"], in: directory)
        XCTAssertEqual(run.status, 1, run.out + run.err)
        let all = run.out + run.err
        XCTAssertTrue(all.contains("error: brand-dark@1x.png: stored PNG \(path("out/brand-dark@1x.png")) is missing"), all)
        XCTAssertTrue(all.contains("error: web-dark@1x.png: stored PNG \(path("out/web-dark@1x.png")) is corrupt or not a PNG"), all)
        XCTAssertTrue(all.contains("error: brand-light@1x.png: stored PNG \(path("out/brand-light@1x.png")) is 220×134 px, the manifest says 220×"), all)
        XCTAssertFalse(all.contains("4 match"), all)
    }

    // MARK: a folder consistent at every moment

    func testARerunInvalidatesTheOldManifestFirstAndVerifyNamesLeftovers() throws {
        XCTAssertEqual(try batch("out").status, 0)
        // A stale image of a removed theme and a temporary file of an interrupted run.
        try FileManager.default.copyItem(atPath: path("out/web-light@1x.png"), toPath: path("out/old-theme-light@1x.png"))
        let temporary = path("out/.web-dark@1x.png.tmp-AbC123")
        XCTAssertTrue(FileManager.default.createFile(atPath: temporary, contents: Data()))
        let verify = try runCLI(["verify", "--manifest", "out/manifest.json"], in: directory)
        XCTAssertTrue((verify.out + verify.err).contains("old-theme-light@1x.png"), verify.out + verify.err)
        // A re-run removes temporary files of our own pattern at its start.
        XCTAssertEqual(try batch("out").status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out/\(FolderLock.fileName)")), "the lock file goes with the run")
    }

    func testAConcurrentBatchIntoTheSameFolderFailsAtOnce() throws {
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        let held = try FolderLock(folder: directory.appendingPathComponent("out"))
        let run = try batch("out")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.err.contains("another batch is writing into it"), run.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out/manifest.json")))
        withExtendedLifetime(held) {}
    }

    func testASignalLeavesNoTemporaryFilesOrLock() throws {
        // Enough themes to keep a batch busy for a while, then SIGHUP in the middle of it.
        for i in 0..<40 { try FileManager.default.copyItem(atPath: path("tokens/web.gpl"), toPath: path("tokens/web\(i).gpl")) }
        let binary = try renderSwatchesBinary()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["batch", "tokens", "--output-dir", "out", "--appearance", "all", "--scale", "1,2,3", "--jobs", "2"]
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait for the first image, so the signal lands while files are being written.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, ((try? FileManager.default.contentsOfDirectory(atPath: path("out"))) ?? []).filter({ $0.hasSuffix(".png") }).isEmpty {
            usleep(2_000)
        }
        kill(process.processIdentifier, SIGHUP)
        process.waitUntilExit()
        // Ended by the signal, after the clean-up (status 128 + SIGHUP), not finished first.
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 128 + SIGHUP)
        let left = try FileManager.default.contentsOfDirectory(atPath: path("out"))
        XCTAssertEqual(left.filter { AtomicFile.isTemporaryName($0) || $0 == FolderLock.fileName }, [], "\(left)")
    }

    // MARK: files that must not hang, or vanish

    func testAFIFOAsTheFontIsAnErrorNotAHang() throws {
        XCTAssertEqual(mkfifo(path("font.ttf"), 0o644), 0)
        let start = Date()
        let run = try runCLI(["--font", "font.ttf", "-o", "x.png"], in: directory)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.err.hasPrefix("error: "), run.err)
        XCTAssertTrue(run.err.contains("FIFO"), run.err)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    func testAFileNameThatIsNotUTF8IsNamedNotSkipped() throws {
        // "caf\xE9.gpl": Latin-1, not UTF-8.
        let name: [UInt8] = Array("tokens/caf".utf8) + [0xE9] + Array(".gpl".utf8)
        let full = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let source = try data("tokens/web.gpl")
        let fd = full.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        _ = source.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let run = try runCLI(["batch", "tokens", "--output-dir", "out", "--appearance", "light", "--scale", "1"], in: directory)
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.err.contains("caf\\xE9.gpl"), run.err)
    }

    // MARK: permissions

    func testOutputsRespectTheUmaskAndKeepAnExistingMode() throws {
        let old = umask(0o077)
        defer { umask(old) }
        XCTAssertEqual(try runCLI(["-o", "private.png"], in: directory).status, 0)
        XCTAssertEqual(try mode("private.png"), 0o600)
        umask(0o022)
        XCTAssertEqual(chmod(path("private.png"), 0o640), 0)
        XCTAssertEqual(try runCLI(["-o", "private.png"], in: directory).status, 0)
        XCTAssertEqual(try mode("private.png"), 0o640, "an existing file keeps its mode")
        XCTAssertEqual(try runCLI(["-o", "public.png"], in: directory).status, 0)
        XCTAssertEqual(try mode("public.png"), 0o644)
    }

    private func mode(_ name: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path(name))
        return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }

    // MARK: manifests are validated

    func testInvalidManifestsNameWhatIsWrong() throws {
        XCTAssertEqual(try batch("out").status, 0)
        let url = directory.appendingPathComponent("out/manifest.json")
        let good = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        func verify(_ edit: (inout [String: Any]) -> Void) throws -> String {
            var copy = good
            edit(&copy)
            try JSONSerialization.data(withJSONObject: copy).write(to: url)
            let run = try runCLI(["verify", "--manifest", "out/manifest.json"], in: directory)
            XCTAssertNotEqual(run.status, 0)
            return run.err
        }
        func editImage(_ body: @escaping (inout [String: Any]) -> Void) -> (inout [String: Any]) -> Void {
            { manifest in
                var images = manifest["images"] as! [[String: Any]]
                body(&images[0])
                manifest["images"] = images
            }
        }
        XCTAssertTrue(try verify { $0["version"] = 3 }.contains("unsupported version 3"))
        XCTAssertTrue(try verify(editImage { $0["width"] = 0 }).contains("has size 0×"))
        XCTAssertTrue(try verify(editImage { $0["file"] = "" }).contains(".file \"\" is empty"))
        XCTAssertTrue(try verify { $0["shard"] = ["index": 5, "count": 2, "plan": "sha256:" + String(repeating: "0", count: 64)] }.contains("shard 5/2 is not a shard"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out/diff/.new.png")))
    }

    // MARK: smaller things

    func testAnAliasChainOfExactlySixtyFourLinksIsRead() throws {
        var tokens: [String: Any] = ["t0": ["$type": "color", "$value": "#336699"]]
        for i in 1...64 { tokens["t\(i)"] = ["$type": "color", "$value": "{t\(i - 1)}"] }
        try JSONSerialization.data(withJSONObject: tokens).write(to: directory.appendingPathComponent("chain.tokens.json"))
        let ok = try runCLI(["--palette", "chain.tokens.json", "-o", "chain.png"], in: directory)
        XCTAssertEqual(ok.status, 0, ok.err)
        tokens["t65"] = ["$type": "color", "$value": "{t64}"]
        try JSONSerialization.data(withJSONObject: tokens).write(to: directory.appendingPathComponent("chain.tokens.json"))
        let long = try runCLI(["--palette", "chain.tokens.json", "-o", "chain.png"], in: directory)
        XCTAssertEqual(long.status, 1)
        XCTAssertTrue(long.err.contains("alias chain longer than 64 links"), long.err)
    }

    func testAClosedPipeIsAnErrorLineNotASilentDeath() throws {
        // `render-swatches -o /dev/stdout | head -c 10`: the reader goes away mid-write.
        let binary = try renderSwatchesBinary()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["-o", "/dev/stdout"]
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        _ = out.fileHandleForReading.readData(ofLength: 10)
        try out.fileHandleForReading.close()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "not killed by SIGPIPE")
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertTrue(message.hasPrefix("error: "), message)
    }
}
