@testable import SwatchRaster
@testable import SwatchSheets
import XCTest

/// `batch --shard K/N`, `verify --shard K/N` and `manifest merge`, run as CI would run them.
final class ShardTests: XCTestCase {
    private var directory: URL!
    private let batchArguments = ["batch", "tokens", "Brand.xcassets", "--appearance", "all", "--scale", "1", "--quiet"]

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-shard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for item in ["tokens", "Brand.xcassets"] {
            try FileManager.default.copyItem(atPath: fixture(item), toPath: directory.appendingPathComponent(item).path)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try runCLI(arguments, in: directory)
    }

    private func pngs(_ folder: String) throws -> [String: Data] {
        let url = directory.appendingPathComponent(folder)
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".png") {
            result[name] = try Data(contentsOf: url.appendingPathComponent(name))
        }
        return result
    }

    private func data(_ path: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(path)) }

    /// Three shards and one run of the same batch (three themes in four appearances and one
    /// broken theme): the merged manifest is the single run's, byte for byte, and every image
    /// is written by exactly one shard, identical to the single run's.
    func testThreeShardsMergeIntoTheBytesOfOneRun() throws {
        let whole = try run(batchArguments + ["--output-dir", "whole"])
        XCTAssertEqual(whole.status, 1, "the broken theme fails the unsharded run: \(whole.err)")
        var failingShards = 0
        for k in 1...3 {
            let shard = try run(batchArguments + ["--output-dir", "s\(k)", "--shard", "\(k)/3"])
            XCTAssertTrue(shard.out.hasPrefix("shard \(k)/3: "), shard.out)
            // Only the shard that holds the broken theme reports it.
            if shard.status == 1 {
                failingShards += 1
                XCTAssertTrue(shard.err.contains("error: tokens/broken.tokens.json"), shard.err)
            } else {
                XCTAssertEqual(shard.status, 0, shard.err)
                XCTAssertFalse(shard.err.contains("error:"), shard.err)
            }
        }
        XCTAssertEqual(failingShards, 1)

        // Merge in a scrambled order: the order of the arguments must not matter.
        // Into a folder as deep as the single run's: its inputBase (where the batch ran, from
        // the manifest's folder) is then the same "..".
        let merge = try run(["manifest", "merge", "s3/manifest.json", "s1/manifest.json", "s2/manifest.json", "-o", "merged/manifest.json"])
        XCTAssertEqual(merge.status, 0, merge.err)
        XCTAssertEqual(merge.out, "merged/manifest.json: 3 shards, 12 images, 1 failure\n")
        XCTAssertEqual(try data("merged/manifest.json"), try data("whole/manifest.json"), "merged manifest is byte-identical to one run's")
        // Merged elsewhere, the base is rewritten to point at the same folder.
        XCTAssertEqual(try run(["manifest", "merge", "s1/manifest.json", "s2/manifest.json", "s3/manifest.json", "-o", "top.json"]).status, 0)
        XCTAssertEqual(try BatchManifest.read(from: directory.appendingPathComponent("top.json")).inputBase, ".")

        let all = try pngs("whole")
        XCTAssertEqual(all.count, 12)
        var seen: [String: Int] = [:]
        for k in 1...3 {
            let share = try pngs("s\(k)")
            XCTAssertFalse(share.isEmpty, "shard \(k)/3 got no image")
            for (name, bytes) in share {
                seen[name, default: 0] += 1
                XCTAssertEqual(bytes, all[name], "\(name) from shard \(k) differs from the single run's")
            }
            // A shard's manifest lists exactly the images it wrote, and records which shard it is.
            let manifest = try BatchManifest.read(from: directory.appendingPathComponent("s\(k)/manifest.json"))
            XCTAssertEqual(Set(manifest.images.map(\.file)), Set(share.keys))
            XCTAssertEqual(manifest.shard?.index, k)
            XCTAssertEqual(manifest.shard?.count, 3)
        }
        XCTAssertEqual(seen, all.mapValues { _ in 1 }, "every image in exactly one shard")
    }

    /// `verify --shard K/N` over the three shards checks every image once, and shard K checks
    /// the very images `batch --shard K/N` rendered (one CI job can render and verify its share).
    func testVerifyOverThreeShardsCoversEveryImageExactlyOnce() throws {
        XCTAssertEqual(try run(batchArguments + ["--output-dir", "whole"]).status, 1)
        let manifest = try BatchManifest.read(from: directory.appendingPathComponent("whole/manifest.json"))
        var verified: [String] = []
        for k in 1...3 {
            let result = try run(["verify", "--manifest", "whole/manifest.json", "--shard", "\(k)/3"])
            XCTAssertEqual(result.status, 0, result.out + result.err)
            let files = result.out.split(separator: "\n").filter { $0.hasPrefix("ok ") }.map { String($0.split(separator: " ")[1]) }
            XCTAssertTrue(result.out.hasSuffix("shard \(k)/3: verified \(files.count) images: \(files.count) match, 0 fail\n"), result.out)
            verified += files
            _ = try run(batchArguments + ["--output-dir", "s\(k)", "--shard", "\(k)/3"])
            XCTAssertEqual(Set(files), Set(try pngs("s\(k)").keys), "verify shard \(k) checks what batch shard \(k) rendered")
        }
        XCTAssertEqual(verified.count, manifest.images.count, "no image verified twice")
        XCTAssertEqual(Set(verified), Set(manifest.images.map(\.file)), "every image verified")
    }

    /// 300 images of a realistic batch (75 token files × 4 appearances, and 150 × 2) over 3
    /// shards: each shard holds 100 ± 15. Adding themes moves none of the existing images.
    func testAssignmentIsBalancedAndStableWhenInputsAreAdded() {
        func batch(themes: Range<Int>, appearances: [Appearance]) -> [(input: String, file: String?)] {
            themes.flatMap { i in
                appearances.map { (input: "design/themes/team-\(i).tokens.json",
                                   file: OutputName.imageName(theme: "team-\(i)", appearance: $0, scale: 2)) }
            }
        }
        for (themeCount, appearances) in [(75, Appearance.allCases), (150, [Appearance.light, .dark])] {
            let items = batch(themes: 0..<themeCount, appearances: appearances)
            XCTAssertEqual(items.count, 300)
            let shards = Shard.assignments(of: items, count: 3)
            let spread = (1...3).map { k in shards.filter { $0 == k }.count }
            print("300 images (\(themeCount) themes × \(appearances.count)) over 3 shards: \(spread)")
            XCTAssertEqual(spread.reduce(0, +), 300)
            for count in spread { XCTAssertTrue((85...115).contains(count), "spread \(spread)") }

            // Inputs added before, between and after: the old images keep their shards.
            let grown = batch(themes: -10..<0, appearances: appearances) + items + batch(themes: themeCount..<themeCount + 20, appearances: appearances)
            let grownShards = Shard.assignments(of: grown, count: 3)
            let offset = 10 * appearances.count
            XCTAssertEqual(Array(grownShards[offset..<offset + 300]), shards, "no existing image moved")
            // And the answer does not depend on the order the items come in.
            XCTAssertEqual(Shard.assignments(of: items.reversed(), count: 3), shards.reversed())
        }
        // Each theme is spread evenly: 4 images over 3 shards touch all three.
        let one = batch(themes: 0..<1, appearances: Appearance.allCases)
        XCTAssertEqual(Set(Shard.assignments(of: one, count: 3)), [1, 2, 3])
        XCTAssertEqual(Shard.assignments(of: one, count: 1), [1, 1, 1, 1])
    }

    func testBadShardArgumentsAreOneLineUsageErrors() throws {
        let cases: [(String, String)] = [
            ("0/3", "error: invalid --shard \"0/3\": K must be in 1...3"),
            ("4/3", "error: invalid --shard \"4/3\": K must be in 1...3"),
            ("a/b", "error: invalid --shard \"a/b\": expected K/N, e.g. 1/3"),
            ("3", "error: invalid --shard \"3\": expected K/N, e.g. 1/3"),
            ("1/0", "error: invalid --shard \"1/0\": N must be in 1...1000"),
            ("-1/3", "error: invalid --shard \"-1/3\": K must be in 1...3"),
        ]
        for (value, message) in cases {
            for command in [["batch", "tokens", "--output-dir", "o"], ["verify", "--manifest", "m.json"]] {
                let result = try run(command + ["--shard=\(value)"])
                XCTAssertEqual(result.status, 64, "\(command) \(value)")
                XCTAssertEqual(result.err, message + "\n")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("o").path))
    }

    /// A shard's own manifest is verified whole; `--shard` on it would re-split a share.
    func testVerifyRefusesToReshardAShardManifest() throws {
        _ = try run(batchArguments + ["--output-dir", "s1", "--shard", "1/3"])
        let whole = try run(["verify", "--manifest", "s1/manifest.json"])
        XCTAssertEqual(whole.status, 0, whole.out + whole.err)
        let count = try BatchManifest.read(from: directory.appendingPathComponent("s1/manifest.json")).images.count
        XCTAssertTrue(whole.out.hasSuffix("verified \(count) images: \(count) match, 0 fail\n"), whole.out)
        let resharded = try run(["verify", "--manifest", "s1/manifest.json", "--shard", "1/3"])
        XCTAssertEqual(resharded.status, 1)
        XCTAssertEqual(resharded.err, "error: s1/manifest.json already holds only shard 1/3 of a batch; verify it without --shard 1/3, or verify the merged manifest with --shard\n")
    }

    func testHelpTextsOfTheNewCommands() throws {
        for command in [["manifest", "--help"], ["manifest", "merge", "--help"]] {
            let result = try run(command)
            XCTAssertEqual(result.status, 0, result.err)
            XCTAssertTrue(result.out.contains("USAGE: render-swatches manifest"), result.out)
            XCTAssertFalse(result.out.contains("\\"), "\(command): \(result.out)")
        }
        XCTAssertTrue(try run(["batch", "--help"]).out.contains("--shard <k/n>"))
        XCTAssertTrue(try run(["verify", "--help"]).out.contains("--shard <k/n>"))
    }

    /// Shards that don't belong together are refused with one line, and nothing is written.
    func testMergeRefusesShardsThatDoNotBelongTogether() throws {
        for k in 1...3 { _ = try run(batchArguments + ["--output-dir", "s\(k)", "--shard", "\(k)/3"]) }
        _ = try run(batchArguments + ["--output-dir", "cols", "--shard", "2/3", "--columns", "8"])
        _ = try run(["batch", "tokens", "--appearance", "all", "--scale", "1", "--quiet", "--output-dir", "fewer", "--shard", "2/3"])
        _ = try run(batchArguments + ["--output-dir", "halves", "--shard", "2/2"])
        _ = try run(batchArguments + ["--output-dir", "whole"])
        // Shard 1 relabelled as shard 2: its images overlap shard 1's.
        var relabelled = try BatchManifest.read(from: directory.appendingPathComponent("s1/manifest.json"))
        relabelled.shard?.index = 2
        try relabelled.encoded().write(to: directory.appendingPathComponent("relabelled.json"))

        let cases: [([String], String)] = [
            (["s1", "cols", "s3"], "error: s1/manifest.json and cols/manifest.json were made with different options (columns 10 vs 8)"),
            (["s1", "fewer", "s3"], "error: s1/manifest.json and fewer/manifest.json are shards of different batches (their inputs, appearances or scales differ)"),
            (["s1", "halves"], "error: s1/manifest.json is shard 1/3 but halves/manifest.json is shard 2/2: different shard counts"),
            (["s1", "s1", "s3"], "error: s1/manifest.json and s1/manifest.json are both shard 1/3"),
            (["s1", "s3"], "error: missing shard 2/3 (given: 1/3, 3/3)"),
            (["s1", "s2", "whole"], "error: whole/manifest.json: not a shard manifest (it was written without --shard); nothing to merge"),
        ]
        for (folders, message) in cases {
            let result = try run(["manifest", "merge"] + folders.map { "\($0)/manifest.json" } + ["-o", "merged.json"])
            XCTAssertEqual(result.status, 1, "\(folders)")
            XCTAssertEqual(result.err, message + "\n", "\(folders)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("merged.json").path))
        }
        let overlap = try run(["manifest", "merge", "s1/manifest.json", "relabelled.json", "s3/manifest.json", "-o", "merged.json"])
        XCTAssertEqual(overlap.status, 1)
        let firstImage = try XCTUnwrap(relabelled.images.first).file
        XCTAssertEqual(overlap.err, "error: image \(firstImage) is in both s1/manifest.json and relabelled.json: the shards overlap\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("merged.json").path))
    }
}
