import SwatchRaster

/// `manifest.json` of a batch: what was rendered from what, with pixel hashes. It is
/// byte-identical for the same inputs whatever the job count (no timings, no dates), so it
/// can be checked in and diffed, and `verify` re-renders from it.
public struct BatchManifest: Codable, Sendable, Equatable {
    /// One written image.
    public struct Image: Codable, Sendable, Equatable {
        /// The PNG's file name, in the manifest's folder.
        public var file: String
        /// The theme file it was rendered from, as found.
        public var input: String
        /// The theme's name (before sanitizing for the file name).
        public var theme: String
        /// `light`, `dark`, `light-high-contrast` or `dark-high-contrast`.
        public var appearance: String
        /// Pixels per point.
        public var scale: Double
        /// Pixel width.
        public var width: Int
        /// Pixel height.
        public var height: Int
        /// `xxh3-128:…` (or, in version 1, `sha256:…`) over the decoded pixels
        /// (`RasterImage.pixelHash(using:)`, ARCHITECTURE §9).
        public var pixelHash: String
        /// Only in a shard's manifest: the entry's place in the whole batch, so that
        /// `manifest merge` restores a single run's order.
        public var sequence: Int? = nil
        /// Only in a previews manifest: the matrix values besides the appearance that differ
        /// from the preview's defaults (`iPhone-SE, xxxLarge, rtl`); nil for the defaults.
        public var variant: String? = nil

        /// An entry; `sequence` and `variant` are set where they apply.
        public init(file: String, input: String, theme: String, appearance: String, scale: Double,
                    width: Int, height: Int, pixelHash: String) {
            self.file = file
            self.input = input
            self.theme = theme
            self.appearance = appearance
            self.scale = scale
            self.width = width
            self.height = height
            self.pixelHash = pixelHash
        }
    }

    /// An input, theme or image that failed; the others are still written.
    public struct Failure: Codable, Sendable, Equatable {
        /// The input or theme file concerned.
        public var input: String
        /// The image that was not written, if the failure concerns one.
        public var file: String?
        /// The one-line error.
        public var error: String
        /// Only in a shard's manifest: the entry's place in the whole batch (see `Image.sequence`).
        public var sequence: Int? = nil

        /// A failure of `input` (and of image `file`, when one was due).
        public init(input: String, file: String?, error: String) {
            self.input = input
            self.file = file
            self.error = error
        }
    }

    /// What a manifest lists: theme sheets (`batch`, no `kind` key) or previews
    /// (`swift package render-previews`, `"kind": "previews"`), whose `input` is the preview's
    /// source location, `theme` its name, and `file` a path below the manifest's folder.
    public enum Kind: String, Codable, Sendable {
        /// `render-previews`: one image per preview and matrix variant.
        case previews
    }

    /// Format version of this file: 2 since pixel hashes are XXH3-128 by default and the
    /// options name the hash (`options.hash`); 1 had SHA-256 hashes and no `hash` key.
    public var version = 2
    /// The options every image was drawn with.
    public var options: SheetOptions
    /// Written images, in input × appearance × scale order.
    public var images: [Image]
    /// What failed.
    public var failures: [Failure]
    /// Only in a shard's manifest (`batch --shard K/N`): which share it holds, of which batch.
    public var shard: ShardRecord? = nil
    /// Where the batch ran, relative to this manifest's folder (`..` for `--output-dir
    /// sheets`): relative inputs are found from here, so `verify` works from any current
    /// folder. Absent from manifests written before it, whose inputs are tried from the
    /// current folder, then from the manifest's.
    public var inputBase: String? = nil
    /// `previews` for a render-previews manifest; nil (absent) for a batch of sheets.
    public var kind: Kind? = nil

    /// A manifest of `images` and `failures`, drawn with `options`.
    public init(version: Int = 2, options: SheetOptions, images: [Image], failures: [Failure],
                shard: ShardRecord? = nil, kind: Kind? = nil) {
        self.version = version
        self.options = options
        self.images = images
        self.failures = failures
        self.shard = shard
        self.kind = kind
    }

    /// Pretty, key-sorted JSON with a final newline.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads a manifest file, with a one-line error naming it when it is not one.
    public static func read(from url: URL) throws -> BatchManifest {
        try read(path: url.path)
    }

    /// Reads the manifest at `path`; messages name the path as given.
    public static func read(path: String) throws -> BatchManifest {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileError(path: path, reason: "no such file", verb: "read")
        }
        guard !isDirectory.boolValue else { throw FileError(path: path, reason: "is a directory", verb: "read") }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw FileError(path: path, reason: "permission denied or unreadable", verb: "read")
        }
        let manifest: BatchManifest
        do {
            manifest = try JSONDecoder().decode(BatchManifest.self, from: data)
        } catch {
            throw BatchError("\(path): not a batch manifest (\(Self.reason(error)))")
        }
        try manifest.validate(path: path)
        return manifest
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "invalid JSON" : "invalid value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default:
            return "\(error)"
        }
    }
}
