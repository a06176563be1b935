import ArgumentParser
import SwatchRaster
import SwatchSheets

/// `render-swatches manifest`: operations on batch manifests.
struct Manifest: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Work with batch manifests.",
        subcommands: [Merge.self])

    /// `render-swatches manifest merge`: the shards of one batch into one manifest.
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Join the manifests of a batch's shards into one.",
            discussion: """
                Each input is the manifest.json of one `batch --shard K/N` run, all with the same \
                inputs and options. The result is byte-identical to the manifest of the same batch \
                run without --shard. Shards made with different options, inputs, appearances or \
                scales, overlapping shards and missing shards are refused (exit status 1, nothing \
                written). Images are not copied: put every shard's PNGs into the folder of the \
                merged manifest.
                """)

        @Argument(help: ArgumentHelp("The shards' manifest.json files, in any order.", valueName: "manifest"))
        var manifests: [String]

        @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the merged manifest.", valueName: "file"))
        var output: String

        func validate() throws {
            guard !manifests.isEmpty else { throw ValidationError("no manifests: give the shards' manifest.json files") }
        }

        func run() throws {
            let url = URL(fileURLWithPath: output)
            let merged = try ManifestMerge.merge(paths: manifests, outputFolder: url.deletingLastPathComponent())
            // As `batch` creates its --output-dir, the merged manifest's folder is made if missing.
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw FileError(path: url.deletingLastPathComponent().path, reason: "cannot create the folder: \(error.localizedDescription)")
            }
            try AtomicFile.write(try merged.encoded(), to: url)
            let failures = merged.failures.count
            print("\(output): \(manifests.count) shard\(manifests.count == 1 ? "" : "s"), \(merged.images.count) images, \(failures) failure\(failures == 1 ? "" : "s")")
        }
    }
}
