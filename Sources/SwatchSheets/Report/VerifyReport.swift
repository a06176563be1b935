import SwatchRaster

/// `verify --report DIR`: the outcomes of a manifest verification as a `ReviewReport` page,
/// with each mismatch's reference (the checked-in PNG) and new rendering.
public enum VerifyReport {
    /// Builds the report for `outcomes` of the manifest at `manifestPath` and writes it into
    /// `directory` (replaced whole). Returns the page's URL.
    @discardableResult
    public static func write(_ outcomes: [ManifestVerifier.Outcome], manifestPath: String, to directory: URL) throws -> URL {
        let folder = URL(fileURLWithPath: manifestPath).deletingLastPathComponent()
        var entries: [ReviewReport.Entry] = []
        for outcome in outcomes {
            let image = outcome.entry
            let detail = "\(image.input), \(image.appearance) @\(OutputName.formatScale(image.scale))x"
            var entry = ReviewReport.Entry(name: image.file, detail: detail, status: .passed,
                                           expectedHash: image.pixelHash, actualHash: outcome.actualHash)
            if let error = outcome.error ?? outcome.storedFileError {
                entry.status = .error
                entry.message = error
            } else if !outcome.matches {
                entry.status = .mismatch
                if !image.file.contains("/") {
                    entry.reference = try? RasterImage(contentsOfPNG: folder.appendingPathComponent(image.file))
                }
                entry.candidate = outcome.newImagePath.flatMap { try? RasterImage(contentsOfPNG: URL(fileURLWithPath: $0)) }
            }
            entries.append(entry)
        }
        let title = "verify \(URL(fileURLWithPath: manifestPath).lastPathComponent): \(outcomes.filter { !$0.matches }.count) of \(outcomes.count) need review"
        return try ReviewReport(title: title, entries: entries).write(to: directory)
    }
}
