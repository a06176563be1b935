/// What changed between a reference image and a new rendering: how many pixels, where, and
/// by how much — the facts a failing regression test needs to name.
public struct ImageDiff: Equatable, Sendable {
    /// A rectangle of pixels.
    public struct Box: Equatable, Sendable, CustomStringConvertible {
        /// Top-left pixel (from the image's top-left corner), then the size, all in pixels.
        public var x: Int, y: Int, width: Int, height: Int
        /// `x X y Y w W h H`, short enough for a test failure message.
        public var description: String { "x \(x) y \(y) w \(width) h \(height)" }
    }

    /// Pixels whose RGBA differs (every pixel when the sizes differ).
    public let changedPixels: Int
    /// The smallest box holding every changed pixel; nil when nothing changed.
    public let boundingBox: Box?
    /// The largest difference in any channel of any pixel, 0...255.
    public let maxChannelDelta: Int
    /// True when the two images have different dimensions.
    public let sizeDiffers: Bool

    /// Compares pixel by pixel.
    public init(reference: RasterImage, candidate: RasterImage) {
        guard reference.width == candidate.width, reference.height == candidate.height else {
            changedPixels = max(reference.width * reference.height, candidate.width * candidate.height)
            boundingBox = Box(x: 0, y: 0, width: max(reference.width, candidate.width), height: max(reference.height, candidate.height))
            maxChannelDelta = 255
            sizeDiffers = true
            return
        }
        sizeDiffers = false
        var changed = 0, maxDelta = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let a = reference.pixels, b = candidate.pixels
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let i = (y * reference.width + x) * 4
                var delta = 0
                for c in 0..<4 { delta = max(delta, abs(Int(a[i + c]) - Int(b[i + c]))) }
                if delta > 0 {
                    changed += 1
                    maxDelta = max(maxDelta, delta)
                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                }
            }
        }
        changedPixels = changed
        maxChannelDelta = maxDelta
        boundingBox = changed == 0 ? nil : Box(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// True when no pixel changed.
    public var isIdentical: Bool { changedPixels == 0 }

    /// A picture of the change: the reference dimmed to a third of its contrast over white,
    /// changed pixels in opaque magenta. Sizes that differ give the candidate, fully marked.
    public static func highlightImage(reference: RasterImage, candidate: RasterImage) -> RasterImage {
        let sameSize = reference.width == candidate.width && reference.height == candidate.height
        let base = sameSize ? reference : candidate
        var out = [UInt8](repeating: 0, count: base.pixels.count)
        for i in stride(from: 0, to: base.pixels.count, by: 4) {
            let changed = !sameSize || reference.pixels[i..<(i + 4)] != candidate.pixels[i..<(i + 4)]
            if changed {
                out[i] = 255; out[i + 1] = 0; out[i + 2] = 255; out[i + 3] = 255
            } else {
                let alpha = Int(base.pixels[i + 3])
                for c in 0..<3 {
                    // Composite over white, then pull two thirds of the way to white.
                    let over = (Int(base.pixels[i + c]) * alpha + 255 * (255 - alpha)) / 255
                    out[i + c] = UInt8(255 - (255 - over) / 3)
                }
                out[i + 3] = 255
            }
        }
        return RasterImage(width: base.width, height: base.height, scale: base.scale, pixels: out)
    }
}
