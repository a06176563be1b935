import SwatchRaster
import Foundation

extension BatchManifest {
    /// What a shard's manifest records about its share, so that `manifest merge` can refuse
    /// shards that do not belong together.
    public struct ShardRecord: Codable, Sendable, Equatable {
        /// Which shard, 1-based.
        public var index: Int
        /// Of how many.
        public var count: Int
        /// `sha256:…` over the whole batch's work list (every input and output name, in order):
        /// equal in every shard of one batch, different if inputs, appearances or scales differ.
        public var plan: String

        /// The record of `shard` in a batch whose work list is `items`.
        public init(shard: Shard, items: [(input: String, file: String?)]) {
            index = shard.index
            count = shard.count
            plan = Self.plan(of: items)
        }

        /// The digest of a batch's work list: one `input TAB file` line per item, in batch order.
        public static func plan(of items: [(input: String, file: String?)]) -> String {
            let hasher = SHA256Hasher()
            for item in items {
                hasher.update("\(item.input)\t\(item.file ?? "")\n".utf8)
            }
            return "sha256:" + SHA256Hasher.hex(hasher.finalize())
        }
    }
}

/// Joins the manifests of a batch's shards (`batch --shard K/N`) into the manifest one
/// unsharded run writes, byte for byte; refuses, with a one-line reason, shards that were made
/// with different options or from different inputs, overlap, or leave one out.
public enum ManifestMerge {
    /// Merges `shards` (each with the path it was read from, for messages).
    public static func merge(_ shards: [(path: String, manifest: BatchManifest)], output: URL? = nil) throws -> BatchManifest {
        guard let first = shards.first else { throw BatchError("no manifests to merge") }
        for (path, manifest) in shards where manifest.shard == nil {
            throw BatchError("\(path): not a shard manifest (it was written without --shard); nothing to merge")
        }
        let record = first.manifest.shard!
        var byIndex: [Int: String] = [:]
        for (path, manifest) in shards {
            let other = manifest.shard!
            if manifest.version != first.manifest.version {
                throw BatchError("\(first.path) and \(path) have different manifest versions (\(first.manifest.version) and \(manifest.version))")
            }
            if manifest.kind != first.manifest.kind {
                throw BatchError("\(first.path) and \(path) list different things (\(first.manifest.kind?.rawValue ?? "sheets") and \(manifest.kind?.rawValue ?? "sheets"))")
            }
            if other.count != record.count {
                throw BatchError("\(first.path) is shard \(record.index)/\(record.count) but \(path) is shard \(other.index)/\(other.count): different shard counts")
            }
            if manifest.options != first.manifest.options {
                throw BatchError("\(first.path) and \(path) were made with different options (\(differences(first.manifest.options, manifest.options)))")
            }
            if other.plan != record.plan {
                throw BatchError("\(first.path) and \(path) are shards of different batches (their inputs, appearances or scales differ)")
            }
            guard (1...other.count).contains(other.index) else {
                throw BatchError("\(path): invalid shard \(other.index)/\(other.count)")
            }
            if let earlier = byIndex[other.index] {
                throw BatchError("\(earlier) and \(path) are both shard \(other.index)/\(other.count)")
            }
            byIndex[other.index] = path
        }
        let missing = (1...record.count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            throw BatchError("missing shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(record.count)" }.joined(separator: ", ")) (given: \(byIndex.keys.sorted().map { "\($0)/\(record.count)" }.joined(separator: ", ")))")
        }

        var images: [BatchManifest.Image] = []
        var failures: [BatchManifest.Failure] = []
        var fileOwner: [String: String] = [:]
        var sequenceOwner: [Int: String] = [:]
        func claim(_ sequence: Int?, _ what: String, _ path: String) throws -> Int {
            guard let sequence else { throw BatchError("\(path): \(what) has no sequence number; not written by batch --shard") }
            if let earlier = sequenceOwner[sequence] {
                throw BatchError("\(what) is in both \(earlier) and \(path): the shards overlap")
            }
            sequenceOwner[sequence] = path
            return sequence
        }
        var imageOrder: [Int] = [], failureOrder: [Int] = []
        for (path, manifest) in shards {
            for image in manifest.images {
                if let earlier = fileOwner[image.file] {
                    throw BatchError("image \(image.file) is in both \(earlier) and \(path): the shards overlap")
                }
                fileOwner[image.file] = path
                imageOrder.append(try claim(image.sequence, "image \(image.file)", path))
                var plain = image
                plain.sequence = nil
                images.append(plain)
            }
            for failure in manifest.failures {
                failureOrder.append(try claim(failure.sequence, "the failure of \(failure.file ?? failure.input)", path))
                var plain = failure
                plain.sequence = nil
                failures.append(plain)
            }
        }
        var merged = BatchManifest(
            version: first.manifest.version, options: first.manifest.options,
            images: zip(imageOrder, images).sorted { $0.0 < $1.0 }.map(\.1),
            failures: zip(failureOrder, failures).sorted { $0.0 < $1.0 }.map(\.1),
            kind: first.manifest.kind)
        merged.inputBase = try inputBase(shards, output: output)
        return merged
    }

    /// Where the shards' batches ran, seen from the merged manifest's folder: they must agree
    /// (a CI matrix runs every shard from the same checkout), or the inputs could not be
    /// found from one base.
    private static func inputBase(_ shards: [(path: String, manifest: BatchManifest)], output: URL?) throws -> String? {
        var ran: URL?
        for (path, manifest) in shards {
            guard let base = manifest.inputBase else { return nil }
            let folder = RelativePath.absolute(path).deletingLastPathComponent()
            let here = folder.appendingPathComponent(base).standardizedFileURL
            if let ran, ran != here {
                throw BatchError("\(shards[0].path) and \(path) were made from different folders (\(ran.path) and \(here.path)); run every shard from the same folder")
            }
            ran = here
        }
        guard let ran, let output else { return shards.first?.manifest.inputBase }
        return RelativePath.from(RelativePath.absolute(output.path), to: ran)
    }

    /// Reads the manifests at `paths` and merges them into a manifest for `outputFolder`.
    public static func merge(paths: [String], outputFolder: URL? = nil) throws -> BatchManifest {
        try merge(paths.map { ($0, try BatchManifest.read(path: $0)) }, output: outputFolder)
    }

    /// `font "A" vs "B", columns 10 vs 8`: which options differ.
    private static func differences(_ a: SheetOptions, _ b: SheetOptions) -> String {
        var list: [String] = []
        if a.font != b.font { list.append("font \(a.font.debugDescription) vs \(b.font.debugDescription)") }
        if a.preferredWidth != b.preferredWidth { list.append("preferred width \(a.preferredWidth) vs \(b.preferredWidth)") }
        if a.columns != b.columns { list.append("columns \(a.columns) vs \(b.columns)") }
        if a.background != b.background { list.append("background \(a.background) vs \(b.background)") }
        if a.maximumPixelCount != b.maximumPixelCount { list.append("max pixels \(a.maximumPixelCount) vs \(b.maximumPixelCount)") }
        if a.pixelHash != b.pixelHash { list.append("hash \(a.pixelHash) vs \(b.pixelHash)") }
        if a.showsValues != b.showsValues { list.append("values \(a.showsValues) vs \(b.showsValues)") }
        return list.joined(separator: ", ")
    }
}
