@testable import SwatchRaster
@testable import SwatchSheets
import SwatchRasterTesting
import XCTest

/// `render-swatches batch` and `verify`, run as a user runs them.
final class BatchCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for item in ["tokens", "Brand.xcassets"] {
            try FileManager.default.copyItem(atPath: fixture(item), toPath: directory.appendingPathComponent(item).path)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func files(_ folder: String) throws -> [String: Data] {
        let url = directory.appendingPathComponent(folder)
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            result[name] = try Data(contentsOf: url.appendingPathComponent(name))
        }
        return result
    }

    func testBrokenThemeIsReportedAndTheOthersAreStillWritten() throws {
        let run = try runCLI(["batch", "tokens", "Brand.xcassets", "--output-dir", "out", "--appearance", "light,dark", "--scale", "1"], in: directory)
        XCTAssertEqual(run.status, 1, run.err)
        XCTAssertTrue(run.err.contains("error: tokens/broken.tokens.json: colors.bad: invalid color \"#12345G\""), run.err)
        XCTAssertTrue(run.out.hasPrefix("3 themes, 6 images in "), run.out)
        XCTAssertTrue(run.out.contains("1 failure;"), run.out)
        let manifest = try BatchManifest.read(from: directory.appendingPathComponent("out/manifest.json"))
        XCTAssertEqual(manifest.images.map(\.file), [
            "brand-light@1x.png", "brand-dark@1x.png", "web-light@1x.png", "web-dark@1x.png",
            "Brand-2-light@1x.png", "Brand-2-dark@1x.png",
        ])
        XCTAssertEqual(manifest.failures.map(\.input), ["tokens/broken.tokens.json"])
        // Every listed image exists and decodes to the listed hash and size.
        for entry in manifest.images {
            let image = try RasterImage(contentsOfPNG: directory.appendingPathComponent("out").appendingPathComponent(entry.file))
            XCTAssertEqual(image.pixelHash(using: .xxh3_128), entry.pixelHash, entry.file)
            XCTAssertEqual([image.width, image.height], [entry.width, entry.height], entry.file)
        }
        XCTAssertEqual(try files("out").count, 7, "six images and the manifest, nothing for the broken theme")
    }

    func testJobCountDoesNotChangeAByte() throws {
        let args = ["batch", "tokens/brand.tokens.json", "tokens/web.gpl", "Brand.xcassets", "--appearance", "all", "--scale", "1,2"]
        let one = try runCLI(args + ["--output-dir", "one", "--jobs", "1"], in: directory)
        let two = try runCLI(args + ["--output-dir", "two", "--jobs", "2"], in: directory)
        XCTAssertEqual(one.status, 0, one.err)
        XCTAssertEqual(two.status, 0, two.err)
        let a = try files("one"), b = try files("two")
        XCTAssertEqual(a.count, 3 * 4 * 2 + 1)
        XCTAssertEqual(a, b, "images and manifest are byte-identical with 1 and 2 jobs")
    }

    /// The runner in-process on several threads (what ThreadSanitizer watches), against one thread.
    func testRunnerThreadsAgreeWithOneThread() throws {
        func run(_ jobs: Int, into folder: String) throws -> BatchManifest {
            var runner = BatchRunner(inputs: [directory.appendingPathComponent("tokens/brand.tokens.json").path,
                                              directory.appendingPathComponent("Brand.xcassets").path],
                                     outputDirectory: directory.appendingPathComponent(folder))
            runner.appearances = Appearance.allCases
            runner.scales = [1, 2]
            runner.jobs = jobs
            let result = try runner.run()
            XCTAssertTrue(result.succeeded, "\(result.manifest.failures)")
            return result.manifest
        }
        let one = try run(1, into: "threads-1"), four = try run(4, into: "threads-4")
        XCTAssertEqual(one, four)
        XCTAssertEqual(one.images.count, 16)
        XCTAssertEqual(try files("threads-1"), try files("threads-4"))
    }

    func testVerifyNamesTheChangedSwatchAndPassesAfterRevert() throws {
        let theme = "tokens/brand.tokens.json"
        let batch = try runCLI(["batch", theme, "--output-dir", "sheets", "--appearance", "light", "--scale", "2"], in: directory)
        XCTAssertEqual(batch.status, 0, batch.err)
        let ok = try runCLI(["verify", "--manifest", "sheets/manifest.json"], in: directory)
        XCTAssertEqual(ok.status, 0, ok.out + ok.err)
        XCTAssertTrue(ok.out.contains("verified 1 images: 1 match, 0 fail"), ok.out)

        // Change one color: mist, the last swatch.
        let url = directory.appendingPathComponent(theme)
        let original = try String(contentsOf: url, encoding: .utf8)
        try original.replacingOccurrences(of: "[210, 20, 90]", with: "[10, 80, 50]").write(to: url, atomically: true, encoding: .utf8)
        let bad = try runCLI(["verify", "--manifest", "sheets/manifest.json", "--diff-dir", "diffs"], in: directory)
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.out.contains("MISMATCH brand-light@2x.png (tokens/brand.tokens.json, light @2x)"), bad.out)

        // The box is exactly mist's color rectangle, in pixels at @2x.
        let renderer = ImageRenderer(content: SwatchSheet(theme: try Theme.load(contentsOf: url.path)))
        renderer.scale = 2
        let dump = try LayoutDump(json: renderer.layoutJSON())
        let mist = try XCTUnwrap(dump.nodes.filter { $0.kind == "Color" && $0.frame[3] == 60 }.last).frame
        // Snapped as docs/ARCHITECTURE.md §7.1 says: origin and far corner each to the nearest
        // pixel, ties up.
        func snap(_ v: Double) -> Int { Int((v * 2 + 0.5).rounded(.down)) }
        let (x0, y0, x1, y1) = (snap(mist[0]), snap(mist[1]), snap(mist[0] + mist[2]), snap(mist[1] + mist[3]))
        let box = "x \(x0) y \(y0) w \(x1 - x0) h \(y1 - y0)"
        XCTAssertTrue(bad.out.contains("\((x1 - x0) * (y1 - y0)) pixels changed in \(box)"), "expected \(box) in \(bad.out)")
        let diff = try RasterImage(contentsOfPNG: directory.appendingPathComponent("diffs/brand-light@2x.diff.png"))
        XCTAssertEqual(diff.rgba(x0 + 5, y0 + 5), [255, 0, 255, 255], "changed pixels are magenta")
        XCTAssertNotEqual(diff.rgba(x0 - 5, y0 - 5), [255, 0, 255, 255], "unchanged pixels are not")
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("diffs/brand-light@2x.new.png").path))

        try original.write(to: url, atomically: true, encoding: .utf8)
        let reverted = try runCLI(["verify", "--manifest", "sheets/manifest.json"], in: directory)
        XCTAssertEqual(reverted.status, 0, reverted.out + reverted.err)
    }

    /// Manifests of version 1 (SHA-256 hashes, no `options.hash`) still verify, each entry with
    /// the hash it names, and `verify` says what to do about them; new ones are version 2.
    func testVersionOneManifestsVerifyWithSHA256AndSayHowToUpdate() throws {
        let theme = "tokens/web.gpl"
        XCTAssertEqual(try runCLI(["batch", theme, "--output-dir", "v2", "--appearance", "light", "--scale", "1"], in: directory).status, 0)
        let current = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("v2/manifest.json"))) as! [String: Any]
        XCTAssertEqual(current["version"] as? Int, 2)
        XCTAssertEqual((current["options"] as? [String: Any])?["hash"] as? String, "xxh3-128")

        XCTAssertEqual(try runCLI(["batch", theme, "--output-dir", "v1", "--appearance", "light", "--scale", "1", "--hash", "sha256"], in: directory).status, 0)
        let url = directory.appendingPathComponent("v1/manifest.json")
        var old = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        var options = old["options"] as! [String: Any]
        options.removeValue(forKey: "hash")  // as version 1 wrote it
        old["options"] = options
        old["version"] = 1
        try JSONSerialization.data(withJSONObject: old).write(to: url)
        let hashes = (old["images"] as! [[String: Any]]).compactMap { $0["pixelHash"] as? String }
        XCTAssertTrue(!hashes.isEmpty && hashes.allSatisfy { $0.hasPrefix("sha256:") }, "\(hashes)")

        let verified = try runCLI(["verify", "--manifest", "v1/manifest.json"], in: directory)
        XCTAssertEqual(verified.status, 0, verified.err)
        XCTAssertTrue(verified.out.contains("ok web-light@1x.png sha256:"), verified.out)
        XCTAssertTrue(verified.err.hasPrefix("note: v1/manifest.json holds sha256 pixel hashes (manifest version 1)"), verified.err)
        XCTAssertTrue(verified.err.contains("--hash sha256"), verified.err)
        XCTAssertEqual(try runCLI(["verify", "--manifest", "v2/manifest.json"], in: directory).err, "")
    }

    func testPaletteRendersOneTheme() throws {
        let run = try runCLI(["--palette", "tokens/web.gpl", "-o", "web.png", "--scale", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.err)
        let image = try RasterImage(contentsOfPNG: directory.appendingPathComponent("web.png"))
        XCTAssertTrue(run.out.hasSuffix("\(image.pixelHash(using: .xxh3_128))\n"), run.out)
    }

    func testBadBatchArguments() throws {
        let cases: [([String], String)] = [
            (["batch", "tokens", "--output-dir", "o", "--scale", "0"], "error: invalid --scale \"0\""),
            (["batch", "tokens", "--output-dir", "o", "--appearance", "sepia"], "error: invalid --appearance \"sepia\""),
            (["batch", "tokens", "--output-dir", "o", "--jobs", "0"], "error: invalid --jobs 0"),
            (["verify", "--manifest", "tokens/brand.tokens.json"], "error: tokens/brand.tokens.json: not a batch manifest"),
            (["verify", "--manifest", "missing.json"], "error: cannot read missing.json"),
        ]
        for (args, prefix) in cases {
            let run = try runCLI(args, in: directory)
            XCTAssertNotEqual(run.status, 0, args.joined(separator: " "))
            XCTAssertTrue(run.err.hasPrefix(prefix), "\(args): \(run.err)")
            XCTAssertEqual(run.err.split(separator: "\n").count, 1, run.err)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("o").path))
    }

    func testOutputNamesStayInTheFolder() {
        XCTAssertEqual(OutputName.sanitized("../../etc/passwd"), "etc-passwd")
        XCTAssertEqual(OutputName.sanitized("/abs/path"), "abs-path")
        XCTAssertEqual(OutputName.sanitized("a\u{0}b\nc"), "a-b-c")
        XCTAssertEqual(OutputName.sanitized(".."), "theme")
        XCTAssertEqual(OutputName.sanitized("Café Ünïcode"), "Café-Ünïcode")
        XCTAssertEqual(OutputName.sanitized(String(repeating: "x", count: 500)).count, OutputName.maximumLength)
        XCTAssertEqual(OutputName.imageName(theme: "t", appearance: .darkHighContrast, scale: 1.5), "t-dark-high-contrast@1.5x.png")
    }
}
