import Foundation
import SnapshotTesting
import SwatchRaster

extension Diffing where Value == RasterImage {
    /// Compares decoded pixels, not PNG bytes: a reference written by another zlib or PNG
    /// encoder still matches. Exact by default. For users who want it, a tolerance like
    /// SwatchRasterTesting's `Tolerance`: the images pass when at most `maxChangedPixels` pixels
    /// differ **and** no channel of any pixel differs by more than `maxChannelDelta` (0...255);
    /// a size change always fails. On failure the message names the changed pixel count, their
    /// bounding box, the largest channel difference and both pixel hashes, and the diff image
    /// (`ImageDiff.highlightImage`: changed pixels in magenta over a dimmed reference) and the
    /// new rendering are attached as `difference.png` and `new.png`.
    public static func image(maxChangedPixels: Int = 0, maxChannelDelta: Int = 255) -> Diffing {
        .diff(
            toData: { image in (try? image.pngData()) ?? Data() },
            fromData: { data in (try? RasterImage(pngData: data)) ?? RasterImage(width: 0, height: 0, scale: 1, pixels: []) },
            diffV2: { reference, candidate in
                let diff = ImageDiff(reference: reference, candidate: candidate)
                if diff.isIdentical { return nil }
                if !diff.sizeDiffers, diff.changedPixels <= maxChangedPixels, diff.maxChannelDelta <= maxChannelDelta {
                    return nil
                }
                let message = diff.sizeDiffers
                    ? "image size changed: \(reference.width)×\(reference.height) px → \(candidate.width)×\(candidate.height) px (reference \(reference.pixelHash), new \(candidate.pixelHash))"
                    : "\(diff.changedPixels) \(diff.changedPixels == 1 ? "pixel" : "pixels") changed in \(diff.boundingBox.map(\.description) ?? "-"), largest channel difference \(diff.maxChannelDelta) (reference \(reference.pixelHash), new \(candidate.pixelHash))"
                let highlight = ImageDiff.highlightImage(reference: reference, candidate: candidate)
                var attachments: [DiffAttachment] = []
                if let data = try? highlight.pngData() { attachments.append(.data(data, name: "difference.png")) }
                if let data = try? candidate.pngData() { attachments.append(.data(data, name: "new.png")) }
                return (message, attachments)
            })
    }
}
