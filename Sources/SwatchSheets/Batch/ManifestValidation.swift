import SwatchRaster

/// What a manifest must hold beyond its JSON shape, checked on every read (`verify`,
/// `manifest merge`): a known `version`, plain `.png` file names (an empty name or a path
/// would make `verify` write outside its diff folder), each file listed once, positive sizes,
/// well-formed hashes, and a shard record that names a real shard. The first problem is
/// reported as one line naming the field, so a hand-edited or foreign file is never half-used.
extension BatchManifest {
    /// Manifest versions this build reads; a newer file is refused rather than misread.
    public static let knownVersions: Set<Int> = [1, 2]

    /// Throws `BatchError("PATH: …")` naming the first invalid field.
    public func validate(path: String) throws {
        func fail(_ reason: String) -> BatchError { BatchError("\(path): not a valid batch manifest: \(reason)") }
        guard Self.knownVersions.contains(version) else {
            throw fail("unsupported version \(version) (this render-swatches reads version \(Self.knownVersions.sorted().map(String.init).joined(separator: ", ")))")
        }
        var seen = Set<String>()
        for (offset, image) in images.enumerated() {
            let field = "images[\(offset)]"
            if let problem = fileNameProblem(image.file) { throw fail("\(field).file \(image.file.debugDescription) \(problem)") }
            guard seen.insert(image.file.lowercased()).inserted else { throw fail("\(field).file \(image.file.debugDescription) is listed twice") }
            guard image.width > 0, image.height > 0 else { throw fail("\(field) has size \(image.width)×\(image.height); width and height must be positive") }
            guard Self.isPixelHash(image.pixelHash) else { throw fail("\(field).pixelHash \(image.pixelHash.debugDescription) is not xxh3-128: and 32 hex digits, nor sha256: and 64") }
            if let sequence = image.sequence, sequence < 0 { throw fail("\(field).sequence \(sequence) is negative") }
        }
        for (offset, failure) in failures.enumerated() {
            if let file = failure.file, let problem = fileNameProblem(file) {
                throw fail("failures[\(offset)].file \(file.debugDescription) \(problem)")
            }
        }
        if let shard {
            guard (1...Shard.maximumCount).contains(shard.count), (1...shard.count).contains(shard.index) else {
                throw fail("shard \(shard.index)/\(shard.count) is not a shard (index must be in 1...count, count in 1...\(Shard.maximumCount))")
            }
            guard Self.isSHA256(shard.plan) else { throw fail("shard.plan \(shard.plan.debugDescription) is not sha256: and 64 hex digits") }
        }
    }

    /// Why `name` cannot be one of this manifest's images: a previews manifest's files are
    /// paths below its folder (`Target/File/Name@3x.png`), each part a plain name; a batch's
    /// are plain names beside it.
    func fileNameProblem(_ name: String) -> String? {
        guard kind == .previews else { return Self.fileNameProblem(name) }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        for part in parts.dropLast() where part.isEmpty || part.hasPrefix(".") || part.contains("\0") {
            return "is not a path below the manifest's folder (empty, hidden or relative folder)"
        }
        return Self.fileNameProblem(String(parts.last ?? ""))
    }

    /// Why `name` cannot be an image file beside the manifest, or nil when it can.
    static func fileNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name.contains("/") || name.contains("\0") { return "is not a plain file name (no folders allowed)" }
        if name.hasPrefix(".") { return "is a hidden or relative name" }
        if !name.lowercased().hasSuffix(".png") || name.count <= 4 { return "does not end in .png" }
        return nil
    }

    /// A pixel hash as `RasterImage.pixelHash(using:)` writes it: `xxh3-128:` and 32 lowercase
    /// hex digits, or (version 1, `--hash sha256`) `sha256:` and 64.
    static func isPixelHash(_ text: String) -> Bool {
        if text.hasPrefix("xxh3-128:") {
            let hex = text.utf8.dropFirst(9)
            return hex.count == 32 && hex.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
        }
        return isSHA256(text)
    }

    /// `sha256:` and 64 lowercase hex digits: the batch plan digest, and version 1's pixel hashes.
    static func isSHA256(_ text: String) -> Bool {
        guard text.hasPrefix("sha256:") else { return false }
        let hex = text.utf8.dropFirst(7)
        return hex.count == 64 && hex.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
