import SwatchRaster
import Foundation

/// Re-renders every image of a batch manifest and compares pixel hashes: the regression check
/// for a folder of checked-in sheets. On a mismatch it writes the new rendering and a diff
/// image (changed pixels highlighted over a dimmed reference) so the change can be seen.
public struct ManifestVerifier {
    /// The manifest file, as the user named it.
    public var manifestPath: String
    /// Where new renderings and diffs go; default `<manifest folder>/diff`.
    public var diffDirectory: URL?
    /// Verify only this share of the images (`--shard K/N`), assigned as `batch --shard` assigns
    /// them; nil: every image.
    public var shard: Shard? = nil

    /// What verifying one image found.
    public struct Outcome: Sendable {
        /// The manifest's entry.
        public var entry: BatchManifest.Image
        /// The hash rendered now; nil when rendering failed.
        public var actualHash: String?
        /// Pixel differences from the reference PNG, when it could be read.
        public var diff: ImageDiff?
        /// The new rendering, written on a mismatch.
        public var newImagePath: String?
        /// The diff image, written on a mismatch when the reference PNG could be read.
        public var diffImagePath: String?
        /// Why the entry could not be verified (theme unreadable, render failed).
        public var error: String?
        /// What is wrong with the stored PNG beside the manifest (missing, not a PNG, other
        /// pixels or size than the manifest records); nil when it holds what the manifest says.
        public var storedFileError: String?
        /// Set when the rendering differs from the stored PNG but within the tolerance.
        public var withinTolerance: ImageDiff?
        /// True when the stored PNG is what the manifest says and a fresh rendering matches
        /// its hash (or, with a tolerance, is close enough to the stored PNG).
        public var matches: Bool {
            error == nil && storedFileError == nil && (actualHash == entry.pixelHash.lowercased() || withinTolerance != nil)
        }
    }

    /// Differences to accept (`verify --precision`, `--perceptual-precision`); nil accepts
    /// none. A sheet within it passes, and the report says it differed.
    public var tolerance: Tolerance?

    /// Where new renderings and diffs go: `diffDirectory`, else `<manifest folder>/diff`.
    public var diffFolder: URL {
        diffDirectory ?? URL(fileURLWithPath: manifestPath).deletingLastPathComponent().appendingPathComponent("diff")
    }

    /// A verifier for the manifest at `manifestPath`.
    public init(manifestPath: String, diffDirectory: URL? = nil) {
        self.manifestPath = manifestPath
        self.diffDirectory = diffDirectory
    }

    /// Verifies every entry, in manifest order; `report` is called as each one finishes.
    public func run(report: (Outcome) -> Void = { _ in }) throws -> [Outcome] {
        let manifest = try BatchManifest.read(path: manifestPath)
        let folder = URL(fileURLWithPath: manifestPath).deletingLastPathComponent()
        let diffFolder = self.diffFolder
        var themes: [String: Result<Theme, ThemeError>] = [:]
        var outcomes: [Outcome] = []
        if manifest.kind == .previews {
            throw BatchError("\(manifestPath) lists previews, not theme sheets: verify it with `swift package --allow-writing-to-package-directory render-previews verify`")
        }
        if let shard, let record = manifest.shard {
            // A shard's manifest holds only its share: ranks within an input would differ.
            throw BatchError("\(manifestPath) already holds only shard \(record.index)/\(record.count) of a batch; verify it without --shard \(shard), or verify the merged manifest with --shard")
        }
        let mine = shard?.contains(manifest.images.map { ($0.input, $0.file) })
        for (offset, entry) in manifest.images.enumerated() where mine?[offset] ?? true {
            var outcome = Outcome(entry: entry)
            defer { report(outcome); outcomes.append(outcome) }
            // Decoded once: checked against the manifest, then compared with the rendering.
            let stored = Self.storedFile(entry, folder: folder)
            outcome.storedFileError = stored.problem
            guard let appearance = Appearance(rawValue: entry.appearance) else {
                outcome.error = "unknown appearance \(entry.appearance.debugDescription) in the manifest"
                continue
            }
            guard entry.scale.isFinite, entry.scale > 0, entry.scale <= 16 else {
                outcome.error = "invalid scale \(entry.scale) in the manifest"
                continue
            }
            let input = resolveInput(entry.input, folder: folder, base: manifest.inputBase)
            if themes[input] == nil {
                do { themes[input] = .success(try Theme.load(contentsOf: input)) } catch { themes[input] = .failure(error) }
            }
            let theme: Theme
            switch themes[input]! {
            case .success(let loaded): theme = loaded
            case .failure(let error): outcome.error = error.description; continue
            }
            do {
                let image = try manifest.options.render(manifest.options.sheet(for: theme), appearance: appearance, scale: entry.scale)
                // Each entry is checked with the hash it names (`sha256:` in version 1).
                guard let algorithm = PixelHashAlgorithm(of: entry.pixelHash) else {
                    outcome.error = "pixel hash \(entry.pixelHash.debugDescription) in the manifest names no known hash (expected xxh3-128:… or sha256:…)"
                    continue
                }
                outcome.actualHash = image.pixelHash(using: algorithm)
                guard outcome.actualHash != entry.pixelHash.lowercased() else { continue }
                let reference = stored.image.map { (image: $0, diff: ImageDiff(reference: $0, candidate: image)) }
                if let tolerance, stored.problem == nil, let reference,
                   tolerance.accepts(reference.diff, reference: reference.image, candidate: image) {
                    outcome.withinTolerance = reference.diff
                    continue
                }
                try writeEvidence(image, reference: reference, entry: entry, diffFolder: diffFolder, outcome: &outcome)
            } catch {
                outcome.error = String(describing: error)
            }
        }
        return outcomes
    }

    /// Decodes the stored PNG and compares its pixel hash and size with the manifest's entry:
    /// a reference swapped for another image, deleted or replaced by garbage is reported even
    /// when a fresh rendering still matches the recorded hash. The decoded image, when there
    /// is one, is what a mismatch is compared and diffed against.
    public static func storedFile(_ entry: BatchManifest.Image, folder: URL) -> (image: RasterImage?, problem: String?) {
        let url = folder.appendingPathComponent(entry.file)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return (nil, "stored PNG \(url.path) is missing")
        }
        guard !isDirectory.boolValue else { return (nil, "stored PNG \(url.path) is a folder") }
        let stored: RasterImage
        do { stored = try RasterImage(contentsOfPNG: url) } catch {
            let reason = String(describing: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            return (nil, "stored PNG \(url.path) is corrupt or not a PNG (\(reason))")
        }
        guard stored.width == entry.width, stored.height == entry.height else {
            return (stored, "stored PNG \(url.path) is \(stored.width)×\(stored.height) px, the manifest says \(entry.width)×\(entry.height)")
        }
        guard stored.hasPixelHash(entry.pixelHash) else {
            let actual = PixelHashAlgorithm(of: entry.pixelHash).map { stored.pixelHash(using: $0) } ?? stored.pixelHash(using: .xxh3_128)
            return (stored, "stored PNG \(url.path) has pixel hash \(actual), the manifest says \(entry.pixelHash)")
        }
        return (stored, nil)
    }

    /// Removes the new and diff images an earlier verify left in `diffFolder` (they would sit
    /// beside references a user commits, and look like this run's), and the folder when that
    /// empties it; returns the names removed.
    public func removeEarlierDiffImages() -> [String] {
        let folder = diffFolder
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".new.png") || $0.hasSuffix(".diff.png") }.sorted()
        let removed = names.filter { unlink(folder.appendingPathComponent($0).path) == 0 }
        if removed.count == names.count { rmdir(folder.path) }
        return removed
    }

    /// Files in the manifest's folder that no manifest entry accounts for: PNGs it does not
    /// list and our temporary files (`.NAME.tmp-XXXXXX`), left by an interrupted or older run.
    /// Empty for a shard's manifest (its folder may hold the other shards' images).
    public func leftoverFiles() throws -> [String] {
        let manifest = try BatchManifest.read(path: manifestPath)
        guard manifest.shard == nil else { return [] }
        let folder = URL(fileURLWithPath: manifestPath).deletingLastPathComponent()
        let listed = Set(manifest.images.map(\.file) + manifest.failures.compactMap(\.file))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { name in
            guard !listed.contains(name) else { return false }
            if AtomicFile.isTemporaryName(name) { return true }
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            return name.lowercased().hasSuffix(".png") && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    /// Manifest inputs are recorded as given to `batch`. With `inputBase` (where the batch ran,
    /// from the manifest's folder) a relative one is found from there, whatever the current
    /// folder, and shown relative to the current folder when it lies below it. Older manifests
    /// try the current folder, then the manifest's.
    private func resolveInput(_ input: String, folder: URL, base: String?) -> String {
        if input.hasPrefix("/") { return input }
        if let base {
            let resolved = folder.appendingPathComponent(base).appendingPathComponent(input).standardizedFileURL.path
            let here = RelativePath.absolute(".").path + "/"
            return resolved.hasPrefix(here) ? String(resolved.dropFirst(here.count)) : resolved
        }
        if FileManager.default.fileExists(atPath: input) { return input }
        let relative = folder.appendingPathComponent(input).path
        return FileManager.default.fileExists(atPath: relative) ? relative : input
    }

    /// Writes the new rendering, and with the stored PNG (and their diff) a diff image.
    private func writeEvidence(_ image: RasterImage, reference: (image: RasterImage, diff: ImageDiff)?, entry: BatchManifest.Image,
                               diffFolder: URL, outcome: inout Outcome) throws {
        guard !entry.file.contains("/"), !entry.file.hasPrefix(".") else {
            throw BatchError("manifest file name \(entry.file.debugDescription) is not a plain file name")
        }
        try FileManager.default.createDirectory(at: diffFolder, withIntermediateDirectories: true)
        let stem = entry.file.hasSuffix(".png") ? String(entry.file.dropLast(4)) : entry.file
        let newURL = diffFolder.appendingPathComponent("\(stem).new.png")
        try image.writePNG(to: newURL)
        outcome.newImagePath = newURL.path
        guard let reference else { return }
        outcome.diff = reference.diff
        let diffURL = diffFolder.appendingPathComponent("\(stem).diff.png")
        try ImageDiff.highlightImage(reference: reference.image, candidate: image).writePNG(to: diffURL)
        outcome.diffImagePath = diffURL.path
    }
}
