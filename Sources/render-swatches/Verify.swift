import ArgumentParser
import SwatchRaster
import SwatchSheets

/// `render-swatches verify`: re-render a batch and compare pixel hashes with its manifest.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Re-render every image of a batch manifest and compare pixel hashes.",
        discussion: """
            For each mismatch it prints the image, both hashes, the number of changed pixels and \
            their bounding box, and writes the new rendering (<name>.new.png) and a diff image \
            (<name>.diff.png: changed pixels in magenta over a dimmed reference) into the diff \
            folder. It also decodes every stored PNG and reports one that is missing, corrupt, or \
            holds other pixels or another size than the manifest records, and any PNG or \
            temporary file in the folder that the manifest does not list. Exit status 1 on any \
            mismatch or such file, 0 when all match.
            """)

    @Option(help: ArgumentHelp("The manifest.json a batch wrote.", valueName: "file"))
    var manifest: String

    @Option(name: .customLong("diff-dir"), help: ArgumentHelp("Where new renderings and diff images go (default: the manifest's folder/diff).", valueName: "dir"))
    var diffDirectory: String?

    @OptionGroup var sharding: ShardOptionGroup

    @Option(help: ArgumentHelp("Also write a review page (index.html with reference, new and diff images) into this folder.", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Pass a sheet when at least this share of its pixels (0...1) match, as swift-snapshot-testing's precision (default: 1, every pixel).", valueName: "p"))
    var precision: Double?

    @Option(name: .customLong("perceptual-precision"), help: ArgumentHelp("A pixel matches when its color difference ΔE*76 is at most (1 - p) × 100, as swift-snapshot-testing's perceptualPrecision (default: 1, exactly).", valueName: "p"))
    var perceptualPrecision: Double?

    func validate() throws {
        for (name, value) in [("--precision", precision), ("--perceptual-precision", perceptualPrecision)] {
            if let value, !(value.isFinite && (0...1).contains(value)) {
                throw ValidationError("invalid \(name) \(value): must be a number from 0 to 1")
            }
        }
    }

    func run() throws {
        if let read = try? BatchManifest.read(path: manifest), read.options.pixelHash == .sha256 {
            FileHandle.standardError.write(Data("note: \(manifest) holds sha256 pixel hashes (manifest version \(read.version)); they are checked as sha256. `batch` now records xxh3-128, about 35 times cheaper to compute: run the batch again to update it, or add --hash sha256 to keep sha256.\n".utf8))
        }
        var verifier = ManifestVerifier(
            manifestPath: manifest,
            diffDirectory: diffDirectory.map { URL(fileURLWithPath: $0) })
        verifier.shard = try sharding.value
        if precision != nil || perceptualPrecision != nil {
            verifier.tolerance = Tolerance(precision: precision ?? 1, perceptualPrecision: perceptualPrecision ?? 1)
        }
        // Diff images of an earlier verify would sit beside the references that the README
        // says to `git add`, and look like this run's: remove them first, and say so. A
        // shard leaves them to the whole run (other shards' images may be there).
        if verifier.shard == nil {
            let removed = verifier.removeEarlierDiffImages()
            if !removed.isEmpty {
                print("removed \(removed.count) diff image\(removed.count == 1 ? "" : "s") of an earlier verify from \(verifier.diffFolder.path)")
            }
        }
        let outcomes = try verifier.run { outcome in
            let entry = outcome.entry
            if let problem = outcome.storedFileError {
                FileHandle.standardError.write(Data("error: \(entry.file): \(problem)\n".utf8))
            }
            if let diff = outcome.withinTolerance, outcome.matches {
                print("ok \(entry.file) within tolerance: \(diff.changedPixels) pixels differ (max channel delta \(diff.maxChannelDelta)), got \(outcome.actualHash ?? "?")")
            } else if outcome.matches {
                print("ok \(entry.file) \(entry.pixelHash)")
            } else if let error = outcome.error {
                FileHandle.standardError.write(Data("error: \(entry.file): \(error)\n".utf8))
            } else if outcome.actualHash == entry.pixelHash {
                // The rendering matches; only the stored file is wrong (reported above).
            } else {
                var line = "MISMATCH \(entry.file) (\(entry.input), \(entry.appearance) @\(OutputName.formatScale(entry.scale))x): expected \(entry.pixelHash), got \(outcome.actualHash ?? "?")"
                if let diff = outcome.diff {
                    line += diff.sizeDiffers ? "; size changed" : "; \(diff.changedPixels) pixels changed in \(diff.boundingBox.map(\.description) ?? "-")"
                }
                if let path = outcome.newImagePath { line += "; new: \(path)" }
                if let path = outcome.diffImagePath {
                    line += "; diff: \(path)"
                } else if outcome.diff == nil {
                    // Without the stored PNG there is nothing to draw a diff against: say so.
                    line += "; no diff image: \(outcome.storedFileError ?? "the stored PNG could not be read")"
                }
                print(line)
            }
        }
        // Leftovers are listed once, by the whole verification or by its first shard.
        let leftovers = (verifier.shard?.index ?? 1) == 1 ? try verifier.leftoverFiles() : []
        for name in leftovers {
            FileHandle.standardError.write(Data("error: \(name): in the manifest's folder but not in the manifest (left over from an interrupted or older run?)\n".utf8))
        }
        let failed = outcomes.filter { !$0.matches }.count + leftovers.count
        if let report { print("report: \(try VerifyReport.write(outcomes, manifestPath: manifest, to: URL(fileURLWithPath: report)).path)") }
        print("\(verifier.shard.map { "shard \($0): " } ?? "")verified \(outcomes.count) images: \(outcomes.count - (failed - leftovers.count)) match, \(failed) \(failed == 1 ? "fails" : "fail")\(leftovers.isEmpty ? "" : " (\(leftovers.count) left over)")")
        if failed > 0 { throw ExitCode.failure }
    }
}
