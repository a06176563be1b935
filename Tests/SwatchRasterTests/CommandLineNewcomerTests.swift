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

    private func run(_ arguments: [String], feed: @escaping @Sendable (FileHandle) -> Void) throws -> (status: Int32, out: Data, err: String) {
        try runCLI(arguments, in: directory, feed: feed)
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

extension CommandLineNewcomerTests {
    private func names(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path).sorted()
    }

    func testABatchRemovesTheImagesOfThemesThatAreGone() throws {
        XCTAssertEqual(try runCLI(["batch", "tokens/web.gpl", "tokens/brand.tokens.json", "--output-dir", "out", "--scale", "1", "--appearance", "light"], in: directory).status, 0)
        // brand is removed from the inputs: its image goes, and the run says so.
        let again = try runCLI(["batch", "tokens/web.gpl", "--output-dir", "out", "--scale", "1", "--appearance", "light"], in: directory)
        XCTAssertEqual(again.status, 0, again.err)
        XCTAssertTrue(again.out.hasPrefix("removed 1 image of the previous run that this run no longer makes: brand-light@1x.png\n"), again.out)
        XCTAssertEqual(try names("out"), ["manifest.json", "web-light@1x.png"])
        // A file the run never made stays.
        try Data("notes".utf8).write(to: directory.appendingPathComponent("out/NOTES.md"))
        XCTAssertEqual(try runCLI(["batch", "tokens/web.gpl", "--output-dir", "out", "--scale", "1", "--appearance", "light"], in: directory).status, 0)
        XCTAssertEqual(try names("out"), ["NOTES.md", "manifest.json", "web-light@1x.png"])
    }

    func testAPassingVerifyLeavesNoOldDiffImages() throws {
        XCTAssertEqual(try runCLI(["batch", "tokens/web.gpl", "--output-dir", "out", "--scale", "1", "--appearance", "light"], in: directory).status, 0)
        let theme = directory.appendingPathComponent("tokens/web.gpl")
        let original = try String(contentsOf: theme, encoding: .utf8)
        try original.replacingOccurrences(of: "255   0   0 Red", with: "254   0   0 Red").write(to: theme, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runCLI(["verify", "--manifest", "out/manifest.json"], in: directory).status, 1)
        XCTAssertEqual(try names("out/diff"), ["web-light@1x.diff.png", "web-light@1x.new.png"])
        try original.write(to: theme, atomically: true, encoding: .utf8)
        let pass = try runCLI(["verify", "--manifest", "out/manifest.json"], in: directory)
        XCTAssertEqual(pass.status, 0, pass.out + pass.err)
        XCTAssertTrue(pass.out.hasPrefix("removed 2 diff images of an earlier verify from \(directory.appendingPathComponent("out/diff").path)\n"), pass.out)
        XCTAssertEqual(try names("out"), ["manifest.json", "web-light@1x.png"])
    }

    func testAMismatchWithoutItsStoredPNGSaysWhyThereIsNoDiff() throws {
        XCTAssertEqual(try runCLI(["batch", "tokens/web.gpl", "--output-dir", "out", "--scale", "1", "--appearance", "light"], in: directory).status, 0)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("out/web-light@1x.png"))
        let theme = directory.appendingPathComponent("tokens/web.gpl")
        try String(contentsOf: theme, encoding: .utf8).replacingOccurrences(of: "255   0   0 Red", with: "254   0   0 Red").write(to: theme, atomically: true, encoding: .utf8)
        let run = try runCLI(["verify", "--manifest", "out/manifest.json"], in: directory)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.out.contains("; no diff image: stored PNG \(directory.appendingPathComponent("out/web-light@1x.png").path) is missing"), run.out)
    }

    func testACatalogWhoseNameClashesWithATokenFileIsRenamedAloud() throws {
        try FileManager.default.copyItem(atPath: fixture("Brand.xcassets"), toPath: directory.appendingPathComponent("Brand.xcassets").path)
        let run = try runCLI(["batch", "tokens/brand.tokens.json", "Brand.xcassets", "--output-dir", "out", "--scale", "1", "--appearance", "light"], in: directory)
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertTrue(run.err.contains("warning: Brand.xcassets: theme name \"Brand\" is already used by tokens/brand.tokens.json; its images are named Brand-2-…"), run.err)
    }
}

extension CommandLineNewcomerTests {
    /// `verify` takes the snapshot library's tolerances, under the same names.
    func testVerifyAcceptsDifferencesWithinPrecisionAndPerceptualPrecision() throws {
        XCTAssertEqual(try runCLI(["batch", "tokens/web.gpl", "--output-dir", "out", "--scale", "1", "--appearance", "light"], in: directory).status, 0)
        // Red 255 → 254: ΔE*76 below 1, in one swatch's pixels.
        let theme = directory.appendingPathComponent("tokens/web.gpl")
        try String(contentsOf: theme, encoding: .utf8).replacingOccurrences(of: "255   0   0 Red", with: "254   0   0 Red").write(to: theme, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runCLI(["verify", "--manifest", "out/manifest.json"], in: directory).status, 1)
        let perceptual = try runCLI(["verify", "--manifest", "out/manifest.json", "--perceptual-precision", "0.98"], in: directory)
        XCTAssertEqual(perceptual.status, 0, perceptual.out + perceptual.err)
        XCTAssertTrue(perceptual.out.contains("ok web-light@1x.png within tolerance: "), perceptual.out)
        // By count: the swatch is far more than 1 % of the sheet.
        XCTAssertEqual(try runCLI(["verify", "--manifest", "out/manifest.json", "--precision", "0.99"], in: directory).status, 1)
        XCTAssertEqual(try runCLI(["verify", "--manifest", "out/manifest.json", "--precision", "0.5"], in: directory).status, 0)
        let bad = try runCLI(["verify", "--manifest", "out/manifest.json", "--precision", "2"], in: directory)
        XCTAssertEqual(bad.err, "error: invalid --precision 2.0: must be a number from 0 to 1\n")
    }
}

extension CommandLineNewcomerTests {
    /// Manifest inputs were resolved against the folder where `batch` ran, so `verify` from
    /// anywhere else failed 10 of 10; the manifest now records that folder relative to itself.
    func testVerifyWorksFromAnyFolder() throws {
        XCTAssertEqual(try runCLI(["batch", "tokens", "--output-dir", "sheets/all", "--scale", "1", "--appearance", "light"], in: directory).status, 1, "the broken fixture fails; the rest are written")
        let manifest = try BatchManifest.read(from: directory.appendingPathComponent("sheets/all/manifest.json"))
        XCTAssertEqual(manifest.inputBase, "../..")
        let elsewhere = directory.appendingPathComponent("elsewhere/deeper")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        for (folder, path) in [(elsewhere, "../../sheets/all/manifest.json"), (directory.appendingPathComponent("sheets"), "all/manifest.json"),
                               (URL(fileURLWithPath: "/"), directory.appendingPathComponent("sheets/all/manifest.json").path)] {
            let run = try runCLI(["verify", "--manifest", path], in: folder)
            XCTAssertEqual(run.status, 0, "\(folder.path): \(run.out)\(run.err)")
            XCTAssertTrue(run.out.contains("verified 2 images: 2 match, 0 fail"), run.out)
        }
    }
}
