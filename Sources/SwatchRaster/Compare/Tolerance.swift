/// Differences a snapshot or a verified sheet may show and still pass, for users who accept
/// small changes: a count of changed pixels and how far each may change, or, in
/// swift-snapshot-testing's and Playwright's terms, a share of pixels that must match
/// (`precision`) and how closely a pixel must match to count (`perceptualPrecision`).
public struct Tolerance: Equatable, Sendable {
    /// Most pixels allowed to differ (used when `precision` is 1).
    public var maxChangedPixels: Int
    /// Largest channel difference allowed in a differing pixel (0...255), when
    /// `perceptualPrecision` is 1.
    public var maxChannelDelta: Int
    /// The share of pixels (0...1) that must match, as swift-snapshot-testing's `precision`
    /// (Playwright's `maxDiffPixelRatio` is 1 − precision). 1 leaves the limit to
    /// `maxChangedPixels`.
    public var precision: Double = 1
    /// How closely a pixel must match to count as matching (0...1), as swift-snapshot-
    /// testing's `perceptualPrecision`: a pixel matches when its color difference ΔE*76 is
    /// at most (1 − perceptualPrecision) × 100 (`PerceptualDifference`). 1 means exactly.
    public var perceptualPrecision: Double = 1

    /// A tolerance of both limits.
    public init(maxChangedPixels: Int, maxChannelDelta: Int = 255) {
        self.maxChangedPixels = maxChangedPixels
        self.maxChannelDelta = maxChannelDelta
    }

    /// swift-snapshot-testing's pair: `Tolerance(precision: 0.99, perceptualPrecision: 0.98)`
    /// passes when 99 % of the pixels are within ΔE 2 of the reference.
    public init(precision: Double = 1, perceptualPrecision: Double = 1) {
        maxChangedPixels = 0
        maxChannelDelta = 255
        self.precision = min(1, max(0, precision.isFinite ? precision : 1))
        self.perceptualPrecision = min(1, max(0, perceptualPrecision.isFinite ? perceptualPrecision : 1))
    }

    /// Whether `candidate` is close enough to `reference` (same size; `diff` is their exact
    /// diff): the snapshot library's and `render-swatches verify`'s one rule.
    public func accepts(_ diff: ImageDiff, reference: RasterImage, candidate: RasterImage) -> Bool {
        guard !diff.sizeDiffers else { return false }
        let total = reference.width * reference.height
        let limit = precision < 1 ? Int((1 - precision) * Double(total) + 1e-9) : maxChangedPixels
        if perceptualPrecision < 1 {
            let differing = PerceptualDifference.count(reference, candidate, maximumDeltaE: (1 - perceptualPrecision) * 100)
            return differing <= limit
        }
        return diff.changedPixels <= limit && diff.maxChannelDelta <= maxChannelDelta
    }
}

